// dist/protocol/stable-json.js
function stableJson(value) {
  return `${JSON.stringify(sortKeys(value), null, 2)}
`;
}
function sortKeys(value) {
  if (Array.isArray(value))
    return value.map(sortKeys);
  if (value === null || typeof value !== "object")
    return value;
  const out = {};
  for (const key of Object.keys(value).sort()) {
    const item = value[key];
    if (item !== void 0)
      out[key] = sortKeys(item);
  }
  return out;
}

export {
  stableJson,
  sortKeys
};
