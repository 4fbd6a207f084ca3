import type { Command, Script, Stmt, Word } from './shell/syntax.js';

/**
 * Secret values never reach a file Heimdall writes. Masking reads the command twice: its words as
 * the shell parser cooked them (when it parsed), and the raw text through a lexer that never fails
 * (quotes may be unbalanced, the syntax wrong), so a value gets through neither because a command
 * does not parse nor because it is spelled in a way the rules did not foresee. Values are replaced
 * by `***` in place; a value found in one place is also masked wherever else it occurs. Pure, and
 * only run when a line is written, never on the allow fast path.
 */
export const MASK = '***';

const CREDENTIAL_PART = /TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|API_?KEY|PRIVATE_?KEY|CREDENTIAL|ACCESS_?KEY|AUTHORIZATION|COOKIE|SIGNATURE|BEARER/;

/**
 * A variable, option, key, header or query parameter whose value is a credential: names containing
 * TOKEN, SECRET, PASSWORD, API_KEY, ... (any case, camelCase or dashed), or with AUTH, PASS, PW or
 * PWD as a whole part (`GIT_AUTHOR_NAME` is not one; `PWD` and `OLDPWD`, the working directory,
 * are not either), or ending in KEY.
 */
export function isCredentialName(name: string): boolean {
  const normal = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_');
  if (CREDENTIAL_PART.test(normal)) return true;
  const parts = normal.split('_').filter(Boolean);
  if (parts.length === 0 || normal === 'PWD' || normal === 'OLDPWD') return false;
  return parts.at(-1) === 'KEY' || parts.some((p) => p === 'AUTH' || p === 'PW' || p === 'PWD' || p === 'PASSIN' || p === 'PASSOUT' || p.endsWith('PASS'));
}

/**
 * Options whose value is a password, for the programs that define them that way: separate
 * (`-p secret`) or attached (`-psecret`, `--user=bob:secret`); for `user:password` values only
 * what follows the colon.
 */
const PROGRAM_OPTIONS: Array<{ program: RegExp; options: string[]; separate: boolean; afterColon?: boolean }> = [
  // mysql's `-p secret` asks for a password and names a database, so only the attached form.
  { program: /^(mysql|mariadb)[\w-]*$/, options: ['-p'], separate: false },
  { program: /^(sshpass|mongo|mongosh|mongodump|mongorestore|mongoexport|mongoimport|login)$/, options: ['-p'], separate: true },
  { program: /^redis-cli$/, options: ['-a'], separate: true },
  { program: /^(sqlcmd|bcp)$/, options: ['-P'], separate: true },
  { program: /^ldap\w+$/, options: ['-w'], separate: true },
  { program: /^curl$/, options: ['-u', '-U', '--user', '--proxy-user'], separate: true, afterColon: true },
  { program: /^secret$/, options: ['-b', '--body'], separate: true },
];

/** Where the password in `word` starts, when `word` is (or follows) such an option of a program `seen` before it. */
function programOptionValue(seen: string[], prev: string, word: string): number | null {
  for (const entry of PROGRAM_OPTIONS) {
    if (!seen.some((w) => entry.program.test(w))) continue;
    const attached = entry.options.map((o) => (o.startsWith('--') ? `${o}=` : o)).find((o) => word.length > o.length && word.startsWith(o));
    const start = entry.separate && entry.options.includes(prev) ? 0 : attached?.length;
    if (start === undefined) continue;
    if (!entry.afterColon) return start;
    const colon = word.indexOf(':', start);
    return colon >= 0 ? colon + 1 : null;
  }
  return null;
}

/** Words before which an assignment is a real one (`export A=b`, `env A=b cmd`), not an argument. */
const DECLARERS = new Set(['export', 'declare', 'typeset', 'local', 'readonly', 'env', 'set', 'setenv', 'let']);

interface Span {
  word: number;
  from: number;
  to: number;
}

const looksLikeOption = (word: string) => /^--?[A-Za-z]/.test(word);

/** `--password`, `-storepass`, `--api-key` (a value follows): a named option, not `-p` or `--no-password`. */
function credentialOption(word: string): boolean {
  const match = /^--?([A-Za-z][\w-]+)$/.exec(word);
  return !!match && !/^no-|stdin$/i.test(match[1]!) && isCredentialName(match[1]!);
}

