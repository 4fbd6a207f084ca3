import { stableJson } from '../../protocol/stable-json.js';
import type { RejectedEntry, TaskEntry, WorkerEntry } from '../../protocol/tracking.js';

/**
 * Serialises `.tracking.json` incrementally: each task entry is rendered once when it changes and
 * the file is a join of cached pieces, so a write costs a string join, not a re-stringify of every
 * tracked task. The bytes are exactly `stableJson(file)`: sorted keys, 2-space indent, newline.
 */
export class TrackingSerializer {
  private readonly pieces = new Map<string, string>();
  private sortedIds: string[] = [];

  set(id: string, entry: TaskEntry): void {
    if (!this.pieces.has(id)) insertSorted(this.sortedIds, id);
    this.pieces.set(id, `    ${JSON.stringify(id)}: ${indent(stableJson(entry).trimEnd(), '    ')}`);
  }

  delete(id: string): void {
    if (!this.pieces.delete(id)) return;
    const index = binarySearch(this.sortedIds, id);
    if (index >= 0) this.sortedIds.splice(index, 1);
  }

  clear(): void {
    this.pieces.clear();
    this.sortedIds = [];
  }

  render(updatedAt: string, workers: Record<string, WorkerEntry>, rejected: Record<string, RejectedEntry>): string {
    const tasks = this.sortedIds.length === 0 ? '{}' : `{\n${this.sortedIds.map((id) => this.pieces.get(id)).join(',\n')}\n  }`;
    return (
      `{\n  "ipc_protocol": "ipc-v1",\n` +
      `  "rejected": ${section(rejected)},\n` +
      `  "tasks": ${tasks},\n` +
      `  "updated_at": ${JSON.stringify(updatedAt)},\n` +
      `  "workers": ${section(workers)}\n}\n`
    );
  }
}

function section(value: object): string {
  return indent(stableJson(value).trimEnd(), '  ');
}

function indent(text: string, prefix: string): string {
  return text.replace(/\n/g, `\n${prefix}`);
}

function binarySearch(sorted: string[], id: string): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const value = sorted[mid]!;
    if (value === id) return mid;
    if (value < id) low = mid + 1;
    else high = mid - 1;
  }
  return -(low + 1);
}

function insertSorted(sorted: string[], id: string): void {
  const index = binarySearch(sorted, id);
  if (index < 0) sorted.splice(-(index + 1), 0, id);
}
