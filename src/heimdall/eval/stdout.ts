import { cookAnsiC } from '../shell/cook.js';
import type { Field } from './fields.js';
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
  if (name === 'printf' && known && args.length > 0) return { kind: 'text', text: cookAnsiC([args[0]!.text!, ...args.slice(1).map((a) => a.text!)].join(' ')) };
  if (name === 'cat') {
    const files = args.filter((a) => a.text !== '-');
    if (files.length === 0) return stdin;
    if (files.length === 1 && !files[0]!.text?.startsWith('-')) return { kind: 'file', path: files[0]! };
  }
  return { kind: 'unknown', what: name ?? 'a computed command' };
}
