import type { Field } from './fields.js';

/** Runners that run their command once per input or event. */
export const REPEATING = new Set([
  'xargs',
  'parallel',
  'find -exec',
  'fd -x',
  'watch',
  'watchexec',
  'entr',
  'entr -s',
  'nodemon --exec',
  'retry',
  'git rebase --exec',
  'git submodule foreach',
  'git bisect run',
]);

/** A child shell sees only the environment: HOME (possibly set by `HOME=x bash -c ...`), nothing else we know. */
export function homeOnly(vars: Map<string, string>, assigns: Array<{ name: string; value: Field | null }>): Map<string, string> {
  const home = assigns.find((a) => a.name === 'HOME');
  const value = home ? home.value?.text : vars.get('HOME');
  return new Map(value == null ? [] : [['HOME', value]]);
}
