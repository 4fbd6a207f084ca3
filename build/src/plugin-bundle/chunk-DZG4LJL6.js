// dist/src/text/closest-word.js
function closestWord(word, known, prefer = () => false) {
  let best = null;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const distance = editDistance(word, candidate);
    if (distance < bestDistance || distance === bestDistance && best !== null && !prefer(best) && prefer(candidate)) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best !== null && bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : null;
}
function editDistance(a, b) {
  const rows = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      let cost = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        cost = Math.min(cost, rows[i - 2][j - 2] + 1);
      row[j] = cost;
    }
    rows.push(row);
  }
  return rows[a.length][b.length];
}
function typoOf(word, known) {
  const closest = closestWord(word, known);
  return closest !== null && editDistance(word, closest) <= (word.length >= 8 ? 2 : 1) ? closest : null;
}

export {
  closestWord,
  typoOf
};
