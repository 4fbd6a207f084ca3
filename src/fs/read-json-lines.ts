import { readFile } from 'node:fs/promises';
import type { z } from 'zod';
import { jsonOrNull } from '../text/json-or-null.js';

/**
 * The lines of an append-only JSON-lines file that validate against `schema`; a line that does
 * not (torn by a crash mid-append, mangled by hand) is skipped. No file reads as no lines.
 */
export async function readJsonLines<S extends z.ZodType>(file: string, schema: S): Promise<Array<z.infer<S>>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    // ENOENT: nothing appended yet.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const lines: Array<z.infer<S>> = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const checked = schema.safeParse(jsonOrNull(line));
    if (checked.success) lines.push(checked.data);
  }
  return lines;
}