const HEADER = /(^|[\s="'])([A-Za-z][\w-]*)[ \t]*:([ \t]*)(?:(?:bearer|basic|token|digest|negotiate|ntlm|bot|apikey)[ \t]+)?/gi;
const KNOWN_HEADERS = /^(?:(?:proxy-)?authorization|x-api-key|api-key|apikey|private-token|x-auth-token|(?:set-)?cookie)$/i;

/** `Name: value` is a credential header (or YAML key) when so named; without a space after the colon only the well-known headers (`fix-token:fix-token` is a git refspec). */
const isCredentialHeader = (name: string, space: string) => isCredentialName(name) && (space !== '' || KNOWN_HEADERS.test(name));

/**
 * Where in one word a header's credential value sits: `Authorization: Bearer <value>`; in a word
 * that holds shell code, only a header the word starts with.
 */
function headerValue(word: string, code: boolean): number | null {
  for (const match of word.matchAll(HEADER)) {
    if (code && match.index > 0) break;
    if (isCredentialHeader(match[2]!, match[3]!) && match.index + match[0].length < word.length) return match.index + match[0].length;
  }
  return null;
}

/**
 * The secret parts of one simple command's words (cooked: quotes removed). `code` says which
 * words to read as shell code of their own instead (a `bash -c` string), so that only the secret
 * inside them is masked, not the command beside it.
 */
function secretSpans(words: string[], code: (i: number) => boolean): Span[] {
  const spans: Span[] = [];
  /** The words before this one, past the assignment prefix, as base names: the program, its wrappers and arguments. */
  const seen: string[] = [];
  let assigning = true;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const prev = i > 0 ? words[i - 1]! : '';
    const mask = (from: number) => {
      if (word.length > from) spans.push({ word: i, from, to: word.length });
    };
    const eq = word.indexOf('=');
    const key = eq > 0 ? /[\w-]*$/.exec(word.slice(0, eq).replace(/\+$/, ''))![0].replace(/^-+/, '') : '';
    const isAssign = eq > 0 && /^[A-Za-z_]\w*\+?$/.test(word.slice(0, eq));
    const inAssignPosition = assigning || seen.some((w) => DECLARERS.has(w));
    assigning &&= isAssign;
    const optionValue = programOptionValue(seen, prev, word);
    const header = headerValue(word, code(i));
    if (i > 0 && credentialOption(prev) && !looksLikeOption(word)) {
      mask(0);
    } else if (optionValue !== null) {
      mask(optionValue);
    } else if (header !== null) {
      mask(header);
    } else if (key && isCredentialName(key) && !(code(i) && !inAssignPosition) && word.slice(eq + 1) !== '$') {
      // A word of shell code (`bash -c 'A=x cmd'`) is read as code by the caller instead; in
      // `A=$(cat f)` the value is computed and the command that computes it stays readable.
      mask(eq + 1);
    }
    if (!assigning) seen.push(word.slice(word.lastIndexOf('/') + 1));
  }
  return spans;
}

interface RawWord {
  cooked: string;
  /** Where each cooked character came from in the text. */
  at: number[];
  /** Where the word starts and ends in the text, with its quotes. */
  start: number;
  end: number;
}

/**
 * Splits text into simple commands of words, the way the shell would roughly: quotes, escapes and
 * `${...}` kept inside one word (and `$(...)` inside double quotes, read as code later); `;`, `&`,
 * `|`, `(`, `)`, backquotes and newlines end a command. Never fails: an unterminated quote runs to
 * the end.
 */
function lex(text: string): RawWord[][] {
  const commands: RawWord[][] = [];
  let words: RawWord[] = [];
  let word: RawWord | null = null;
  let i = 0;
  const begin = (at: number) => (word ??= { cooked: '', at: [], start: at, end: at });
  const add = (ch: string, at: number) => {
    const current = begin(at);
    current.cooked += ch;
    current.at.push(at);
  };
  const endWord = () => {
    if (word) words.push({ ...word, end: Math.min(i, text.length) });
    word = null;
  };
  const endCommand = () => {
    endWord();
    if (words.length > 0) commands.push(words);
    words = [];
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === ' ' || ch === '\t') {
      endWord();
      i++;
    } else if (ch === '\n' || ch === ';' || ch === '&' || ch === '|' || ch === '(' || ch === ')' || ch === '`') {
      // `$(` and backquotes start a command of their own, which is read as one.
      endCommand();
      i++;
    } else if (ch === '<' || ch === '>') {
      endWord();
      i++;
    } else if (ch === '\\') {
      if (text[i + 1] !== '\n' && i + 1 < text.length) add(text[i + 1]!, i + 1);
      i += 2;
    } else if (ch === "'" || (ch === '$' && text[i + 1] === "'")) {
      begin(i);
      const ansi = ch === '$';
      i += ansi ? 2 : 1;
      while (i < text.length && text[i] !== "'") {
        if (ansi && text[i] === '\\' && i + 1 < text.length) i++;
        add(text[i]!, i);
        i++;
      }
      i++;
    } else if (ch === '"') {
      begin(i);
      i++;
      while (i < text.length && text[i] !== '"') {
        const escaped = text[i] === '\\' && /["\\$`]/.test(text[i + 1] ?? '');
        if (escaped) i++;
        const end = !escaped && text[i] === '$' && text[i + 1] === '(' ? skipGroup(text, i + 1) : i + 1;
        for (let j = i; j < end; j++) add(text[j]!, j);
        i = end;
      }
      i++;
    } else {
      const end = ch === '$' && text[i + 1] === '{' ? skipGroup(text, i + 1) : i + 1;
      for (let j = i; j < end; j++) add(text[j]!, j);
      i = end;
    }
  }
  endCommand();
  return commands;
}

/** The index after the bracket that closes the one at `open`, skipping quoted text; the end if none. */
function skipGroup(text: string, open: number): number {
  const close = text[open] === '(' ? ')' : '}';
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\') i++;
    else if (ch === "'" || ch === '"' || ch === '`') i = skipTo(text, i + 1, ch) - 1;
    else if (ch === text[open]) depth++;
    else if (ch === close && --depth === 0) return i + 1;
  }
  return text.length;
}

