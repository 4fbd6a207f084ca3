import { loadMvdan, type MvdanNode } from './mvdan-load.js';
import { learnOpCodes, MvdanConverter } from './mvdan-convert.js';
import type { ParseResult } from './parse-result.js';

let converter: MvdanConverter | undefined;
let parseRaw: ((src: string) => MvdanNode) | undefined;

/** Parses any bash with mvdan-sh (loaded on first use) and converts the tree to ours. */
export function parseFull(src: string): ParseResult {
  if (!parseRaw || !converter) {
    const syntax = loadMvdan();
    const raw = (text: string) => syntax.NewParser(syntax.KeepComments(false), syntax.Variant(syntax.LangBash)).Parse(text, '');
    converter = new MvdanConverter(syntax, learnOpCodes(syntax, raw));
    parseRaw = raw;
  }
  let file: MvdanNode;
  try {
    file = parseRaw(src);
  } catch (error) {
    // mvdan-sh throws its Go error value for a syntax error; anything else is a bug of ours.
    const goError = error as { Error?: () => string };
    if (typeof goError?.Error !== 'function') throw error;
    return { ok: false, error: goError.Error() };
  }
  return { ok: true, script: converter.script(file), parser: 'mvdan-sh' };
}
