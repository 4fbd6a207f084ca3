import { learnOpCodes, MvdanConverter } from './mvdan-convert.js';
import { loadMvdan, type MvdanNode, type MvdanSyntax } from './mvdan-load.js';
import type { ParseResult } from './parse-result.js';

let converter: MvdanConverter | undefined;
let parseRaw: ((src: string) => MvdanNode) | undefined;
let syntaxOf: MvdanSyntax | undefined;

/** Parses any bash with mvdan-sh (loaded on first use) and converts the tree to ours. */
export function parseFull(src: string): ParseResult {
  if (!parseRaw || !converter) {
    const syntax = loadMvdan();
    const raw = (text: string) => syntax.NewParser(syntax.KeepComments(true), syntax.Variant(syntax.LangBash)).Parse(text, '');
    converter = new MvdanConverter(syntax, learnOpCodes(syntax, raw));
    parseRaw = raw;
    syntaxOf = syntax;
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
  const glued = gluedHash(file, src, syntaxOf!);
  if (glued !== null) return { ok: false, error: `a # at byte ${glued} continues a word in bash, but mvdan-sh reads it as a comment` };
  return { ok: true, script: converter.script(file), parser: 'mvdan-sh' };
}

const COMMENT_MAY_FOLLOW = new Set([undefined, 0x20, 0x09, 0x0a, 0x3b, 0x26, 0x7c, 0x28, 0x29, 0x3c, 0x3e]);

/**
 * mvdan-sh starts a comment at a `#` right after a closing quote (`echo 'a'#; rm -rf ~`), where
 * bash keeps reading the word and runs what follows; such code is refused rather than misread.
 */
function gluedHash(file: MvdanNode, src: string, syntax: MvdanSyntax): number | null {
  const bytes = Buffer.from(src);
  let glued: number | null = null;
  syntax.Walk(file, (node) => {
    if (glued === null && node && syntax.NodeType(node) === 'Comment') {
      const offset = (node as { Hash: { Offset(): number } }).Hash.Offset();
      if (!COMMENT_MAY_FOLLOW.has(offset === 0 ? undefined : bytes[offset - 1])) glued = offset;
    }
    return glued === null;
  });
  return glued;
}
