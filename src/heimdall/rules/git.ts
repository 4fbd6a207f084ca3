import type { Field } from '../eval/fields.js';
import type { Invocation } from '../eval/invocation.js';
import { isInside, resolvePath } from '../eval/paths.js';
import { commandName } from '../eval/unwrap.js';
import { PROTECTED_BRANCHES, type RuleContext } from '../policy.js';
import { audit, block, type Finding } from '../verdict.js';
import { display, splitArgs } from './common.js';
import { checkTarget } from './delete.js';
import { credentialKind } from './path-classes.js';
import { leakBlock } from './side-effects.js';

const GLOBAL_VALUE_OPTIONS = new Set(['-C', '-c', '--git-dir', '--work-tree', '--namespace', '--exec-path', '--config-env']);
/** Subcommands that only read the repository; allowed with `-C` anywhere. */
const READ_ONLY = new Set([
  'status',
  'log',
  'diff',
  'show',
  'rev-parse',
  'ls-files',
  'ls-tree',
  'blame',
  'describe',
  'shortlog',
  'grep',
  'cat-file',
  'remote',
  'config',
  'fetch',
  'branch',
  'tag',
  'reflog',
  'version',
  'help',
]);
const SAFE_RESET_TARGETS = /^(HEAD|@)(~[01]?|\^1?)?$/;

/** Git's global options (`-C dir`, `-c k=v`), then the subcommand and its arguments. */
function parseGit(args: Field[]): { dir: Field | null; config: string[]; sub: string | null; computed: boolean; rest: Field[] } {
  let dir: Field | null = null;
  const config: string[] = [];
  let i = 0;
  for (; i < args.length; i++) {
    const text = args[i]!.text;
    if (text === null || !text.startsWith('-')) break;
    if (text === '-C') dir = args[i + 1] ?? null;
    if (text === '-c') config.push(args[i + 1]?.text ?? '*');
    if (GLOBAL_VALUE_OPTIONS.has(text)) i++;
  }
  return { dir, config, sub: args[i]?.text ?? null, computed: args[i] !== undefined && args[i]!.text === null, rest: args.slice(i + 1) };
}

export function gitRule(invocation: Invocation, ctx: RuleContext): Finding[] {
  const git = parseGit(invocation.argv.slice(1));
  const command = display(invocation);
  const cwd = git.dir ? resolvePath(git.dir.text, invocation.cwd, ctx.fs) : invocation.cwd;
  if (git.config.some((c) => /^alias\./i.test(c)) || (git.sub === 'config' && git.rest.some((a) => /^alias\./i.test(a.text ?? '*')))) {
    return [
      block(
        'git-alias',
        'git alias',
        `\`${command}\` defines a git alias, which would hide the real command from this guard.`,
        'Run the git command itself instead of an alias.',
      ),
    ];
  }
  if (git.sub === null) return git.computed ? [unknownSub(command)] : [];
  if (git.dir && git.sub && !READ_ONLY.has(git.sub) && (cwd === null || !isInside(cwd, ctx.policy.worktree))) {
    return [
      block(
        'path-escape',
        'path escape',
        `\`${command}\` changes a repository outside the worktree (${cwd ?? git.dir.pattern}).`,
        `Run git inside the worktree (${ctx.policy.worktree}).`,
      ),
    ];
  }
  switch (git.sub) {
    case 'push':
      return pushRule(git.rest, cwd, command, ctx);
    case 'reset':
      return resetRule(git.rest, command);
    case 'add':
    case 'stage':
      return addRule(git.rest, invocation);
    case 'worktree':
      return worktreeRule(git.rest, invocation, ctx);
    case 'update-ref':
    case 'reflog':
    case 'repack':
    case 'config':
    case 'gc':
    case 'prune':
    case 'filter-branch':
    case 'filter-repo':
    case 'replace':
    case 'stash':
      return historyRule(git.sub, git.rest, command, ctx, git.config);
    case 'clean':
      return cleanRule(git.rest, command);
    case 'checkout':
    case 'restore':
      return [...recreateRule(git.rest, command, ctx), ...discardRule(git.sub, git.rest, command)];
    case 'switch':
      return recreateRule(git.rest, command, ctx);
    case 'branch':
      return [...branchRule(git.rest, command, ctx), ...branchMoveRule(git.rest, command, ctx)];
    case 'commit':
      return git.rest.some((a) => a.text === '--amend') ? [audit('git-amend', 'git commit --amend', command)] : [];
    default:
      return [];
  }
}

