import {
  summarizeIndex
} from "./chunk-GSZMS6ZI.js";
import {
  PROJECT_REPO,
  loadIndex
} from "./chunk-2LFLE5PW.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  codeIndexFile
} from "./chunk-YZV3RAMM.js";

// dist/src/code/index-facts.js
function codeIndexFacts(root, now) {
  const file = codeIndexFile(PROJECT_REPO);
  const loaded = loadIndex(inProject(root, file), root, now);
  return { file, summary: loaded === null ? null : summarizeIndex(loaded.index), broken: loaded?.broken ?? 0 };
}
function codeIndexCounts(facts) {
  const { file, summary, broken } = facts;
  return {
    file,
    indexed: summary !== null,
    files: summary?.files ?? 0,
    definitions: summary?.definitions ?? 0,
    references: summary?.references ?? 0,
    imports: summary?.imports ?? 0,
    parse_errors: summary?.parse_errors ?? 0,
    skipped: summary?.skipped ?? {},
    broken_lines: broken
  };
}
function codeIndexLine(counts) {
  const { file } = counts;
  if (!counts.indexed)
    return `${file}: not built yet (the daemon builds it at start; forge kb ask --code builds it too)`;
  const skipped = Object.entries(counts.skipped).map(([reason, n]) => `${reason} ${n}`);
  const torn = counts.broken_lines > 0 ? `, ${counts.broken_lines} unreadable line(s) ignored` : "";
  return `${file}: ${counts.files} files indexed, ${counts.definitions} definitions; ${counts.parse_errors} with parse errors (indexed for what parsed); skipped: ${skipped.length > 0 ? skipped.join(", ") : "none"}${torn}`;
}

export {
  codeIndexFacts,
  codeIndexCounts,
  codeIndexLine
};
