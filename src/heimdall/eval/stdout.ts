import { cookAnsiC } from '../shell/cook.js';
import type { Field } from './fields.js';
import { foundUnder, planFind } from './find.js';
import type { Stdin } from './invocation.js';
import { commandName } from './unwrap.js';

/** What a command writes to stdout, when that is knowable: `echo x`, `printf x`, `cat file`, `cat` of a heredoc. */
export function stdoutOf(argv: Field[], stdin: Stdin): Stdin {
  const name = argv[0] ? commandName(argv[0]) : null;
  const args = argv.slice(1);
  const known = args.every((a) => a.text !== null);
  if (name === 'echo' && known) {
    const words = args.map((a) => a.text!);
    while (words[0] && /^-[neE]+$/.test(words[0])) words.shift();
    return { kind: 'text', text: `${words.join(' ')}\n` };
  }
  if (name === 'printf' && known && args.length > 0 && args[0]!.text !== '-v')
    return {
      kind: 'text',
      text: printfOutput(
        args[0]!.text!,
        args.slice(1).map((a) => a.text!),
      ),
    };
  if (name === 'cat') {
    const files = args.filter((a) => a.text !== '-');
    if (files.length === 0) return stdin;
    if (files.length === 1 && !files[0]!.text?.startsWith('-')) return { kind: 'file', path: files[0]! };
  }
  // `find ROOT ...` prints paths under ROOT; line filters (`grep -v x`, `sort`, `head`) print some of the lines they read.
  if (name === 'find') {
    const plan = planFind(args);
    // Any path under the root, whatever its tests: a reader that splits lines (xargs) can cut a name with a blank or a newline anywhere.
    if (plan.roots.length === 1 && plan.execs.length === 0) return { kind: 'unknown', what: 'find', paths: foundUnder(plan.roots[0]!, false) };
  }
  if (stdin.kind === 'unknown' && stdin.paths && name !== null && LINE_FILTERS.has(name)) {
    const operands = args.filter((a) => a.text === null || !a.text.startsWith('-'));
    if (operands.length === (name === 'grep' || name === 'egrep' || name === 'fgrep' ? 1 : 0)) return stdin;
  }
  return { kind: 'unknown', what: name ?? 'a computed command' };
}

const LINE_FILTERS = new Set(['grep', 'egrep', 'fgrep', 'sort', 'uniq', 'head', 'tail']);

/**
 * What printf(1) prints: the format applied to the arguments, again and again until they run out
 * (`printf 'rm -rf %s\n' ~/x` prints `rm -rf /home/u/x`). Conversions print their argument as
 * text (`%d` of a word prints the word; close enough for judging it as code); `%b` cooks escapes.
 */
export function printfOutput(format: string, args: string[]): string {
  const cooked = cookAnsiC(format);
  let out = '';
  let next = 0;
  do {
    out += cooked.replace(/%(%|[-+ #0]*\d*(?:\.\d*)?([sbdiouxXcqeEfgG]))/g, (_, spec: string, conversion: string | undefined) => {
      if (spec === '%') return '%';
      const arg = args[next++] ?? '';
      if (conversion === 'b') return cookAnsiC(arg);
      if (conversion === 'c') return arg.slice(0, 1);
      return arg;
    });
  } while (next < args.length && /%[^%]/.test(cooked));
  return out;
}