function unknownSub(command: string): Finding {
  return block('unknown-command', 'computed command', `\`${command}\` runs a git subcommand computed at run time.`, 'Write the git subcommand literally.');
}

function pushRule(args: Field[], cwd: string | null, command: string, ctx: RuleContext): Finding[] {
  const advice = ctx.policy.assignedBranch
    ? `Push only your branch, without force: git push origin ${ctx.policy.assignedBranch}. If history must be rewritten, stop and say so in your handoff.`
    : 'Push only your own feature branch, without force, to origin.';
  const refuse = (why: string) => [block('git-push', 'git push', `\`${command}\` ${why}.`, advice)];
  const { long, short, operands } = splitArgs(args, ['-o', '--push-option', '--repo', '--receive-pack', '--exec']);
  const force = short.has('f') || ['--force', '--force-with-lease', '--force-if-includes'].some((f) => long.has(f));
  if (force) return refuse('force-pushes, which can destroy commits on the remote');
  if (long.has('--mirror')) return refuse('mirrors every ref to the remote, deleting the ones missing locally');
  if (long.has('--delete') || short.has('d') || long.has('--prune')) return refuse('deletes remote branches');
  if (long.has('--all') || long.has('--branches')) return refuse('pushes every local branch');
  const remote = operands[0];
  if (remote && remote.text !== 'origin') return refuse(`pushes to ${remote.text ?? 'a remote computed at run time'}, not origin`);
  const refspecs = operands.slice(1);
  const current = cwd ? ctx.fs.currentBranch(cwd) : null;
  const destinations: Array<string | null> = [];
  for (const spec of refspecs) {
    const text = spec.text;
    if (text === null) return refuse('pushes a refspec computed at run time');
    if (text.startsWith('+')) return refuse(`force-pushes with the refspec ${text}`);
    if (text.startsWith(':')) return refuse(`deletes the remote branch ${text.slice(1)}`);
    if (text.startsWith('refs/tags/') || text === '--tags') continue;
    const dst = text.includes(':') ? text.slice(text.indexOf(':') + 1) : text;
    destinations.push(dst === 'HEAD' || dst === '@' ? current : dst.replace(/^refs\/heads\//, ''));
  }
  if (refspecs.length === 0) destinations.push(current);
  for (const dst of destinations) {
    if (dst === null) return refuse('pushes a branch Heimdall cannot determine (no explicit refspec and no readable current branch)');
    const allowed = ctx.policy.assignedBranch ?? (current && !PROTECTED_BRANCHES.has(current) ? current : null);
    if (dst !== allowed) return refuse(`pushes to ${dst}, but this task may only push ${ctx.policy.assignedBranch ?? 'its own non-protected branch'}`);
  }
  return [];
}

/** Reset modes that throw away the changes of the commits they move back over. */
const DISCARDING_RESET = new Set(['--hard', '--keep', '--merge']);

function resetRule(args: Field[], command: string): Finding[] {
  if (!args.some((a) => DISCARDING_RESET.has(a.text ?? ''))) return [];
  const target = args.find((a) => a.text === null || !a.text.startsWith('-'));
  if (!target || (target.text !== null && SAFE_RESET_TARGETS.test(target.text))) return [];
  return [
    block(
      'git-reset',
      'git reset --hard',
      `\`${command}\` moves the branch to ${target.text ?? 'a commit computed at run time'} and throws away everything after it.`,
      'Reset at most one commit back (git reset --hard HEAD~1), or use git revert.',
    ),
  ];
}

function cleanRule(args: Field[], command: string): Finding[] {
  const { short, long } = splitArgs(args, ['-e', '--exclude']);
  const force = short.has('f') || long.has('--force');
  const wide = short.has('d') || short.has('x') || short.has('X');
  const dry = short.has('n') || long.has('--dry-run');
  if (!force || !wide || dry) return [];
  return [
    block(
      'git-clean',
      'git clean',
      `\`${command}\` deletes untracked files and folders, which may be the only copy of work.`,
      'Delete the specific build folders instead (rm -rf dist), or run git clean -n to see what it would remove.',
    ),
  ];
}

const WHOLE_TREE = new Set(['.', './', ':/', ':/*', '*', ':(top)', ':(top).']);

function discardRule(sub: string, args: Field[], command: string): Finding[] {
  const { long, short, operands } = splitArgs(args, ['-s', '--source', '-b', '-B', '--conflict', '--pathspec-from-file']);
  if (sub === 'restore' && (long.has('--staged') || short.has('S')) && !long.has('--worktree') && !short.has('W')) return [];
  if (!operands.some((o) => o.text === null || WHOLE_TREE.has(o.text))) return [];
  return [
    block(
      'git-discard',
      'git discard',
      `\`${command}\` discards every uncommitted change in the worktree.`,
      `Discard single files by name (git ${sub} -- path/to/file), or commit first.`,
    ),
  ];
}

function branchRule(args: Field[], command: string, ctx: RuleContext): Finding[] {
  const { short, long, operands } = splitArgs(args);
  const forced = short.has('D') || ((short.has('d') || long.has('--delete')) && (short.has('f') || long.has('--force')));
  if (!forced) return [];
  const assigned = ctx.policy.assignedBranch;
  const hit = operands.find((o) => o.text === null || o.text === assigned);
  if (!hit) return [];
  return [
    block(
      'git-branch-delete',
      'git branch delete',
      `\`${command}\` force-deletes ${hit.text ?? 'a branch computed at run time'}, this task's branch.`,
      'Keep the assigned branch; it carries your work to review.',
    ),
  ];
}

/** Expiry values that drop reflog entries or unreachable objects now rather than after weeks. */
const EXPIRES_NOW = /^(now|all|0|.*\b(second|minute|hour)s?\b.*)$/i;
const EXPIRY_CONFIG = /^gc\.(\S+\.)?(pruneExpire|reflogExpire|reflogExpireUnreachable)=(now|all|0|.*\b(second|minute|hour)s?\b.*)$/i;

function historyBlock(command: string, why: string): Finding[] {
  return [
    block(
      'git-history',
      'git history',
      `\`${command}\` ${why}.`,
      'Leave history as it is: add commits (git revert) instead of rewriting, moving or expiring refs; if history must change, stop and say so in your handoff.',
    ),
  ];
}

/** The branches a task must not move by force: its own and the protected ones. */
function guardedBranch(name: string | null, ctx: RuleContext): boolean {
  if (name === null) return true;
  const branch = name.replace(/^refs\/heads\//, '');
  return branch === ctx.policy.assignedBranch || PROTECTED_BRANCHES.has(branch);
}

/** `update-ref -d`, reflog expiry and deletion, pruning gc, `prune`, `filter-branch`/`filter-repo`, `replace`, `stash clear`. */
function historyRule(sub: string, args: Field[], command: string, ctx: RuleContext, config: string[]): Finding[] {
  const { short, long, operands } = splitArgs(args, ['-m', '--expire', '--expire-unreachable', '--prune']);
  const valueOf = (name: string) => {
    const at = args.findIndex((a) => a.text === name);
    if (at >= 0) return args[at + 1]?.text ?? '';
    return (
      args
        .map((a) => a.text ?? '')
        .find((t) => t.startsWith(`${name}=`))
        ?.slice(name.length + 1) ?? null
    );
  };
  const expiresNow = (...names: string[]) =>
    names.some((n) => {
      const value = valueOf(n);
      return value !== null && EXPIRES_NOW.test(value);
    });
  switch (sub) {
    case 'update-ref': {
      if (short.has('d') || long.has('--delete')) return historyBlock(command, 'deletes a ref, and the commits only it reached become garbage');
      if (long.has('--stdin')) return historyBlock(command, 'changes refs listed on stdin, which Heimdall cannot read in advance');
      const ref = operands[0];
      if (ref && (ref.text === null || ref.text === 'HEAD' || (ref.text.startsWith('refs/heads/') && guardedBranch(ref.text, ctx)))) {
        return historyBlock(command, `moves ${ref.text ?? 'a ref computed at run time'} without any of reset's checks`);
      }
      return [];
    }
    case 'reflog':
      if (operands[0]?.text === 'delete') return historyBlock(command, 'deletes reflog entries, the only way back to commits a reset or rebase left behind');
      if (operands[0]?.text === 'expire' && expiresNow('--expire', '--expire-unreachable'))
        return historyBlock(command, 'expires the reflog now, so a later gc deletes every commit only it remembered');
      return [];
    case 'gc':
      return expiresNow('--prune') || config.some((c) => EXPIRY_CONFIG.test(c))
        ? historyBlock(command, 'prunes unreachable commits now instead of after two weeks')
        : [];
    case 'config':
      // `git config gc.pruneExpire now` makes every later gc destroy what the reflog still remembers.
      return args.some(
        (a, i) => /^gc\.(\S+\.)?(pruneExpire|reflogExpire|reflogExpireUnreachable)$/i.test(a.text ?? '') && EXPIRES_NOW.test(args[i + 1]?.text ?? ''),
      )
        ? historyBlock(command, 'sets gc to expire the reflog or prune right away')
        : [];
    case 'repack':
      return short.has('a') && short.has('d') && !short.has('k') && !short.has('A') && !long.has('--keep-unreachable') && !long.has('--cruft')
        ? historyBlock(command, 'drops unreachable objects from the packs, including commits only the reflog remembers')
        : [];
    case 'prune': {
      if (short.has('n') || long.has('--dry-run')) return [];
      const expire = valueOf('--expire');
      return expire === null || EXPIRES_NOW.test(expire)
        ? historyBlock(command, 'deletes every unreachable object, including commits only the reflog remembers')
        : [];
    }
    case 'filter-branch':
    case 'filter-repo':
      return historyBlock(command, 'rewrites the whole history of the repository');
    case 'replace':
      return operands.length > 0 && !short.has('l') && !short.has('d') && !long.has('--list') && !long.has('--delete')
        ? historyBlock(command, 'replaces an object, so history shows something other than what was committed')
        : [];
    case 'stash':
      return operands[0]?.text === 'clear' ? historyBlock(command, 'deletes every stash at once') : [];
    default:
      return [];
  }
}

/** `git branch -f BRANCH START`, `-M`/`-C OLD NEW` over the task's branch or a protected one. */
function branchMoveRule(args: Field[], command: string, ctx: RuleContext): Finding[] {
  const { short, long, operands } = splitArgs(args, [
    '-u',
    '--set-upstream-to',
    '--contains',
    '--no-contains',
    '--merged',
    '--no-merged',
    '--points-at',
    '--sort',
    '--format',
    '-t',
    '--track',
  ]);
  if (short.has('d') || short.has('D') || long.has('--delete')) return [];
  const force = short.has('f') || long.has('--force');
  const rename = short.has('M') || short.has('C') || ((short.has('m') || short.has('c')) && force);
  if (!(force && operands.length >= 2) && !(rename && operands.length >= 1)) return [];
  const target = rename ? operands[operands.length - 1]! : operands[0]!;
  return guardedBranch(target.text, ctx)
    ? historyBlock(command, `moves ${target.text ?? 'a branch computed at run time'} by force, dropping the commits only it reached`)
    : [];
}

/** `git checkout -B BRANCH START` / `git switch -C BRANCH START`: recreates the task's branch (or a protected one) elsewhere. */
function recreateRule(args: Field[], command: string, ctx: RuleContext): Finding[] {
  const at = args.findIndex((a) => a.text === '-B' || a.text === '-C' || a.text === '--force-create');
  if (at < 0) return [];
  const branch = args[at + 1];
  const start = args.slice(at + 2).find((a) => a.text === null || !a.text.startsWith('-'));
  if (!branch || !start || start.text === 'HEAD' || start.text === '@' || start.text === '--') return [];
  return guardedBranch(branch.text, ctx)
    ? historyBlock(
        command,
        `resets ${branch.text ?? 'a branch computed at run time'} to ${start.text ?? 'a commit computed at run time'}, dropping the commits only it reached`,
      )
    : [];
}

/** `git add` (forced or not) of a credential file would commit it. */
function addRule(args: Field[], invocation: Invocation): Finding[] {
  for (const path of splitArgs(args, ['--chmod', '--pathspec-from-file']).operands) {
    const kind = credentialKind(path.pattern);
    if (kind) return [leakBlock(invocation, path, kind, 'stages')];
  }
  return [];
}

/** `git worktree remove --force PATH` throws away that worktree's uncommitted work: checked like `rm -rf PATH`. */
function worktreeRule(args: Field[], invocation: Invocation, ctx: RuleContext): Finding[] {
  const { short, long, operands } = splitArgs(args);
  if (operands[0]?.text !== 'remove' || !(short.has('f') || long.has('--force'))) return [];
  return operands.slice(1).flatMap((path) => checkTarget(path, true, invocation, ctx));
}

/** How many commits back `HEAD~2`, `HEAD^^`, `@~` point; null for anything else (a sha, a branch, a file). */
function stepsBack(target: string | null): number | null {
  const match = target === null ? null : /^(?:HEAD|@)((?:~\d*|\^\d*)*)$/.exec(target);
  if (!match) return null;
  return [...match[1]!.matchAll(/~(\d*)|\^\d*/g)].reduce((sum, m) => sum + (m[0].startsWith('~') ? (m[1] === '' ? 1 : Number(m[1])) : 1), 0);
}

/**
 * Resets that add up: `git reset --hard HEAD~1 && git reset --hard HEAD~1` drops two commits though
 * each step drops one, and a reset in a loop drops as many as the loop runs. Counts every reset
 * relative to HEAD in the whole command, once any of them is --hard.
 */
export function resetBudgetRule(invocations: Invocation[]): Finding[] {
  let steps = 0;
  let hard = false;
  let repeated = false;
  const resets: string[] = [];
  for (const invocation of invocations) {
    if (invocation.argv[0] === undefined || commandName(invocation.argv[0]) !== 'git') continue;
    const git = parseGit(invocation.argv.slice(1));
    if (git.sub !== 'reset') continue;
    const target = git.rest.find((a) => a.text === null || !a.text.startsWith('-'));
    const back = target === undefined ? 0 : stepsBack(target.text);
    if (back === null) continue;
    hard ||= git.rest.some((a) => DISCARDING_RESET.has(a.text ?? ''));
    steps += back;
    repeated ||= back > 0 && invocation.repeated === true;
    resets.push(display(invocation));
  }
  // A single reset is judged by resetRule alone.
  if (!hard || (resets.length < 2 && !repeated) || (steps <= 1 && !repeated)) return [];
  const why = repeated ? 'resets inside a loop or a repeating runner, dropping a commit each time' : `resets ${steps} commits back in all`;
  return [
    block(
      'git-reset',
      'git reset --hard',
      `\`${resets.join(' && ')}\` ${why}.`,
      'Reset at most one commit back (git reset --hard HEAD~1), once, or use git revert.',
    ),
  ];
}
