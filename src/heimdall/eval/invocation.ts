import type { Field } from './fields.js';

/** What a command reads on standard input, as far as it is known. */
export type Stdin =
  | { kind: 'none' }
  | { kind: 'text'; text: string }
  | { kind: 'file'; path: Field }
  /** Unknown text; when it is a list of paths of a known shape (`find src -name x`), `paths` is that shape. */
  | { kind: 'unknown'; what: string; paths?: Field };

/**
 * One command that would run: a simple command after wrappers (`sudo`, `env`, `xargs`, ...) are
 * taken off, with everything known about its words, files and working directory.
 */
export interface Invocation {
  argv: Field[];
  assigns: Array<{ name: string; value: Field | null }>;
  /** Files written by redirections (`>`, `>>`, `&>`, ...). */
  writes: Field[];
  /** Files read by `<` redirections. */
  reads: Field[];
  stdin: Stdin;
  /** The directory it runs in, or null when a `cd` to something unknown came before. */
  cwd: string | null;
  /** The wrappers and nesting it was found through, outermost first (`sudo`, `bash -c`, `$(...)`). */
  via: string[];
  /** Host paths mounted into the container the command runs in (`docker run -v ~/.aws:/a img cmd`). */
  mounts?: Field[];
  /** Inside a loop, a function body or a runner that repeats it (`xargs`, `find -exec`): it may run more than once. */
  repeated?: boolean;
}