function skipTo(text: string, from: number, quote: string): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\' && quote !== "'") i++;
    else if (text[i] === quote) return i + 1;
  }
  return text.length;
}

/**
 * Ranges of `text` to mask, from its words (each also read with the text rules, which see through
 * quotes and escapes there); words that hold shell code are read as code, to depth 3. The cooked
 * values go to `values`, to be masked wherever else they occur.
 */
function rawRanges(text: string, depth: number, values: Set<string>): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const words of lex(text)) {
    const isCode = (i: number) => depth < 3 && /[\s;|&]/.test(words[i]!.cooked);
    const spans = secretSpans(
      words.map((w) => w.cooked),
      isCode,
    ).map((s) => ({ ...s, inner: [[s.from, s.to]] as Array<[number, number]> }));
    words.forEach((w, i) => {
      const inner = isCode(i) ? rawRanges(w.cooked, depth + 1, values) : textRanges(w.cooked);
      if (inner.length > 0) spans.push({ word: i, from: 0, to: 0, inner });
    });
    for (const span of spans) {
      const { cooked, at, start: wordStart, end } = words[span.word]!;
      for (const [from, to] of span.inner) {
        addValue(cooked.slice(from, to), values);
        // A value quoted as a whole (`A="x y"`) is masked with its quotes: `A=***`.
        const start = from > 0 ? at[from - 1]! + 1 : wordStart;
        const quoted = start < at[from]!;
        ranges.push([quoted ? start : at[from]!, quoted && to === cooked.length ? end : at[to - 1]! + 1]);
      }
    }
  }
  return ranges;
}

/** Secrets recognisable by their shape or place wherever they appear, quoted or not. */
const TEXT_RULES: Array<{ pattern: RegExp; group: number; accept?: (match: RegExpExecArray) => boolean }> = [
  { pattern: /-----BEGIN ((?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?)-----([\s\S]*?)(?:-----END \1-----|$)/dg, group: 2 },
  { pattern: /\b[a-z][a-z0-9+.-]*:\/\/[^\s/?#@:"'`]*:([^\s/?#"'`]*)@/dgi, group: 1 },
  { pattern: /[?&]([\w.[\]-]+)=([^\s&#"'`;|<>]*)/dg, group: 2, accept: (m) => isCredentialName(m[1]!) },
  { pattern: /"([\w.-]+)"\s*:\s*"((?:[^"\\]|\\.)*)/dg, group: 2, accept: (m) => isCredentialName(m[1]!) },
  { pattern: /\b(?:PASSWORD|IDENTIFIED\s+BY)\s+'((?:[^']|'')*)'/dgi, group: 1 },
  {
    pattern: /(?:^|[^\w-])([A-Za-z][\w-]*)[ \t]*:([ \t]*)["']?(?:(?:bearer|basic|token|digest|negotiate|ntlm|bot|apikey)[ \t]+)?([^\s"'`]+)/dgi,
    group: 3,
    accept: (m) => isCredentialHeader(m[1]!, m[2]!),
  },
  {
    pattern:
      /\b(gh[pousr]_[A-Za-z0-9]{20,}|github_pat_\w{20,}|glpat-[\w-]{20,}|sk-[\w-]{16,}|[sr]k_(?:live|test)_[A-Za-z0-9]{16,}|xox[abposr]-[\w-]{10,}|xapp-[\w-]{10,}|(?:AKIA|ASIA)[0-9A-Z]{16}|AIza[\w-]{35}|npm_[A-Za-z0-9]{36}|hf_[A-Za-z0-9]{30,}|eyJ[\w-]{8,}\.eyJ[\w-]{8,}(?:\.[\w-]*)?)/dg,
    group: 1,
  },
];

function textRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const rule of TEXT_RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      if (rule.accept && !rule.accept(match)) continue;
      const at = match.indices![rule.group];
      if (at && at[1] > at[0]) ranges.push([at[0], at[1]]);
    }
  }
  return ranges;
}

