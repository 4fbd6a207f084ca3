/**
 * The known word nearest to `word` by edit distance, if it is near enough to be a likely typo.
 * Among equally near words, the first that `prefer` accepts wins (a read-only verb over one that
 * changes something), then the first in `known`.
 */
export function closestWord(word: string, known: readonly string[], prefer: (candidate: string) => boolean = () => false): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const distance = editDistance(word, candidate);
    if (distance < bestDistance || (distance === bestDistance && best !== null && !prefer(best) && prefer(candidate))) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best !== null && bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : null;
}

/** Edit distance where swapping two neighbouring letters (`stauts`) counts as one edit, like one insertion. */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      let cost = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) cost = Math.min(cost, rows[i - 2]![j - 2]! + 1);
      row[j] = cost;
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/**
 * The known word that `word` is a likely typo of, tighter than `closestWord`: a word someone uses
 * on purpose (`tags`, `ops`) is often two edits from a short known one, while a typo of one is one
 * edit; long words allow two.
 */
export function typoOf(word: string, known: readonly string[]): string | null {
  const closest = closestWord(word, known);
  return closest !== null && editDistance(word, closest) <= (word.length >= 8 ? 2 : 1) ? closest : null;
}
