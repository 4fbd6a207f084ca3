import { type Field, knownField, unknownField } from './fields.js';

/** What a `find` command does to the files it finds. */
export interface FindPlan {
  roots: Field[];
  deletes: boolean;
  /** Commands run by -exec/-execdir/-ok/-okdir, with `{}` standing for a found path. */
  execs: Array<(found: Field) => Field[]>;
  /** Whether a test (-name, -path, -mtime, ...) narrows what is found. */
  narrowed: boolean;
  /** Files written by -fprint, -fprintf, -fls. */
  writes: Field[];
  /** The one literal `-name` test, when the only narrowing is that name (`-name .claude`). */
  name?: string;
}

const NARROWING = new Set([
  '-name',
  '-iname',
  '-path',
  '-ipath',
  '-wholename',
  '-iwholename',
  '-regex',
  '-iregex',
  '-lname',
  '-ilname',
  '-newer',
  '-anewer',
  '-cnewer',
  '-mtime',
  '-mmin',
  '-atime',
  '-amin',
  '-ctime',
  '-cmin',
  '-size',
  '-empty',
  '-user',
  '-group',
  '-perm',
  '-inum',
  '-samefile',
  '-links',
  '-uid',
  '-gid',
  '-nouser',
  '-nogroup',
  '-used',
]);
const EXEC = new Set(['-exec', '-execdir', '-ok', '-okdir']);
const WRITES = new Set(['-fprint', '-fprint0', '-fprintf', '-fls']);

export function planFind(args: Field[]): FindPlan {
  let i = 0;
  while (i < args.length && /^-[HLP]$|^-O\d*$/.test(args[i]!.text ?? '')) i++;
  if (args[i]?.text === '-D') i += 2;
  const roots: Field[] = [];
  while (i < args.length) {
    const text = args[i]!.text;
    if (text !== null && (text.startsWith('-') || text === '(' || text === '!' || text === ')' || text === ',')) break;
    roots.push(args[i]!);
    i++;
  }
  const plan: FindPlan = { roots: roots.length > 0 ? roots : [knownField('.')], deletes: false, execs: [], narrowed: false, writes: [] };
  for (; i < args.length; i++) {
    const text = args[i]!.text;
    if (text === null) continue;
    if (NARROWING.has(text)) {
      const value = args[i + 1]?.text;
      plan.name = !plan.narrowed && text === '-name' && value && !/[*?[\\/]/.test(value) ? value : undefined;
      plan.narrowed = true;
    } else if (text === '-delete') plan.deletes = true;
    else if (WRITES.has(text)) plan.writes.push(args[i + 1] ?? unknownField);
    else if (EXEC.has(text)) {
      const start = i + 1;
      let end = start;
      while (end < args.length && args[end]!.text !== ';' && args[end]!.text !== '+') end++;
      const template = args.slice(start, end);
      plan.execs.push((found) => template.map((f) => (f.text?.includes('{}') ? found : f)));
      i = end;
    }
  }
  return plan;
}

/** A path find would hand to -exec or -delete under `root`: any name inside it, or everything in it. */
export function foundUnder(root: Field, narrowed: boolean, name?: string): Field {
  if (root.text === null) return { ...unknownField, pattern: `${root.pattern}/*` };
  const base = root.text.endsWith('/') ? root.text.slice(0, -1) : root.text;
  // A literal name keeps its meaning (`-name .claude` finds the guard's folder); any other test, a name nobody knows.
  return narrowed ? knownField(`${base}/${name ?? '{}'}`) : { text: `${base}/*`, pattern: `${base}/*`, glob: true };
}
