import { posix } from 'node:path';
import type { Invocation } from './invocation.js';
import { type FsView, resolvePath } from './paths.js';

/**
 * Where `cd`, `pushd` or `popd` leaves the shell: `cd -P` resolves links as the kernel does, plain
 * `cd` (-L) applies `..` to the path as written first, as bash does; `cd -`, `popd`, and `cd name`
 * when the command sets CDPATH land somewhere unknown (null).
 */
export function directoryAfter(name: string, invocation: Invocation, home: string | undefined, cdpath: boolean, fs: FsView): string | null {
  const args = invocation.argv.slice(1);
  const flags = args.filter((f) => f.text !== null && /^-[LPe@]+$/.test(f.text)).map((f) => f.text!);
  const target = args.find((f) => f.text === null || !/^-[LPe@]+$/.test(f.text) || f.text === '-');
  const physical = flags.length > 0 && flags[flags.length - 1]!.includes('P');
  if (name === 'popd' || target?.text === '-') return null;
  if (!target) return home ?? null;
  if (cdpath && target.text !== null && !/^(\/|\.\.?(\/|$))/.test(target.text)) return null;
  if (physical || target.text === null || invocation.cwd === null) return resolvePath(target.text, invocation.cwd, fs);
  return fs.realpath(posix.isAbsolute(target.text) ? posix.normalize(target.text) : posix.join(invocation.cwd, target.text));
}

/** A word as shell code that reads back as the same word. */
export function shellQuote(text: string): string {
  return /^[\w@%+=:,./~-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
