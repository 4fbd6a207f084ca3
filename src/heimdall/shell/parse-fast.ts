import { type Assign, type BinaryOp, normalizeParts, type Redirect, type RedirectOp, type Script, type Stmt, type Word, type WordPart } from './syntax.js';

/**
 * A strict parser for the flat commands most tool calls are (`npm test 2>&1 | tail -20`,
 * `git add a b && git commit -m "msg"`): words, quotes, `$NAME`, redirections to files, pipes
 * and lists. It gives up (returns null) on anything else, and mvdan-sh parses that instead. For
 * every input it accepts, its tree equals mvdan-sh's (the differential tests check this over the
 * corpus and fuzzed input); it exists because mvdan-sh takes ~100 ms to load and this does not.
 */
class GiveUp extends Error {}

const RESERVED = new Set([
  'if',
  'then',
  'else',
  'elif',
  'fi',
  'do',
  'done',
  'case',
  'esac',
  'while',
  'until',
  'for',
  'in',
  'function',
  'select',
  'time',
  'coproc',
  '[[',
  ']]',
  '{',
  '}',
  '!',
  'declare',
  'local',
  'export',
  'readonly',
  'typeset',
  'nameref',
  'let',
]);
const NAME_START = /[A-Za-z_]/;
const NAME_CHAR = /[A-Za-z0-9_]/;
const ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)(\+?)=/;
const BLANK = new Set([' ', '\t']);
const WORD_END = new Set([' ', '\t', '|', '&', ';', '<', '>']);
const GIVE_UP_UNQUOTED = new Set(['(', ')', '`', '!', '{', '}', '\n', '\r']);

interface RawWord {
  parts: WordPart[];
  /** True when the word is only unquoted digits: it becomes a fd number before `<` or `>`. */
  digits: boolean;
}

export function parseFast(src: string): Script | null {
  // Control characters other than tab and newline are rare in commands and have corner cases;
  // leave them to mvdan-sh. A newline is allowed only inside quotes (multi-line commit messages).
  if (/[\x00-\x08\x0b-\x1f\x7f]/.test(src)) return null;
  try {
    return new FastParser(src).script();
  } catch (error) {
    if (error instanceof GiveUp) return null;
    throw error;
  }
}

class FastParser {
  private pos = 0;
  /** Nesting of `$(...)`: inside one, `)` ends the list. */
  private depth = 0;
  /** Heredocs whose body starts after the next newline: the redirect to fill and its delimiter. */
  private pending: Array<{ redirect: Redirect; delimiter: string }> = [];
  constructor(private readonly src: string) {}

  script(): Script {
    const script = this.list();
    if (this.pos < this.src.length || this.pending.length > 0) throw new GiveUp();
    return script;
  }

  /** Statements separated by `;`, `&` or newlines, up to the end (or the `)` of a substitution). */
  private list(): Script {
    const stmts: Stmt[] = [];
    this.blanks();
    while (this.pos < this.src.length && !(this.depth > 0 && this.peek() === ')')) {
      const stmt = this.andOr();
      this.blanks();
      const c = this.peek();
      if (c === '&') {
        this.pos++;
        stmt.background = true;
      } else if (c === ';') {
        this.pos++;
        if (this.peek() === ';' || this.peek() === '&') throw new GiveUp();
      } else if (c === '\n') {
        this.pos++;
        this.heredocBodies();
      } else if (c !== undefined && !(this.depth > 0 && c === ')')) {
        throw new GiveUp();
      }
      stmts.push(stmt);
      this.blanks();
    }
    return { stmts };
  }

  /** After a newline, the bodies of the heredocs opened on that line, each up to its delimiter line. */
  private heredocBodies(): void {
    for (const { redirect, delimiter } of this.pending) {
      let body = '';
      for (;;) {
        if (this.pos >= this.src.length) throw new GiveUp();
        const end = this.src.indexOf('\n', this.pos);
        const line = this.src.slice(this.pos, end < 0 ? this.src.length : end);
        this.pos = end < 0 ? this.src.length : end + 1;
        if (line === delimiter) break;
        body += `${line}\n`;
      }
      redirect.heredoc = { parts: body ? [{ type: 'lit', value: body, quoted: true }] : [] };
    }
    this.pending = [];
  }

  /** `$(...)`: a nested list, parsed in place. */
  private substitution(quoted: boolean): WordPart {
    this.pos += 2;
    this.depth++;
    const body = this.list();
    this.depth--;
    if (this.peek() !== ')') throw new GiveUp();
    this.pos++;
    return { type: 'subst', quoted, body };
  }

