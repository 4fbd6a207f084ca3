// dist/src/http/memo.js
var MAX_PER_SNAPSHOT = 64;
var answers = /* @__PURE__ */ new WeakMap();
function memoized(snapshot, key, compute) {
  let bySnapshot = answers.get(snapshot);
  if (!bySnapshot)
    answers.set(snapshot, bySnapshot = /* @__PURE__ */ new Map());
  if (bySnapshot.has(key))
    return bySnapshot.get(key);
  const value = compute();
  if (bySnapshot.size < MAX_PER_SNAPSHOT)
    bySnapshot.set(key, value);
  return value;
}

export {
  memoized
};
