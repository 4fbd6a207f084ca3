import type { CodeItem, Found } from './answers.js';
import type { CodeIndex } from './code-index.js';
import type { DefTuple } from './facts.js';
import { fileGraph, pageRank } from './graph.js';
import { defItem, definitionsOf, describe } from './lookups.js';
import { namesByWord, wordsOf } from './names.js';

/**
 * A ranked map of the repository cut to a token budget (aider's repo map: files ranked by
 * PageRank over the graph of uses, personalised towards a focus, their most used definitions
 * listed by signature), and a free-text question ranked over symbols and files. Pure.
 */
export const DEFAULT_MAP_TOKENS = 1_024;
/** About four characters a token, as the usual tokenisers give on code. */
const CHARS_PER_TOKEN = 4;
const DEFS_PER_FILE = 12;

export interface MapRequest {
  tokens: number;
  /** A folder or file prefix (a task's module) the ranking is personalised towards. */
  focus: string | null;
  /** Files already shown (the cursor). */
  offset: number;
  /** At most this many files. */
  maxFiles: number;
}

export function repoMap(index: CodeIndex, request: MapRequest): Found {
  const graph = fileGraph(index);
  const focus = request.focus === null ? null : new Set([...index.files.keys()].filter((file) => file.startsWith(request.focus!.replace(/^\.\//, ''))));
  const rank = focus !== null && focus.size > 0 ? pageRank([...index.files.keys()], graph.out, focus) : graph.rank;
  const files = [...index.files.keys()].sort((a, b) => (rank.get(b) ?? 0) - (rank.get(a) ?? 0) || a.localeCompare(b));
  const budget = request.tokens * CHARS_PER_TOKEN;
  const items: CodeItem[] = [];
  let text = '';
  let next = request.offset;
  for (; next < files.length; next++) {
    const file = files[next]!;
    const record = index.files.get(file)!;
    const defs = topDefinitions(index, record.defs);
    if (defs.length === 0) continue;
    if (items.length === request.maxFiles) break;
    const block = `${file}:\n${defs.map((def) => `${String(def[2]).padStart(5)}│ ${def[4]}\n`).join('')}`;
    if (text.length + block.length > budget) {
      if (text === '') text = block.slice(0, budget);
      break;
    }
    text += block;
    items.push({
      file,
      line: 1,
      kind: 'file',
      name: file,
      snippet: `${defs.length} of ${record.defs.length} definitions`,
      relation: 'ranked',
      score: round(rank.get(file) ?? 0),
    });
  }
  const scope = focus !== null && focus.size === 0 ? `; no file starts with "${request.focus}"` : '';
  return { items, map: text, nextOffset: next < files.length ? next : null, empty: () => `no definitions to map among ${describe(index)}${scope}` };
}

/** A file's definitions that others use most (then the top-level ones), in line order. */
function topDefinitions(index: CodeIndex, defs: DefTuple[]): DefTuple[] {
  if (defs.length <= DEFS_PER_FILE) return defs;
  const uses = (def: DefTuple) => (index.refsByName.get(def[1])?.length ?? 0) + (def[0] === 'class' || def[0] === 'interface' ? 5 : 0);
  return [...defs]
    .sort((a, b) => uses(b) - uses(a) || a[2] - b[2])
    .slice(0, DEFS_PER_FILE)
    .sort((a, b) => a[2] - b[2]);
}

const IDENTIFIER = /[A-Za-z_$][\w$]*(?:(?:\.|::|#)[A-Za-z_$][\w$]*)*/g;

/**
 * Symbols and files ranked for a question: a name spelled in it counts most, then the share of
 * its words a symbol's name (or a file's path) holds, then how central the file is.
 */
export function searchCode(index: CodeIndex, question: string): Found {
  const words = [...new Set(wordsOf(question))].filter((word) => !STOP_WORDS.has(word));
  // A word counts as a name spelled as in the code when it looks like one (parseConfig, max_len,
  // Store.size), or when it is the whole question.
  const tokens = question.match(IDENTIFIER) ?? [];
  const spelled = [...new Set(tokens)].filter(
    (token) => token.length >= 3 && !STOP_WORDS.has(token.toLowerCase()) && (tokens.length === 1 || /[a-z][A-Z]|_|\.|::|#|\d/.test(token)),
  );
  const empty = () =>
    `no symbol or file matches ${words.length > 0 ? `the words ${words.join(', ')}` : 'the question'} among ${describe(index)}; try fewer or other words, or a name as it is spelled in the code`;
  if (words.length === 0 && spelled.length === 0) return { items: [], empty };
  const rank = fileGraph(index).rank;
  const top = Math.max(...rank.values(), 1e-9);
  const scored: CodeItem[] = [];
  const byWord = namesByWord(index);
  const candidates = new Map<string, number>();
  for (const word of words) for (const name of byWord.get(word) ?? []) candidates.set(name, (candidates.get(name) ?? 0) + 1);
  const exact = new Set(spelled.flatMap((token) => [token, token.split(/\.|::|#/).pop()!]));
  for (const name of exact) if (index.defsByName.has(name)) candidates.set(name, candidates.get(name) ?? 0);
  for (const [name, matched] of candidates) {
    const inName = new Set(wordsOf(name));
    const precision = matched / (inName.size || 1);
    for (const at of definitionsOf(index, name).slice(0, 3)) {
      // The words the name lacks may be in its file's path: `render` in report.py answers "render the report".
      const pathWords = new Set(wordsOf(at.file));
      const covered = words.filter((word) => inName.has(word) || pathWords.has(word)).length;
      const coverage = words.length > 0 ? covered / words.length : 0;
      const base = (exact.has(name) ? 2 : 0) + coverage + 0.5 * precision;
      scored.push({ ...defItem(at, 'match'), score: round(base + 0.3 * ((rank.get(at.file) ?? 0) / top)) });
    }
  }
  for (const file of index.files.keys()) {
    const pathWords = new Set(wordsOf(file));
    const matched = words.filter((word) => pathWords.has(word)).length;
    if (matched === 0) continue;
    const base = matched / words.length + 0.25 * (matched / pathWords.size);
    scored.push({ file, line: 1, kind: 'file', name: file, snippet: '', relation: 'match', score: round(base + 0.3 * ((rank.get(file) ?? 0) / top)) });
  }
  scored.sort((a, b) => b.score! - a.score! || a.file.localeCompare(b.file) || a.line - b.line);
  return { items: scored, empty };
}

const STOP_WORDS = new Set(
  'the a an and or of to in on for is are was be by with from at as it its this that what where which who how does do did called calls call defined define definition file files function functions class method used uses me'.split(
    ' ',
  ),
);

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
