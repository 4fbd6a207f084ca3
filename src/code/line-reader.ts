import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LineReader } from './answers.js';
import { MAX_FILE_BYTES } from './extract.js';

/**
 * Reads the lines of the files an answer's page names (the snippets of uses), each file once
 * per answer. A file gone or grown past the index's limit gives no snippet rather than an error.
 */
export function fileLineReader(root: string): LineReader {
  const files = new Map<string, string[] | null>();
  return (file, line) => {
    let lines = files.get(file);
    if (lines === undefined) {
      lines = readLines(join(root, file));
      files.set(file, lines);
    }
    return lines?.[line - 1] ?? null;
  };
}

function readLines(path: string): string[] | null {
  try {
    const bytes = readFileSync(path);
    return bytes.length > MAX_FILE_BYTES ? null : bytes.toString('utf8').split('\n');
  } catch (error) {
    // ENOENT / EISDIR: removed or replaced since it was indexed; the item keeps an empty snippet.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'EACCES') return null;
    throw error;
  }
}
