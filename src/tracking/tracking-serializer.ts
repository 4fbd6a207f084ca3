import { stableJson } from '../../protocol/stable-json.js';
import type { RejectedEntry, WorkerEntry } from '../../protocol/tracking.js';

/**
 * Serialises `.tracking.json` incrementally: each task entry is rendered to UTF-8 once when it
 * changes, and runs of neighbouring entries are kept joined as blocks, so a write costs one copy
 * of a few hundred blocks, not a re-stringify (or a copy per entry) of every tracked task. A change
 * renders one block again; an id inserted or removed shifts, and so renders again, the blocks after
 * it. The bytes are exactly `stableJson(file)`: sorted keys, 2-space indent, newline.
 */
export class TrackingSerializer {
  private readonly pieces = new Map<string, Buffer>();
  private sortedIds: string[] = [];
  /** The joined pieces of ids `[i * BLOCK_SIZE, (i + 1) * BLOCK_SIZE)` of `sortedIds`, or null when stale. */
  private blocks: Array<Buffer | null> = [];

  /** `json` is `stableJson(entry)`, which the caller has already computed to see whether it changed. */
  set(id: string, json: string): void {
    const index = binarySearch(this.sortedIds, id);
    if (index < 0) {
      this.sortedIds.splice(-(index + 1), 0, id);
      this.staleFrom(-(index + 1));
    } else {
      this.blocks[Math.floor(index / BLOCK_SIZE)] = null;
    }
    this.pieces.set(id, Buffer.from(`    ${JSON.stringify(id)}: ${indent(json.trimEnd(), '    ')}`));
  }

  delete(id: string): void {
    if (!this.pieces.delete(id)) return;
    const index = binarySearch(this.sortedIds, id);
    if (index < 0) return;
    this.sortedIds.splice(index, 1);
    this.staleFrom(index);
  }

  clear(): void {
    this.pieces.clear();
    this.sortedIds = [];
    this.blocks = [];
  }

  render(updatedAt: string, workers: Record<string, WorkerEntry>, rejected: Record<string, RejectedEntry>, epoch: number | null): Buffer {
    const leaseEpoch = epoch === null ? '' : `\n  "lease_epoch": ${epoch},`;
    const head = `{\n  "ipc_protocol": "ipc-v1",${leaseEpoch}\n  "rejected": ${section(rejected)},\n  "tasks": `;
    const tail = `,\n  "updated_at": ${JSON.stringify(updatedAt)},\n  "workers": ${section(workers)}\n}\n`;
    if (this.sortedIds.length === 0) return Buffer.from(`${head}{}${tail}`);
    const count = Math.ceil(this.sortedIds.length / BLOCK_SIZE);
    this.blocks.length = count;
    const parts: Buffer[] = [Buffer.from(`${head}{\n`)];
    for (let block = 0; block < count; block++) {
      if (block > 0) parts.push(ENTRY_SEPARATOR);
      parts.push((this.blocks[block] ??= this.join(block)));
    }
    parts.push(Buffer.from(`\n  }${tail}`));
    return Buffer.concat(parts);
  }

  private join(block: number): Buffer {
    const parts: Buffer[] = [];
    for (const id of this.sortedIds.slice(block * BLOCK_SIZE, (block + 1) * BLOCK_SIZE)) {
      if (parts.length > 0) parts.push(ENTRY_SEPARATOR);
      parts.push(this.pieces.get(id)!);
    }
    return Buffer.concat(parts);
  }

  /** The ids from `index` on have moved: their blocks are joined again at the next render. */
  private staleFrom(index: number): void {
    for (let block = Math.floor(index / BLOCK_SIZE); block < this.blocks.length; block++) this.blocks[block] = null;
  }
}

/** Entries per block: a block is a few tens of KB, and 10,000 tasks make under a hundred of them. */
const BLOCK_SIZE = 128;
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
