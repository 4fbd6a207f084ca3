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
  const glued = /[^\s;&|()<>]#/.test(src) ? gluedComment(src) : null;
  if (glued !== null) return { ok: false, error: `the # at byte ${glued} follows a quote or an expansion without a space: bash reads it as part of the word, not as a comment` };
  return { ok: true, script: converter.script(file), parser: 'mvdan-sh' };
}

/**
 * mvdan-sh starts a comment at a `#` glued to a quote or an expansion (`'a'#`, `$x#`), where bash
 * keeps reading the word, so the rest of the line would be hidden from the guard. The byte offset
 * of the first such comment, or null.
 */
function gluedComment(src: string): number | null {
  const syntax = loadMvdan();
  const file = syntax.NewParser(syntax.KeepComments(true), syntax.Variant(syntax.LangBash)).Parse(src, '');
  const bytes = Buffer.from(src);
  let found: number | null = null;
  syntax.Walk(file, (node) => {
    if (found === null && node && syntax.NodeType(node) === 'Comment') {
      const offset = (node as { Pos(): { Offset(): number } }).Pos().Offset();
      if (offset > 0 && !/[\s;&|()<>]/.test(String.fromCharCode(bytes[offset - 1]!))) found = offset;
    }
    return found === null;
  });
  return found;
}