  private andOr(): Stmt {
    let left = this.pipeline();
    for (;;) {
      this.blanks();
      const op = this.src.startsWith('&&', this.pos) ? '&&' : this.src.startsWith('||', this.pos) ? '||' : null;
      if (!op) return left;
      this.pos += 2;
      this.blanks();
      left = binary(op, left, this.pipeline());
    }
  }

  private pipeline(): Stmt {
    let left = this.simple();
    for (;;) {
      this.blanks();
      if (this.peek() !== '|' || this.src[this.pos + 1] === '|') return left;
      const op: BinaryOp = this.src[this.pos + 1] === '&' ? '|&' : '|';
      this.pos += op.length;
      this.blanks();
      left = binary(op, left, this.simple());
    }
  }

  private simple(): Stmt {
    const assigns: Assign[] = [];
    const args: Word[] = [];
    const redirs: Redirect[] = [];
    for (;;) {
      this.blanks();
      const c = this.peek();
      if (c === undefined || c === '|' || c === ';' || c === '\n' || (c === ')' && this.depth > 0) || (c === '&' && this.src[this.pos + 1] !== '>')) break;
      if (c === '<' || c === '>' || c === '&') {
        redirs.push(this.redirect(null));
        continue;
      }
      const raw = this.word();
      const next = this.peek();
      // Only a lone digit glued to `<`/`>` is a fd (`2>&1`); for anything else glued to a
      // redirection (`a>b`, `"y"2>x`, `10>x`) mvdan-sh and bash disagree, so leave it to mvdan-sh.
      if (next === '<' || next === '>') {
        if (!raw.digits || literalText(raw).length !== 1) throw new GiveUp();
        redirs.push(this.redirect(literalText(raw)));
        continue;
      }
      // mvdan-sh reads `name[` at the start of a command as an array element (`a[1]=x`).
      if (args.length === 0 && startsLikeIndex(raw.parts)) throw new GiveUp();
      const assign = args.length === 0 ? asAssign(raw.parts) : null;
      if (assign) {
        assigns.push(assign);
        continue;
      }
      if (args.length === 0 && isReserved(raw.parts)) throw new GiveUp();
      args.push({ parts: normalizeParts(raw.parts) });
    }
    if (args.length === 0 && assigns.length === 0 && redirs.length === 0) throw new GiveUp();
    return { command: { type: 'simple', assigns, args }, redirs, background: false, negated: false };
  }

  private redirect(fd: string | null): Redirect {
    const op = this.redirectOp();
    this.blanks();
    const c = this.peek();
    // `> ` then a newline has no target (bash: syntax error): leave it to mvdan-sh to say so.
    if (c === undefined || c === '\n' || WORD_END.has(c)) throw new GiveUp();
    const target = this.word();
    const after = this.peek();
    if (after === '<' || after === '>') throw new GiveUp();
    const redirect: Redirect = { op, fd, target: { parts: normalizeParts(target.parts) }, heredoc: null };
    if (op === '<<') {
      // Only a quoted delimiter (`<<'EOF'`): its body is literal text, with nothing to expand.
      if (target.parts.length === 0 || !target.parts.every((p) => p.type === 'lit' && p.quoted)) throw new GiveUp();
      this.pending.push({ redirect, delimiter: literalText(target) });
    }
    return redirect;
  }

  private redirectOp(): RedirectOp {
    for (const op of ['&>>', '&>', '>>', '>|', '>&', '<<', '<>', '<&', '>', '<'] as const) {
      if (this.src.startsWith(op, this.pos)) {
        const after = this.src[this.pos + op.length];
        // `<<-`, `<<<` here-strings and `<(`/`>(` process substitutions go to mvdan-sh.
        if (after === '<' || after === '(' || after === '-' || (op === '>&' && after === '>')) throw new GiveUp();
        this.pos += op.length;
        return op;
      }
    }
    throw new GiveUp();
  }

