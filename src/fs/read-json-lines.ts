import { readFile } from 'node:fs/promises';
import type { z } from 'zod';
import { jsonOrNull } from '../text/json-or-null.js';
import { forEachLine } from './byte-lines.js';

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

/**
 * The records of a JSON-lines file, from byte `from` on, whose string `field` is `value` and that
 * validate against `schema`. Only the lines holding `"field":"value"` are parsed (a field name and
 * a JSON string cannot occur unescaped inside another string), so looking for one story costs a
 * search through the bytes. `readTo` is where a later read of the growing file goes on.
 */
export async function readRecordsWhere<S extends z.ZodType>(
  file: string,
  schema: S,
  field: string,
  value: string,
  from = 0,
): Promise<{ records: Array<z.infer<S>>; readTo: number }> {
  const records: Array<z.infer<S>> = [];
  const needle = Buffer.from(`${JSON.stringify(field)}:${JSON.stringify(value)}`);
  const readTo = await forEachLine(
    file,
    from,
    (line) => {
      const checked = schema.safeParse(jsonOrNull(line));
      if (checked.success && (checked.data as Record<string, unknown>)[field] === value) records.push(checked.data);
    },
    needle,
  );
  return { records, readTo };
}
