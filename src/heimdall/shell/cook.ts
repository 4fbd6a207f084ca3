import type { WordPart } from './syntax.js';

/**
 * Quote removal, as the shell does it after parsing. An escaped character counts as quoted: it
 * is neither a glob nor the start of a tilde.
 */
export function cookUnquoted(raw: string): WordPart[] {
  const parts: WordPart[] = [];
  let plain = '';
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]!;
    if (c !== '\\' || i + 1 >= raw.length) {
      plain += c;
      continue;
    }
    const next = raw[++i]!;
    if (next === '\n') continue;
    if (plain) parts.push({ type: 'lit', value: plain, quoted: false });
    plain = '';
    parts.push({ type: 'lit', value: next, quoted: true });
  }
  if (plain) parts.push({ type: 'lit', value: plain, quoted: false });
  return parts;
}

/** Inside double quotes a backslash only escapes `$`, backtick, `"`, `\` and newline. */
export function cookDoubleQuoted(raw: string): string {
  return raw.replace(/\\([$`"\\\n])/g, (_, c: string) => (c === '\n' ? '' : c));
}

/** A heredoc with an unquoted delimiter: like double quotes, but `"` stays escaped. */
export function cookHeredoc(raw: string): string {
  return raw.replace(/\\([$`\\\n])/g, (_, c: string) => (c === '\n' ? '' : c));
}

const SIMPLE_ESCAPES: Record<string, string> = {
  a: '\x07',
  b: '\b',
  e: '\x1b',
  E: '\x1b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  '\\': '\\',
  "'": "'",
  '"': '"',
  '?': '?',
};

/** `$'...'` strings: bash's ANSI-C escapes, so `$'\x72\x6d'` is seen as `rm`. */
export function cookAnsiC(raw: string): string {
  return raw.replace(/\\(x[0-9a-fA-F]{1,2}|u[0-9a-fA-F]{1,4}|U[0-9a-fA-F]{1,8}|[0-7]{1,3}|c.|.)/gs, (whole, esc: string) => {
    const head = esc[0]!;
    if (head === 'x' || head === 'u' || head === 'U') return codePoint(parseInt(esc.slice(1), 16), whole);
    if (/[0-7]/.test(head)) return String.fromCharCode(parseInt(esc, 8) & 0xff);
    if (head === 'c' && esc.length === 2) return String.fromCharCode(esc.charCodeAt(1) & 0x1f);
    return SIMPLE_ESCAPES[esc] ?? whole;
  });
}

function codePoint(value: number, fallback: string): string {
  return value <= 0x10ffff ? String.fromCodePoint(value) : fallback;
}
