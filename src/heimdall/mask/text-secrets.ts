import { isCredentialName, isCredentialQuery } from './credential-names.js';

/**
 * Secrets recognisable by their shape or place wherever they appear, quoted or not: in the raw
 * command, in each cooked word, in heredoc bodies and in text a command writes to a file. A line
 * may also end at a literal `\n` (`printf 'password x\n'`).
 */
const LINE_START = String.raw`(?:^|\n|\\n)[ \t]*`;
/** A value to the end of its line, trimmed, stopping at a quote or a literal `\n`. */
const LINE_VALUE = String.raw`("[^"\n]*"|'[^'\n]*'|(?:[^\s"'\\]|\\(?!n))(?:[^\n"'\\]|\\(?!n))*(?<![ \t]))`;

/**
 * Each rule with what any text it can match must contain (`hint`), tested first: masking reads
 * every word of a command, and most words hold none of these.
 */
const TOKEN_HINT = /gh[pousr]_|github_pat_|glpat-|sk-|k_(?:live|test)_|xox|xapp-|AKIA|ASIA|AIza|npm_|hf_|eyJ/;

const TEXT_RULES: Array<{ hint: (text: string) => boolean; pattern: RegExp; group: number; accept?: (match: RegExpExecArray) => boolean }> = [
  { hint: (t) => t.includes('-----BEGIN'), pattern: /-----BEGIN ((?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?)-----([\s\S]*?)(?:-----END \1-----|$)/dg, group: 2 },
  { hint: (t) => t.includes('://') && t.includes('@'), pattern: /\b[a-z][a-z0-9+.-]*:\/\/[^\s/?#@:"'`]*:([^\s/?#"'`]*)@/dgi, group: 1 },
  // `?api_key=`, `&X-Amz-Signature=`, `?sig=` (signed URLs), `&sid=`.
  {
    hint: (t) => t.includes('=') && (t.includes('?') || t.includes('&')),
    pattern: /[?&]([\w.[\]-]+)=([^\s&#"'`;|<>]*)/dg,
    group: 2,
    accept: (m) => isCredentialQuery(m[1]!),
  },
  { hint: (t) => t.includes('"') && t.includes(':'), pattern: /"([\w.-]+)"\s*:\s*"((?:[^"\\]|\\.)*)/dg, group: 2, accept: (m) => isCredentialName(m[1]!) },
  { hint: (t) => /PASSWORD|IDENTIFIED/i.test(t), pattern: /\b(?:PASSWORD|IDENTIFIED\s+BY)\s+'((?:[^']|'')*)'/dgi, group: 1 },
  {
    hint: (t) => t.includes(':'),
    pattern: /(?:^|[^\w-])([A-Za-z][\w-]*)[ \t]*:([ \t]*)["']?(?:(?:bearer|basic|token|digest|negotiate|ntlm|bot|apikey)[ \t]+)?([^\s"'`]+)/dgi,
    group: 3,
    accept: (m) => isCredentialHeader(m[1]!, m[2]!),
  },
  // INI and TOML lines, `aws_secret_access_key = ...`, `token = "..."` (with a blank by the `=`; `KEY=value` lines are assignments to the lexer).
  {
    hint: (t) => t.includes('='),
    pattern: new RegExp(`${LINE_START}([A-Za-z_][\\w.-]*)(?:[ \\t]+=[ \\t]*|=[ \\t]+)${LINE_VALUE}`, 'dg'),
    group: 2,
    accept: (m) => isCredentialName(m[1]!),
  },
  // .netrc: `machine host login bob password ...` on one line, or `password ...` on a line of its own; `account` too.
  {
    hint: (t) => /machine|default/.test(t),
    pattern: /\b(?:machine[ \t]+\S+|default)\b[^\n]*?[ \t](?:password|passwd|account)[ \t]+("[^"\n]*"|[^\s"'\\]+)/dg,
    group: 1,
  },
  { hint: (t) => t.includes('passw'), pattern: new RegExp(`${LINE_START}(?:password|passwd)[ \\t]+("[^"\\n]*"|[^\\s"'\\\\]+)`, 'dg'), group: 1 },
  {
    hint: (t) => TOKEN_HINT.test(t),
    pattern:
      /\b(gh[pousr]_[A-Za-z0-9]{20,}|github_pat_\w{20,}|glpat-[\w-]{20,}|sk-[\w-]{16,}|[sr]k_(?:live|test)_[A-Za-z0-9]{16,}|xox[abposr]-[\w-]{10,}|xapp-[\w-]{10,}|(?:AKIA|ASIA)[0-9A-Z]{16}|AIza[\w-]{35}|npm_[A-Za-z0-9]{36}|hf_[A-Za-z0-9]{30,}|eyJ[\w-]{8,}\.eyJ[\w-]{8,}(?:\.[\w-]*)?)/dg,
    group: 1,
  },
];

export function textRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  // The shortest text any rule can match a value in (`a:\tb` headers, `?k=v`) has four characters.
  if (text.length < 4) return ranges;
  for (const rule of TEXT_RULES) {
    if (!rule.hint(text)) continue;
    for (const match of text.matchAll(rule.pattern)) {
      if (rule.accept && !rule.accept(match)) continue;
      const at = match.indices![rule.group];
      if (at && at[1] > at[0]) ranges.push([at[0], at[1]]);
    }
  }
  return ranges;
}

const KNOWN_HEADERS = /^(?:(?:proxy-)?authorization|x-api-key|api-key|apikey|private-token|x-auth-token|(?:set-)?cookie)$/i;

/** `Name: value` is a credential header (or YAML key) when so named; without a space after the colon only the well-known headers (`fix-token:fix-token` is a git refspec). */
export const isCredentialHeader = (name: string, space: string): boolean => isCredentialName(name) && (space !== '' || KNOWN_HEADERS.test(name));
