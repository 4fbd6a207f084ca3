/** What a secret value is shown as in every line Heimdall writes. */
export const MASK = '***';

/** Values shorter than 4 characters are masked where they stand but not searched for elsewhere. */
export function addValue(value: string, out: Set<string>): void {
  for (const piece of value.split('\0')) if (piece.trim().length >= 4 && piece !== MASK) out.add(piece);
}
