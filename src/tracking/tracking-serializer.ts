import { stableJson } from '../../protocol/stable-json.js';
import type { RejectedEntry, WorkerEntry } from '../../protocol/tracking.js';

/**
 * Serialises `.tracking.json` incrementally: each task entry is rendered to UTF-8 once when it
 * changes and the file is a copy of cached pieces, so a write costs a memory copy, not a
 * re-stringify (or even a re-encode) of every tracked task. The bytes are exactly
 * `stableJson(file)`: sorted keys, 2-space indent, newline.
 */
export class TrackingSerializer {
  private readonly pieces = new Map<string, Buffer>();
  private sortedIds: string[] = [];

  /** `json` is `stableJson(entry)`, which the caller has already computed to see whether it changed. */
  set(id: string, json: string): void {
    if (!this.pieces.has(id)) insertSorted(this.sortedIds, id);
    this.pieces.set(id, Buffer.from(`    ${JSON.stringify(id)}: ${indent(json.trimEnd(), '    ')}`));
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

  render(updatedAt: string, workers: Record<string, WorkerEntry>, rejected: Record<string, RejectedEntry>): Buffer {
    const head = `{\n  "ipc_protocol": "ipc-v1",\n  "rejected": ${section(rejected)},\n  "tasks": `;
    const tail = `,\n  "updated_at": ${JSON.stringify(updatedAt)},\n  "workers": ${section(workers)}\n}\n`;
    if (this.sortedIds.length === 0) return Buffer.from(`${head}{}${tail}`);
    const parts: Buffer[] = [Buffer.from(`${head}{\n`)];
    for (const id of this.sortedIds) {
      if (parts.length > 1) parts.push(ENTRY_SEPARATOR);
      parts.push(this.pieces.get(id)!);
    }
    parts.push(Buffer.from(`\n  }${tail}`));
    return Buffer.concat(parts);
  }
}

const ENTRY_SEPARATOR = Buffer.from(',\n');

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
