import { type Diagnostic, shortRender } from '../../protocol/diagnostic.js';
import { closestWord, editDistance } from '../text/closest-word.js';

/** An unknown key and the known key it is a typo away from. */
export interface MisspeltKey {
  key: string;
  meant: string;
}

/**
 * Unknown front matter keys are kept (others may add fields), but one a typo away from a known
 * key (`urgncy`, `dependson`) is almost always that key misspelt, and the field it meant is
 * silently absent.
 */
export function misspeltKeys(data: Record<string, unknown>, known: readonly string[]): MisspeltKey[] {
  const found: MisspeltKey[] = [];
  for (const key of Object.keys(data)) {
    if (known.includes(key)) continue;
    const meant = closestWord(key, known);
    if (meant !== null && editDistance(key, meant) <= typoLimit(key)) found.push({ key, meant });
  }
  return found;
}

/**
 * Tighter than for a command: a field someone adds on purpose (`tags`, `branch`) is often two
 * edits from a short known key, while a typo of one is one edit; long keys allow two.
 */
function typoLimit(key: string): number {
  return key.length >= 8 ? 2 : 1;
}

/** The warning for each misspelt key, naming both. */
export function misspeltKeyWarnings(file: string, data: Record<string, unknown>, known: readonly string[]): Diagnostic[] {
  return misspeltKeys(data, known).map(({ key, meant }) => ({
    code: 'misspelt_key' as const,
    file,
    field: key,
    expected: `"${meant}" (an unknown key is kept but not read)`,
    got: shortRender(data[key]),
  }));
}

/**
 * A missing field whose misspelling is in the file says so: "task_type: expected a string, got
 * nothing" alone sends people looking for the wrong problem.
 */
export function explainMissing(errors: Diagnostic[], data: Record<string, unknown>, known: readonly string[]): Diagnostic[] {
  const typos = misspeltKeys(data, known);
  return errors.map((error) => {
    const typo = error.got === 'nothing' ? typos.find(({ meant }) => meant === error.field) : undefined;
    return typo ? { ...error, expected: `${error.expected} (the file has "${typo.key}": a misspelling of "${typo.meant}"?)` } : error;
  });
}