/** The values the parsed command gives credential-named variables and options, cooked. */
function parsedValues(script: Script, out: Set<string>): void {
  for (const stmt of script.stmts) stmtValues(stmt, out);
}

function stmtValues(stmt: Stmt, out: Set<string>): void {
  commandValues(stmt.command, out);
  for (const redir of stmt.redirs) {
    wordValues(redir.target, out);
    if (redir.heredoc) wordValues(redir.heredoc, out);
  }
}

function commandValues(command: Command, out: Set<string>): void {
  if (command.type === 'binary') {
    stmtValues(command.left, out);
    stmtValues(command.right, out);
    return;
  }
  if (command.type === 'compound') {
    command.body.forEach((s) => stmtValues(s, out));
    command.words.forEach((w) => wordValues(w, out));
    return;
  }
  const args = command.args.map(cook);
  const assigns = command.assigns.map((a) => `${a.name}=${a.value ? cook(a.value) : (a.array ?? []).map(cook).join(' ')}`);
  const words = command.type === 'decl' ? [command.variant, ...args, ...assigns] : [...assigns, ...args];
  const isCode = (i: number) => /[\s;|&]/.test(words[i]!);
  for (const span of secretSpans(words, isCode)) addValue(words[span.word]!.slice(span.from, span.to), out);
  words.forEach((w, i) => {
    if (isCode(i)) rawRanges(w, 1, out);
  });
  for (const word of [...command.args, ...command.assigns.flatMap((a) => (a.value ? [a.value] : (a.array ?? [])))]) wordValues(word, out);
}

/** Commands nested in a word (`$(...)`, `<(...)`) are commands too. */
function wordValues(word: Word, out: Set<string>): void {
  for (const part of word.parts) {
    if (part.type === 'subst' || part.type === 'procsubst') parsedValues(part.body, out);
    if (part.type === 'dynamic') part.bodies.forEach((b) => parsedValues(b, out));
  }
}

/** A word's literal text; what is unknown until run time becomes a NUL, which splits values. */
function cook(word: Word): string {
  return word.parts.map((p) => (p.type === 'lit' ? p.value : '\0')).join('');
}

/** Values shorter than 4 characters are masked where they stand but not searched for elsewhere. */
function addValue(value: string, out: Set<string>): void {
  for (const piece of value.split('\0')) if (piece.trim().length >= 4 && piece !== MASK) out.add(piece);
}

/**
 * Masking runs before the hook answers, so its cost is bounded whatever the input: a longer text
 * is cut first (a log line shows 300 characters of it anyway); only a short one is parsed again
 * (mvdan-sh can take a second on a few KB, which the decision has already spent once), the raw
 * reading covers the rest; and only so many values are searched for elsewhere (each is masked
 * where it stands regardless).
 */
const MAX_TEXT = 16_384;
const MAX_PARSED = 2_048;
const MAX_VALUES = 256;

/**
 * `text` with every secret value replaced by `***`. `parse` gives the parsed command when the
 * text is a Bash command that parsed (asked only for short text); without it the raw text alone
 * is read.
 */
export function maskSecrets(text: string, parse: () => Script | null = () => null): string {
  if (text.length > MAX_TEXT) return `${maskSecrets(cutBeforeLastWord(text.slice(0, MAX_TEXT)))}…`;
  const values = new Set<string>();
  const ranges = [...rawRanges(text, 0, values), ...textRanges(text)].sort((a, b) => a[0] - b[0]);
  let masked = '';
  let cursor = 0;
  for (const [from, to] of ranges) {
    if (to <= cursor) continue;
    const start = Math.max(from, cursor);
    addValue(text.slice(start, to), values);
    masked += `${text.slice(cursor, start)}${MASK}`;
    cursor = to;
  }
  masked += text.slice(cursor);
  const script = text.length <= MAX_PARSED ? parse() : null;
  if (script) parsedValues(script, values);
  // Longest first, so a value that contains another is masked whole.
  for (const value of [...values].slice(0, MAX_VALUES).sort((a, b) => b.length - a.length)) masked = masked.split(value).join(MASK);
  return masked;
}

/** A cut text without its last word, which the cut may have split (a value in two is not recognised). */
function cutBeforeLastWord(text: string): string {
  const last = lex(text).at(-1)?.at(-1);
  return last && last.end >= text.length ? text.slice(0, last.start).trimEnd() : text;
}
