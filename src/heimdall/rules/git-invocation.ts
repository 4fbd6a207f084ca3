import type { Field } from '../eval/fields.js';
import { optionValuesOf, type ParsedArgs, parseOptions } from '../eval/getopt.js';
import type { Invocation } from '../eval/invocation.js';
import { resolvePath } from '../eval/paths.js';
import type { RuleContext } from '../policy.js';
import { GIT_TOP, parseGitArgs } from './git-options.js';

/** A git command line as git reads it: its top-level options, the subcommand and the subcommand's options. */
export interface GitCommand {
  /** `-C` values in order (each relative to the one before). */
  dirs: Field[];
  /** `-c key=value` values. */
  config: Field[];
  /** `--config-env=key=ENVVAR` values. */
  configEnv: Field[];
  /** `--git-dir`, `--work-tree` and the GIT_DIR/GIT_WORK_TREE/GIT_COMMON_DIR/GIT_INDEX_FILE/GIT_OBJECT_DIRECTORY environment. */
  repository: Field[];
  sub: string | null;
  computed: boolean;
  rest: Field[];
  parsed: ParsedArgs;
}

const REPOSITORY_ENV = new Set(['GIT_DIR', 'GIT_WORK_TREE', 'GIT_COMMON_DIR', 'GIT_INDEX_FILE', 'GIT_OBJECT_DIRECTORY', 'GIT_ALTERNATE_OBJECT_DIRECTORIES']);

export function parseGit(args: Field[], assigns: Invocation['assigns'] = []): GitCommand {
  const top = parseOptions(args, GIT_TOP);
  const subField = args[top.end];
  const sub = subField?.text ?? null;
  const rest = args.slice(top.end + 1);
  const repository = [
    ...optionValuesOf(top, '--git-dir', '--work-tree'),
    ...assigns.filter((a) => REPOSITORY_ENV.has(a.name)).map((a) => a.value ?? { text: null, pattern: '*', glob: false }),
  ];
  return {
    dirs: optionValuesOf(top, '-C'),
    config: optionValuesOf(top, '-c'),
    configEnv: optionValuesOf(top, '--config-env'),
    repository,
    sub,
    computed: subField !== undefined && subField.text === null,
    rest,
    parsed: parseGitArgs(sub ?? '', rest),
  };
}

/** Where git works: `-C` values applied in turn to the command's directory; null when any is computed. */
export function gitDirectory(git: GitCommand, invocation: Invocation, ctx: RuleContext): string | null {
  let at = invocation.cwd;
  for (const dir of git.dirs) at = resolvePath(dir.text, at, ctx.fs);
  return at;
}

/**
 * Subcommands, with their arguments, that change nothing in the repository they run on: allowed
 * against a repository outside the worktree. `branch`, `tag`, `remote`, `config`, `reflog` read
 * only in their listing forms; `fetch` writes refs and objects, so it is not here.
 */
export function readsOnly(git: GitCommand): boolean {
  const operands = git.parsed.operands.map((o) => o.text);
  const options = git.parsed.options.map((o) => o.name);
  switch (git.sub) {
    case 'status':
    case 'log':
    case 'diff':
    case 'show':
    case 'rev-parse':
    case 'rev-list':
    case 'ls-files':
    case 'ls-tree':
    case 'blame':
    case 'describe':
    case 'shortlog':
    case 'grep':
    case 'cat-file':
    case 'version':
    case 'help':
    case 'merge-base':
    case 'show-ref':
    case 'for-each-ref':
    case 'name-rev':
    case 'check-ignore':
    case 'var':
      return true;
    case 'branch':
    case 'tag':
      return operands.length === 0 || options.some((o) => /^(-l|--list|-a|-r|--contains|--merged|--no-merged|--points-at|--show-current)$/.test(o));
    case 'remote':
      return operands.length === 0 || operands[0] === 'show' || operands[0] === 'get-url';
    case 'config':
      return options.some((o) => /^(--get|--get-all|--get-regexp|--get-urlmatch|-l|--list)$/.test(o)) || operands[0] === 'get' || operands[0] === 'list';
    case 'reflog':
      return operands.length === 0 || operands[0] === 'show' || operands[0] === 'exists';
    default:
      return false;
  }
}
