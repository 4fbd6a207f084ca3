/**
 * The shell syntax tree Heimdall decides on. Both parsers (the fast one for flat commands and
 * mvdan-sh for everything else) produce exactly this shape, so a test can compare them. Values
 * are cooked: quotes and escapes are removed, and each literal piece says whether it was quoted.
 */
export type WordPart =
  | { type: 'lit'; value: string; quoted: boolean }
  /** `$x` or `${x}` (plain), or any other parameter expansion (not plain: value unknown; `op` says what it shows of `x`). */
  | { type: 'param'; name: string; quoted: boolean; plain: boolean; op?: ParamOp }
  /** `$(...)` or backticks: its output is unknown, its commands run. */
  | { type: 'subst'; quoted: boolean; body: Script }
  /** `<(...)` / `>(...)`: a path to a pipe; its commands run. */
  | { type: 'procsubst'; body: Script }
  /** Arithmetic, extended globs, complex expansions: unknown value; `bodies` are command substitutions inside. */
  | { type: 'dynamic'; quoted: boolean; bodies: Script[] };

/**
 * What a parameter expansion that is not plain does with the variable, as far as secrets go:
 * `length` (`${#x}`) and `test` (`${x:+set}`, `${x+set}` with a literal word) show nothing of its
 * value, `names` (`${!x*}`, `${!x[@]}`) shows names or keys, `indirect` (`${!x}`) shows the variable
 * that `x` names, `assign` (`${x:=v}`, `${x=v}`) sets it; `value` (every other form) shows its value
 * or part of it.
 */
export type ParamOp = 'length' | 'test' | 'names' | 'indirect' | 'assign' | 'value';

export interface Word {
  parts: WordPart[];
}

export const REDIRECT_OPS = ['>', '>>', '<', '<>', '<&', '>&', '>|', '<<', '<<-', '<<<', '&>', '&>>'] as const;
export type RedirectOp = (typeof REDIRECT_OPS)[number];

export interface Redirect {
  op: RedirectOp;
  fd: string | null;
  /** The file (or fd number, or here-string); for heredocs the delimiter word. */
  target: Word;
  /** The body of a heredoc. */
  heredoc: Word | null;
}

export interface Assign {
  name: string;
  append: boolean;
  value: Word | null;
  /** `a=(x y)` elements. */
  array: Word[] | null;
}

export const BINARY_OPS = ['&&', '||', '|', '|&'] as const;
export type BinaryOp = (typeof BINARY_OPS)[number];

export type CompoundKind = 'subshell' | 'block' | 'if' | 'while' | 'for' | 'case' | 'function' | 'arith' | 'test' | 'let' | 'time' | 'coproc';

export type Command =
  | { type: 'simple'; assigns: Assign[]; args: Word[] }
  | { type: 'binary'; op: BinaryOp; left: Stmt; right: Stmt }
  /** `declare`, `export`, `local`, `readonly`, `typeset`, `nameref`: flags are in `args`. */
  | { type: 'decl'; variant: string; assigns: Assign[]; args: Word[] }
  /**
   * Every compound command, reduced to what a guard needs: the statements that run (`body`,
   * including command substitutions inside tests and arithmetic), the words it expands, and the
   * variable names it binds.
   */
  | { type: 'compound'; kind: CompoundKind; body: Stmt[]; words: Word[]; binds: string[] };

export interface Stmt {
  command: Command;
  redirs: Redirect[];
  background: boolean;
  negated: boolean;
}

export interface Script {
  stmts: Stmt[];
}

/** Adjacent literal pieces with the same quoting are one piece, so both parsers agree on the shape. */
export function normalizeParts(parts: WordPart[]): WordPart[] {
  const out: WordPart[] = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    if (part.type === 'lit' && part.value === '') continue;
    if (part.type === 'lit' && last?.type === 'lit' && last.quoted === part.quoted) {
      out[out.length - 1] = { type: 'lit', value: last.value + part.value, quoted: last.quoted };
    } else {
      out.push(part);
    }
  }
  return out;
}

export function literalWord(value: string, quoted = false): Word {
  return { parts: value === '' ? [] : [{ type: 'lit', value, quoted }] };
}
