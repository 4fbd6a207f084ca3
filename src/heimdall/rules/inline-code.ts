import { posix } from 'node:path';
import type { Field } from '../eval/fields.js';
import type { Invocation } from '../eval/invocation.js';
import { isStrictlyInside, resolvePath } from '../eval/paths.js';
import type { RuleContext } from '../policy.js';
import { block, type Finding } from '../verdict.js';
import { display } from './common.js';
import { credentialKind } from './path-classes.js';
import { destructiveSql } from './sql.js';

/** Interpreters and the options that take inline code. */
const CODE_OPTIONS: Array<[RegExp, RegExp]> = [
  [/^python[0-9.]*$|^pypy3?$/, /^-[A-Za-z]*c$/],
  [/^(node|nodejs|bun)$/, /^(-e|--eval|-p|--print|-pe)$/],
  [/^deno$/, /^(--eval|-e)$/],
  [/^perl$/, /^-[A-Za-z]*[eE]$/],
  [/^ruby$/, /^-[A-Za-z]*e$/],
  [/^php$/, /^-r$/],
];
/** `deno eval CODE`, `bun eval CODE`: a subcommand whose first operand is the code. */
const EVAL_SUBCOMMANDS = new Set(['eval']);
/** `deno run -`, `bun run -`: a subcommand that reads the script from stdin when given `-`. */
const RUN_SUBCOMMANDS = new Set(['run']);
const DELETE_CALLS =
  /\b(shutil\.rmtree|os\.(remove|unlink|rmdir|removedirs)|\.unlink|\.rmdir|\.delete(?=\s*\(\s*\))|send2trash|rmSync|rmdirSync|unlinkSync|Deno\.remove(?:Sync)?|fs(?:\.promises)?\.(rm|rmdir|unlink)|rimraf|FileUtils\.(rm_rf|rm_r|rm|remove_dir|remove_entry)|File\.(delete|unlink)|Dir\.(rmdir|delete)|rmtree|remove_tree|unlink|rm(?=\s*\())\b\s*\(?/g;
const SHELL_CALLS =
  /\b(os\.system|os\.popen|subprocess\.\w+|execSync|execFileSync|spawnSync|exec|spawn|system|popen|qx|Deno\.run|Deno\.Command|shell_exec|passthru|proc_open)\s*\(/g;
/** Shell code in a tagged template: Bun's and zx's `$\`rm -rf ...\``. */
const SHELL_TEMPLATE = /(?:\bBun\.|(?<![\w$.]))\$`((?:[^`\\]|\\.)*)`/g;
const STRING = /'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`([^`$]*)`/g;
/**
 * The home folder in each language: `expanduser`, `Path.home()`, `os.homedir()`, `Dir.home`,
 * `File.expand_path`, and any lookup of HOME or USERPROFILE in the environment (`os.environ['HOME']`,
 * `os.getenv`, `process.env.HOME`, `$ENV{HOME}`, `ENV['HOME']`, `Deno.env.get`, `Bun.env.HOME`, `getenv`).
 */
const HOME_REFERENCE =
  /\b(expanduser|homedir|home_dir|UserHomeDir|expand_path)\b|\b(Path|Dir)\.home\b|(\benviron|\benv|\bENV|getenv|_SERVER|_ENV)\W{0,12}(?:get|fetch)?\W{0,4}\b(HOME|USERPROFILE)\b/;
/** Calls and names that only build a path from their arguments, or stand for the working directory. */
const PATH_GLUE =
  /\b(?:os\.path\.(?:join|abspath|realpath|normpath)|posixpath\.join|path\.(?:join|resolve|normalize)|(?:pathlib\.)?(?:Pure|Posix)?Path|joinpath|resolve|File\.join|str|String)\b/g;
const CWD = /\b(?:__dirname|process\.cwd\(\s*\)|os\.getcwd\(\s*\)|Path\.cwd\(\s*\)|Dir\.pwd|Deno\.cwd\(\s*\)|getcwd\(\s*\))/g;

export function interpreterOf(name: string): RegExp | null {
  return CODE_OPTIONS.find(([interpreter]) => interpreter.test(name))?.[1] ?? null;
}

/**
 * The inline code an interpreter is given (`python -c`, `node -e`, `deno eval`, `bun -e`, code
 * piped in); a computed piece has null text. Empty for anything but an interpreter.
 */
export function inlineCodes(name: string, invocation: Invocation): Field[] {
  const option = interpreterOf(name);
  if (!option) return [];
  let args = invocation.argv.slice(1);
  const codes: Field[] = [];
  const sub = (name === 'deno' || name === 'bun') && args[0]?.text ? args[0].text : null;
  if (sub && EVAL_SUBCOMMANDS.has(sub)) {
    const code = args.slice(1).find((a) => a.text === null || !a.text.startsWith('-'));
    codes.push(code ?? { text: null, pattern: '*', glob: false });
  }
  if (sub && (EVAL_SUBCOMMANDS.has(sub) || RUN_SUBCOMMANDS.has(sub))) args = args.slice(1);
  args.forEach((a, i) => {
    if (a.text !== null && option.test(a.text)) codes.push(args[i + 1] ?? { text: null, pattern: '*', glob: false });
  });
  const operands = args.filter((a) => !codes.includes(a) && (a.text === null || !a.text.startsWith('-') || a.text === '-'));
  if (codes.length === 0 && (operands.length === 0 || operands[0]!.text === '-')) {
    const stdin = invocation.stdin;
    if (stdin.kind === 'text') codes.push({ text: stdin.text, pattern: stdin.text, glob: false });
    else if (stdin.kind !== 'none') codes.push({ text: null, pattern: '*', glob: false });
  }
  return codes;
}

/** Inline interpreter code that deletes files, reads credentials or shells out. */
export function inlineCodeRule(name: string, invocation: Invocation, ctx: RuleContext): Finding[] {
  const codes = inlineCodes(name, invocation);
  const command = display(invocation);
  for (const code of codes) {
    if (code.text === null) {
      return [
        block(
          'unknown-code',
          'unreadable code',
          `\`${command}\` runs ${name} code that is computed at run time or piped in from elsewhere.`,
          'Write the code into a file in the worktree and run that file.',
        ),
      ];
    }
    const found = checkCode(code.text, command, invocation, ctx);
    if (found.length > 0) return found;
  }
  return [];
}

/** What a path expression in the code comes to: a literal path, the home folder, or something computed. */
type PathValue = { kind: 'path'; path: string } | { kind: 'home' } | { kind: 'computed' };

function checkCode(code: string, command: string, invocation: Invocation, ctx: RuleContext): Finding[] {
  const advice = `Delete files only inside the worktree (${ctx.policy.worktree}), with literal paths.`;
  const refuse = (what: string, call: string) => [block('inline-delete', 'inline code delete', `\`${command}\` deletes ${what} with ${call}.`, advice)];
  for (const match of code.matchAll(DELETE_CALLS)) {
    const call = match[1]!;
    const start = match.index! + match[0].length;
    const args = callArguments(code, start);
    // `Path('x').unlink()`, `Bun.file(p).delete()`: the path is the object the method is called on.
    const dot = call.startsWith('.') ? match.index! : code[match.index! - 1] === '.' ? match.index! - 1 : -1;
    const subject = dot >= 0 && args.trim() === '' ? receiver(code, dot) : (topLevel(args)[0] ?? '');
    for (const value of pathValues(subject, ctx)) {
      if (value.kind === 'home') return refuse('the home folder (or a path under it)', call);
      if (value.kind === 'computed') return refuse('a path computed at run time', call);
      const path = resolvePath(value.path, invocation.cwd, ctx.fs);
      if (path === null || !isStrictlyInside(path, ctx.policy.worktree)) return refuse(`${value.path}, outside the worktree or the worktree itself,`, call);
    }
    for (const literal of stringsIn(args)) {
      const path = resolvePath(expandTilde(literal, ctx), invocation.cwd, ctx.fs);
      if (path === null || !isStrictlyInside(path, ctx.policy.worktree)) return refuse(`${literal}, outside the worktree or the worktree itself,`, call);
    }
  }
  const shells = [...code.matchAll(SHELL_CALLS)].map((m) => shellText(callArguments(code, m.index! + m[0].length)));
  shells.push(...[...code.matchAll(SHELL_TEMPLATE)].map((m) => m[1]!.replace(/\$\{[^}]*\}/g, '"$__computed"')));
  for (const shell of shells) {
    if (ctx.nested && shell.trim()) {
      const found = ctx.nested(shell, invocation.cwd);
      if (found.length > 0) return found;
    }
  }
  const literals = stringsIn(code);
  for (const [i, literal] of literals.entries()) {
    // Code that names a credential file reads it (`open(".env")`, `readFileSync('~/.ssh/id_rsa')`), also when joined from two literals.
    const named = [literal, i > 0 ? `${literals[i - 1]}/${literal}` : null].filter((l): l is string => l !== null && looksLikePath(l));
    const kind = named.map((l) => credentialKind(expandTilde(l, ctx))).find(Boolean);
    if (kind)
      return [
        block(
          'credential-read',
          'credential access',
          `\`${command}\` names ${literal} in its code, ${kind}.`,
          'Do not read credentials; if the task needs a secret, stop and say so in your handoff.',
        ),
      ];
    const bad = destructiveSql(literal, ctx.policy.hasDbMigration);
    if (bad)
      return [
        block(
          'sql-destructive',
          'destructive SQL',
          `\`${command}\` runs \`${bad.slice(0, 120)}\`.`,
          'Change data with scoped statements (DELETE ... WHERE ...).',
        ),
      ];
  }
  return [];
}

function looksLikePath(literal: string): boolean {
  return /^[~./\w-][\w./~@+-]*$/.test(literal) && (literal.includes('/') || literal.startsWith('.') || /^id_/.test(literal) || /\.pem$/.test(literal));
}

function expandTilde(literal: string, ctx: RuleContext): string {
  if (literal !== '~' && !literal.startsWith('~/')) return literal;
  return ctx.policy.home ? posix.join(ctx.policy.home, literal.slice(1)) : `/nonexistent-home${literal.slice(1)}`;
}

/**
 * The paths an argument expression stands for: string literals joined by path calls or `+`/`/`,
 * with the working directory (`__dirname`, `os.getcwd()`) as `.`; an array gives one path per
 * element. A home-folder lookup anywhere makes it the home folder; anything else left (a variable,
 * another call, an interpolation) makes it computed.
 */
function pathValues(expression: string, ctx: RuleContext): PathValue[] {
  const text = expression.trim();
  if (text === '') return [{ kind: 'computed' }];
  if (HOME_REFERENCE.test(text)) return [{ kind: 'home' }];
  if (/^\[[\s\S]*\]$/.test(text)) return topLevel(text.slice(1, -1)).flatMap((element) => pathValues(element, ctx));
  const pieces: string[] = [];
  let interpolated = false;
  const rest = text
    .replace(/require\(\s*['"](?:node:)?path['"]\s*\)\./g, 'path.')
    .replace(STRING, (_whole, single?: string, double?: string, back?: string, offset?: number) => {
      const value = single ?? double ?? back ?? '';
      const prefix = text[(offset ?? 0) - 1] ?? '';
      if (/\$[\w{]|#\{/.test(value) || (/[fF]/.test(prefix) && value.includes('{')) || (back !== undefined && value.includes('${'))) interpolated = true;
      pieces.push(value);
      return ' ';
    })
    .replace(/(?<![\w.])[rRbBuUfF](?=\s)/g, ' ')
    .replace(CWD, () => {
      pieces.push('.');
      return ' ';
    })
    .replace(PATH_GLUE, ' ');
  if (interpolated || pieces.length === 0 || /[\w$@]/.test(rest)) return [{ kind: 'computed' }];
  const joined = pieces.reduce((path, piece) => (piece.startsWith('/') || piece.startsWith('~') ? piece : path === '' ? piece : posix.join(path, piece)), '');
  if (joined === '~' || joined.startsWith('~/')) return ctx.policy.home ? [{ kind: 'path', path: expandTilde(joined, ctx) }] : [{ kind: 'home' }];
  return [{ kind: 'path', path: joined }];
}

/** The shell text a process call runs: string pieces concatenated, array elements as words, computed parts as an unknown variable. */
function shellText(args: string): string {
  return topLevel(args)
    .filter((arg) => !/^\s*\w+\s*=[^=]/.test(arg))
    .map((arg) => {
      const text = arg.trim();
      if (text.startsWith('{')) {
        const list = /\b(?:cmd|args)\s*:\s*(\[[\s\S]*?\])/.exec(text);
        return list ? shellText(list[1]!.slice(1, -1)) : '';
      }
      if (text.startsWith('['))
        return topLevel(text.slice(1, -1))
          .map((element) => shellWord(element))
          .join(' ');
      return shellPiece(text);
    })
    .join(' ');
}

function shellWord(element: string): string {
  const text = element.trim();
  const literal = /^(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")$/.exec(text);
  if (literal) return `'${(literal[1] ?? literal[2] ?? '').replace(/'/g, `'\\''`)}'`;
  return HOME_REFERENCE.test(text) ? '~' : '"$__computed"';
}

/** A string expression as shell text: its literals in order, a home lookup as `~`, anything else as an unknown variable. */
function shellPiece(text: string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(STRING)) {
    out += between(text.slice(last, m.index));
    out += m[1] ?? m[2] ?? m[3] ?? '';
    last = m.index! + m[0].length;
  }
  return out + between(text.slice(last));
}

function between(code: string): string {
  if (HOME_REFERENCE.test(code)) return '~';
  return /[A-Za-z_$]/.test(code.replace(/\b(?:r|b|u|f)$|\.join\b|\bjoin\b/g, '')) ? '"$__computed"' : '';
}

/** The expression a method is called on: `Path('x')` in `Path('x').unlink()`. */
function receiver(code: string, dot: number): string {
  let depth = 0;
  let i = dot - 1;
  for (; i >= 0; i--) {
    const c = code[i]!;
    if (c === ')' || c === ']') depth++;
    else if (c === '(' || c === '[') {
      if (depth === 0) break;
      depth--;
    } else if (depth === 0 && !/[\w.$'"/ ~-]/.test(c)) break;
    else if (depth === 0 && c === ' ' && !/[.(]/.test(code[i + 1] ?? '')) break;
  }
  return code.slice(i + 1, dot);
}

/** Splits call arguments on top-level commas (outside brackets and strings). */
function topLevel(args: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let from = 0;
  for (let i = 0; i < args.length; i++) {
    const c = args[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      parts.push(args.slice(from, i));
      from = i + 1;
    }
  }
  const last = args.slice(from);
  return last.trim() === '' && parts.length === 0 ? [] : [...parts, last];
}

/** The text of a call's arguments: from after `(` to the matching `)`, or to the end of the statement. */
function callArguments(code: string, from: number): string {
  const opened = code[from - 1] === '(';
  let depth = opened ? 1 : 0;
  for (let i = from; i < code.length; i++) {
    const c = code[i];
    if (c === '(') depth++;
    else if (c === ')' && --depth <= 0) return code.slice(from, i);
    else if (!opened && (c === ';' || c === '\n')) return code.slice(from, i);
  }
  return code.slice(from);
}

function stringsIn(text: string): string[] {
  return [...text.matchAll(STRING)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}