  private word(): RawWord {
    const parts: WordPart[] = [];
    const start = this.pos;
    let digits = true;
    let lit = '';
    const flush = () => {
      if (lit) parts.push({ type: 'lit', value: lit, quoted: false });
      lit = '';
    };
    while (this.pos < this.src.length) {
      const c = this.src[this.pos]!;
      if (WORD_END.has(c) || c === '\n' || (c === ')' && this.depth > 0)) break;
      // A `#` after a quote or an expansion is literal in bash but a comment to mvdan-sh: leave it to the full parser's check.
      if (c === '#' && lit === '') throw new GiveUp();
      if (GIVE_UP_UNQUOTED.has(c)) {
        if (c === '{' && this.src.startsWith('{}', this.pos) && this.pos === start && this.atWordEnd(this.pos + 2)) {
          lit += '{}';
          this.pos += 2;
          digits = false;
          continue;
        }
        throw new GiveUp();
      }
      if (!/[0-9]/.test(c)) digits = false;
      if (c === '\\') {
        const next = this.src[this.pos + 1];
        // A line continuation can join or split words; mvdan-sh knows how.
        if (next === undefined || next === '\n') throw new GiveUp();
        flush();
        parts.push({ type: 'lit', value: next, quoted: true });
        this.pos += 2;
      } else if (c === "'") {
        flush();
        const end = this.src.indexOf("'", this.pos + 1);
        if (end < 0) throw new GiveUp();
        parts.push({ type: 'lit', value: this.src.slice(this.pos + 1, end), quoted: true });
        this.pos = end + 1;
      } else if (c === '"') {
        flush();
        this.doubleQuoted(parts);
      } else if (c === '$') {
        flush();
        parts.push(this.dollar(false));
      } else {
        lit += c;
        this.pos++;
      }
    }
    flush();
    return { parts, digits: digits && this.pos > start && parts.length === 1 };
  }

  private atWordEnd(at: number): boolean {
    const c = this.src[at];
    return c === undefined || WORD_END.has(c);
  }

  private doubleQuoted(parts: WordPart[]): void {
    this.pos++;
    let lit = '';
    const flush = () => {
      parts.push({ type: 'lit', value: lit, quoted: true });
      lit = '';
    };
    for (;;) {
      const c = this.src[this.pos];
      if (c === undefined || c === '`') throw new GiveUp();
      if (c === '"') {
        this.pos++;
        flush();
        return;
      }
      if (c === '\\') {
        const next = this.src[this.pos + 1];
        if (next === undefined) throw new GiveUp();
        // Inside double quotes `\` escapes only $ ` " \ and newline (which it removes).
        lit += next === '\n' ? '' : '$`"\\'.includes(next) ? next : c + next;
        this.pos += 2;
      } else if (c === '$') {
        flush();
        parts.push(this.dollar(true));
      } else {
        lit += c;
        this.pos++;
      }
    }
  }

  /** `$(...)`, `$NAME` or `${NAME}`; any other expansion (`$((`, `${x:-y}`, `$?`) is left to mvdan-sh. */
  private dollar(quoted: boolean): WordPart {
    if (this.src[this.pos + 1] === '(' && this.src[this.pos + 2] !== '(') return this.substitution(quoted);
    return this.param(quoted);
  }

  private param(quoted: boolean): WordPart {
    const braced = this.src[this.pos + 1] === '{';
    let at = this.pos + (braced ? 2 : 1);
    if (!NAME_START.test(this.src[at] ?? '')) throw new GiveUp();
    const nameStart = at;
    while (at < this.src.length && NAME_CHAR.test(this.src[at]!)) at++;
    const name = this.src.slice(nameStart, at);
    if (braced) {
      if (this.src[at] !== '}') throw new GiveUp();
      at++;
    }
    this.pos = at;
    return { type: 'param', name, quoted, plain: true };
  }

  private blanks(): void {
    while (BLANK.has(this.src[this.pos] ?? '')) this.pos++;
  }

  private peek(): string | undefined {
    return this.src[this.pos];
  }
}

function binary(op: BinaryOp, left: Stmt, right: Stmt): Stmt {
  return { command: { type: 'binary', op, left, right }, redirs: [], background: false, negated: false };
}

function literalText(raw: RawWord): string {
  return raw.parts.map((p) => (p.type === 'lit' ? p.value : '')).join('');
}

function asAssign(parts: WordPart[]): Assign | null {
  const first = parts[0];
  if (first?.type !== 'lit' || first.quoted) return null;
  const match = ASSIGNMENT.exec(first.value);
  if (!match) return null;
  const rest = first.value.slice(match[0].length);
  const valueParts = rest ? [{ ...first, value: rest }, ...parts.slice(1)] : parts.slice(1);
  // `a=` with nothing after it has no value word at all, unlike `a=""`.
  const value = valueParts.length === 0 ? null : { parts: normalizeParts(valueParts) };
  return { name: match[1]!, append: match[2] === '+', value, array: null };
}

function startsLikeIndex(parts: WordPart[]): boolean {
  const first = parts[0];
  return first?.type === 'lit' && !first.quoted && /^[A-Za-z_][A-Za-z0-9_]*\[/.test(first.value);
}

function isReserved(parts: WordPart[]): boolean {
  const only = parts.length === 1 ? parts[0] : undefined;
  return only?.type === 'lit' && !only.quoted && RESERVED.has(only.value);
}
