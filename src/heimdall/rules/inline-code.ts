import type { Field } from '../eval/fields.js';
import type { Invocation } from '../eval/invocation.js';
import { isStrictlyInside, resolvePath } from '../eval/paths.js';
import type { RuleContext } from '../policy.js';
import { block, type Finding } from '../verdict.js';
import { display } from './common.js';
import { destructiveSql } from './sql.js';

/** Interpreters and the options that take inline code. */
const CODE_OPTIONS: Array<[RegExp, RegExp]> = [
  [/^python[0-9.]*$|^pypy3?$/, /^-[A-Za-z]*c$/],
  [/^(node|nodejs|bun)$/, /^(-e|--eval|-p|--print|-pe)$/],
  [/^perl$/, /^-[A-Za-z]*[eE]$/],
  [/^ruby$/, /^-[A-Za-z]*e$/],
  [/^php$/, /^-r$/],
];
const DELETE_CALLS = /\b(shutil\.rmtree|os\.(remove|unlink|rmdir|removedirs)|\.unlink|\.rmdir|send2trash|rmSync|rmdirSync|unlinkSync|fs(?:\.promises)?\.(rm|rmdir|unlink)|rimraf|FileUtils\.(rm_rf|rm_r|rm|remove_dir|remove_entry)|File\.(delete|unlink)|Dir\.(rmdir|delete)|rmtree|remove_tree|unlink)\b\s*\(?/g;
const SHELL_CALLS = /\b(os\.system|os\.popen|subprocess\.\w+|execSync|execFileSync|spawnSync|exec|spawn|system|popen|qx)\s*\(/g;
const STRING = /'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`([^`$]*)`/g;

export function interpreterOf(name: string): RegExp | null {
  return CODE_OPTIONS.find(([interpreter]) => interpreter.test(name))?.[1] ?? null;
}

/** Inline interpreter code (`python -c`, `node -e`, `perl -e`, code piped in) that deletes files or shells out. */
export function inlineCodeRule(name: string, invocation: Invocation, ctx: RuleContext): Finding[] {
  const option = interpreterOf(name);
  if (!option) return [];
  const args = invocation.argv.slice(1);
  const codes: Field[] = [];
  args.forEach((a, i) => {
    if (a.text !== null && option.test(a.text)) codes.push(args[i + 1] ?? { text: null, pattern: '*', glob: false });
  });
  if (name === 'deno' && args[0]?.text === 'eval' && args[1]) codes.push(args[1]);
  const operands = args.filter((a) => !codes.includes(a) && (a.text === null || !a.text.startsWith('-') || a.text === '-'));
  if (codes.length === 0 && (operands.length === 0 || operands[0]!.text === '-')) {
    const stdin = invocation.stdin;
    if (stdin.kind === 'text') codes.push({ text: stdin.text, pattern: stdin.text, glob: false });
    else if (stdin.kind !== 'none') codes.push({ text: null, pattern: '*', glob: false });
  }
  const command = display(invocation);
  for (const code of codes) {
    if (code.text === null) {
      return [block('unknown-code', 'unreadable code', `\`${command}\` runs ${name} code that is computed at run time or piped in from elsewhere.`, 'Write the code into a file in the worktree and run that file.')];
    }
    const found = checkCode(code.text, command, invocation, ctx);
    if (found.length > 0) return found;
  }
  return [];
}

function checkCode(code: string, command: string, invocation: Invocation, ctx: RuleContext): Finding[] {
  const advice = `Delete files only inside the worktree (${ctx.policy.worktree}), with literal paths.`;
  for (const match of code.matchAll(DELETE_CALLS)) {
    const literals = stringsIn(callArguments(code, match.index! + match[0].length));
    if (literals.length === 0) return [block('inline-delete', 'inline code delete', `\`${command}\` deletes files with ${match[1]} on a path computed at run time.`, advice)];
    for (const literal of literals) {
      const path = resolvePath(literal, invocation.cwd, ctx.fs);
      if (path === null || !isStrictlyInside(path, ctx.policy.worktree)) {
        return [block('inline-delete', 'inline code delete', `\`${command}\` deletes ${literal} with ${match[1]}, outside the worktree or the worktree itself.`, advice)];
      }
    }
  }
  for (const match of code.matchAll(SHELL_CALLS)) {
    const literals = stringsIn(callArguments(code, match.index! + match[0].length));
    const shell = literals.join(' ');
    if (ctx.nested && shell) {
      const found = ctx.nested(shell, invocation.cwd);
      if (found.length > 0) return found;
    }
  }
  for (const literal of stringsIn(code)) {
    const bad = destructiveSql(literal, ctx.policy.hasDbMigration);
    if (bad) return [block('sql-destructive', 'destructive SQL', `\`${command}\` runs \`${bad.slice(0, 120)}\`.`, 'Change data with scoped statements (DELETE ... WHERE ...).')];
  }
  return [];
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
