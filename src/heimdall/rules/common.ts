import { type Field, show } from '../eval/fields.js';
import type { Invocation } from '../eval/invocation.js';
import { globBase, resolvePath } from '../eval/paths.js';
import type { RuleContext } from '../policy.js';

/** The command as a person would write it, for messages and the audit log. */
export function display(invocation: Invocation): string {
  return invocation.argv.map((f) => quoteForDisplay(show(f))).join(' ');
}

function quoteForDisplay(text: string): string {
  return /^[\w@%+=:,./~*?{}[\]-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A path argument resolved against the command's directory; for a glob, its literal base folder. */
export interface ResolvedPath {
  path: string | null;
  glob: boolean;
  matchesAll: boolean;
  shown: string;
}

export function resolveField(field: Field, invocation: Invocation, ctx: RuleContext): ResolvedPath {
  const shown = show(field);
  // A computed piece could be `..` or an absolute path: no folder bounds it.
  if (field.text === null) return { path: null, glob: false, matchesAll: false, shown };
  if (!field.glob) return { path: resolvePath(field.text, invocation.cwd, ctx.fs), glob: false, matchesAll: false, shown };
  const base = globBase(field.pattern);
  return { path: resolvePath(base.dir, invocation.cwd, ctx.fs), glob: true, matchesAll: base.matchesAll, shown };
}

/** Splits `-rf`, `--force`, `--` style arguments into flag letters, long flags and operands. */
export function splitArgs(args: Field[], valueOptions: string[] = []): { short: Set<string>; long: Set<string>; operands: Field[] } {
  const short = new Set<string>();
  const long = new Set<string>();
  const operands: Field[] = [];
  let optionsDone = false;
  for (let i = 0; i < args.length; i++) {
    const text = args[i]!.text;
    if (optionsDone || text === null || !text.startsWith('-') || text === '-') operands.push(args[i]!);
    else if (text === '--') optionsDone = true;
    else if (text.startsWith('--')) long.add(text.split('=')[0]!);
    else {
      for (const c of text.slice(1)) short.add(c);
      if (valueOptions.includes(text)) i++;
    }
  }
  return { short, long, operands };
}
