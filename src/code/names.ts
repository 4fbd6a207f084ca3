import type { CodeIndex } from './code-index.js';

/**
 * The words of identifiers and questions: `parseHTTPHeader`, `parse_http_header` and "parse http
 * header" all give parse, http, header. Lower case, at least two characters.
 */
export function wordsOf(text: string): string[] {
  const spaced = text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
  return spaced.split(/[^a-z0-9]+/).filter((word) => word.length >= 2);
}

/** For each word, the defined names holding it; cached against the index's version. */
const cache = new WeakMap<CodeIndex, { version: number; byWord: Map<string, string[]> }>();

export function namesByWord(index: CodeIndex): Map<string, string[]> {
  const cached = cache.get(index);
  if (cached && cached.version === index.version) return cached.byWord;
  const byWord = new Map<string, string[]>();
  for (const name of index.defsByName.keys()) {
    for (const word of new Set(wordsOf(name))) {
      const list = byWord.get(word);
      if (list) list.push(name);
      else byWord.set(word, [name]);
    }
  }
  cache.set(index, { version: index.version, byWord });
  return byWord;
}
