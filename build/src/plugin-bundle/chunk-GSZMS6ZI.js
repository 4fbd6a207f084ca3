// dist/src/code/index-summary.js
function summarizeIndex(index) {
  const languages = {};
  let definitions = 0;
  let references = 0;
  let imports = 0;
  let parseErrors = 0;
  for (const record of index.files.values()) {
    languages[record.language] = (languages[record.language] ?? 0) + 1;
    definitions += record.defs.length;
    references += record.refs.length;
    imports += record.imports.length;
    if (record.parseErrors)
      parseErrors += 1;
  }
  const skipped = Object.fromEntries(Object.entries(index.skipCounts()).filter(([, n]) => n > 0));
  return { files: index.files.size, languages, definitions, references, imports, parse_errors: parseErrors, skipped };
}

export {
  summarizeIndex
};
