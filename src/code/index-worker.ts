import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { extractFile, grammarsOf, skipBySize, skipOf } from './extract.js';
import type { Extracted } from './facts.js';
import type { GrammarLanguage } from './languages.js';
import { TreeSitterReader } from './tree-sitter.js';
import type { Candidate } from './walk.js';

/**
 * A worker thread of the extract pool: it loads each grammar once, when a file first needs it, then reads and parses the
 * batches of files it is sent and answers with their facts. A file that cannot be read is a
 * counted skip, never an error of the batch.
 */
export interface WorkerRequest {
  id: number;
  files: Candidate[];
}
export interface WorkerAnswer {
  id: number;
  results: Extracted[];
  /** This thread's own memory after the batch: its JavaScript heap and what lies outside it (the WebAssembly heap, which never shrinks). */
  heapBytes: number;
}

export interface WorkerData {
  root: string;
  /** Grammars to load before the thread says it is ready (the others load when a file first needs them). */
  preload: readonly GrammarLanguage[];
}

const { root, preload } = workerData as WorkerData;
const reader = await TreeSitterReader.open(preload);
// One batch at a time (the pool sends the next once this one is answered), so the awaited load keeps the order.
parentPort!.on('message', async (request: WorkerRequest) => {
  await reader.load(grammarsOf(request.files));
  const results = request.files.map((file): Extracted => {
    const tooLarge = skipBySize(file);
    if (tooLarge !== null) return tooLarge;
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(root, file.path));
    } catch (error) {
      // ENOENT: removed since it was listed; EACCES / EISDIR: not a file we may read.
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR') return skipOf(file, 'unreadable');
      throw error;
    }
    return extractFile(file, bytes, reader);
  });
  const { heapTotal, external } = process.memoryUsage();
  parentPort!.postMessage({ id: request.id, results, heapBytes: heapTotal + external } satisfies WorkerAnswer);
});
parentPort!.postMessage({ ready: true });
