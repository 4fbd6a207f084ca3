import { type Diagnostic, shortRender } from '../../protocol/diagnostic.js';
import { typoOf } from '../text/closest-word.js';

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
    const meant = rememberedTypo(key, known);
    if (meant !== null) found.push({ key, meant });
  }
  return found;
}

/**
 * The daemon asks at every reconcile of a story whose file has a key of its own, and the answer
 * for a key never changes, so it is worked out once per list of known keys (a bounded number of
 * keys is remembered: a file may have any).
 */
const typos = new WeakMap<readonly string[], Map<string, string | null>>();
const TYPOS_KEPT = 1000;

function rememberedTypo(key: string, known: readonly string[]): string | null {
  let memo = typos.get(known);
  if (!memo) typos.set(known, (memo = new Map()));
  const remembered = memo.get(key);
  if (remembered !== undefined) return remembered;
  const meant = typoOf(key, known);
  if (memo.size < TYPOS_KEPT) memo.set(key, meant);
  return meant;
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
