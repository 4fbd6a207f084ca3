import type { Field } from '../eval/fields.js';
import { hasOption, optionValuesOf, type ParsedArgs } from '../eval/getopt.js';
import type { Invocation } from '../eval/invocation.js';
import { isInside, resolvePath } from '../eval/paths.js';
import { commandName } from '../eval/unwrap.js';
import { PROTECTED_BRANCHES, type RuleContext } from '../policy.js';
import { audit, block, type Finding } from '../verdict.js';
import { display, splitArgs } from './common.js';
import { checkTarget } from './delete.js';
import { commandLineConfig, configEntryFindings, type GitConfigEntry, gitEnvFindings } from './git-config.js';
import { type GitCommand, gitDirectory, parseGit, readsOnly } from './git-invocation.js';
import { remoteRule } from './git-remote.js';
import { credentialKind } from './path-classes.js';
import { leakBlock } from './side-effects.js';

const SAFE_RESET_TARGETS = /^(HEAD|@)(~[01]?|\^1?)?$/;

export function gitRule(invocation: Invocation, ctx: RuleContext): Finding[] {
  const git = parseGit(invocation.argv.slice(1), invocation.assigns);
  const command = display(invocation);
  const cwd = gitDirectory(git, invocation, ctx);
  const entries = commandLineConfig(git.config, git.configEnv, invocation.assigns);
  if (git.sub === 'clone') entries.push(...optionValuesOf(git.parsed, '-c').flatMap((c) => commandLineConfig([c], [], [])));
  if (git.sub === 'config') entries.push(...persistentConfig(git));
  if (entries.some((e) => /^alias\./i.test(e.key))) {
    return [
      block(
        'git-alias',
        'git alias',
        `\`${command}\` defines a git alias, which would hide the real command from this guard.`,
        'Run the git command itself instead of an alias.',
      ),
    ];
  }
  const configured = [...configEntryFindings(entries, invocation, ctx), ...gitEnvFindings(invocation, ctx)];
  if (configured.length > 0) return configured;
  if (git.sub === null) return git.computed ? [unknownSub(command)] : [];
  const elsewhere = outsideWorktree(git, cwd, ctx);
  if (elsewhere && !readsOnly(git)) {
    return [
      block(
        'path-escape',
        'path escape',
        `\`${command}\` changes a repository outside the worktree (${elsewhere}).`,
        `Run git inside the worktree (${ctx.policy.worktree}), without -C, --git-dir or GIT_DIR pointing elsewhere.`,
      ),
    ];
  }
  return [...remoteRule(git.sub, git.parsed, entries, invocation, ctx), ...subcommandRule(git, cwd, command, invocation, ctx)];
}

function subcommandRule(git: GitCommand, cwd: string | null, command: string, invocation: Invocation, ctx: RuleContext): Finding[] {
  const p = git.parsed;
  switch (git.sub) {
    case 'push':
      return pushRule(p, cwd, command, ctx);
    case 'reset':
      return resetRule(p, command);
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
      return historyRule(
        git.sub,
        git.rest,
        command,
        ctx,
        git.config.map((c) => c.text ?? '*'),
      );
    case 'clean':
      return cleanRule(p, command);
    case 'checkout':
    case 'restore':
      return [...recreateRule(p, command, ctx), ...discardRule(git.sub, p, command)];
    case 'switch':
      return recreateRule(p, command, ctx);
    case 'branch':
      return [...branchRule(p, command, ctx), ...branchMoveRule(p, command, ctx)];
    case 'commit':
      return hasOption(p, '--amend') ? [audit('git-amend', 'git commit --amend', command)] : [];
    default:
      return [];
  }
}

/** The repository a git command acts on when it is not the worktree's: `-C`, `--git-dir`, `--work-tree`, `GIT_DIR`. */
function outsideWorktree(git: GitCommand, cwd: string | null, ctx: RuleContext): string | null {
  const inside = (path: string | null) => path !== null && isInside(path, ctx.policy.worktree);
  if (git.dirs.length > 0 && !inside(cwd)) return cwd ?? git.dirs.map((d) => d.pattern).join('/');
  for (const location of git.repository) {
    const path = resolvePath(location.text, cwd, ctx.fs);
    if (!inside(path)) return path ?? location.pattern;
  }
  return null;
}

/** `git config [--global] key value`: an entry written to a config file, judged like `-c key=value`. */
function persistentConfig(git: GitCommand): GitConfigEntry[] {
  if (readsOnly(git)) return [];
  const operands = git.parsed.operands;
  const [first, second, third] = operands;
  const keyed = first?.text === 'set' ? { key: second, value: third } : { key: first, value: second };
  if (!keyed.key || !keyed.value) return [];
  return [{ key: keyed.key.text ?? '*', value: keyed.value, from: 'git config' }];
}

function unknownSub(command: string): Finding {
  return block('unknown-command', 'computed command', `\`${command}\` runs a git subcommand computed at run time.`, 'Write the git subcommand literally.');
}

function pushRule(p: ParsedArgs, cwd: string | null, command: string, ctx: RuleContext): Finding[] {
  const advice = ctx.policy.assignedBranch
    ? `Push only your branch, without force: git push origin ${ctx.policy.assignedBranch}. If history must be rewritten, stop and say so in your handoff.`
    : 'Push only your own feature branch, without force, to origin.';
  const refuse = (why: string) => [block('git-push', 'git push', `\`${command}\` ${why}.`, advice)];
  const operands = p.operands;
  if (hasOption(p, '-f', '--force-with-lease', '--force-if-includes')) return refuse('force-pushes, which can destroy commits on the remote');
  if (hasOption(p, '--mirror')) return refuse('mirrors every ref to the remote, deleting the ones missing locally');
  if (hasOption(p, '-d', '--prune')) return refuse('deletes remote branches');
  if (hasOption(p, '--all')) return refuse('pushes every local branch');
  // The remote itself (origin or not) is the remote rule's; `--repo` takes the remote operand's place.
  const refspecs = optionValuesOf(p, '--repo').length > 0 ? operands : operands.slice(1);
  const current = cwd ? ctx.fs.currentBranch(cwd) : null;
  const destinations: Array<string | null> = [];
  for (const spec of refspecs) {
    const text = spec.text;
    if (text === null) return refuse('pushes a refspec computed at run time');
    if (text.startsWith('+')) return refuse(`force-pushes with the refspec ${text}`);
    if (text.startsWith(':')) return refuse(`deletes the remote branch ${text.slice(1)}`);
    if (text.startsWith('refs/tags/')) continue;
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

function resetRule(p: ParsedArgs, command: string): Finding[] {
  if (!hasOption(p, ...DISCARDING_RESET)) return [];
  const target = p.operands[0];
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

function cleanRule(p: ParsedArgs, command: string): Finding[] {
  if (!hasOption(p, '-f') || !hasOption(p, '-d', '-x', '-X') || hasOption(p, '-n')) return [];
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

function discardRule(sub: string, p: ParsedArgs, command: string): Finding[] {
  if (sub === 'restore' && hasOption(p, '-S') && !hasOption(p, '-W')) return [];
  if (!p.operands.some((o) => o.text === null || WHOLE_TREE.has(o.text))) return [];
  return [
    block(
      'git-discard',
      'git discard',
      `\`${command}\` discards every uncommitted change in the worktree.`,
      `Discard single files by name (git ${sub} -- path/to/file), or commit first.`,
    ),
  ];
}

function branchRule(p: ParsedArgs, command: string, ctx: RuleContext): Finding[] {
  const forced = hasOption(p, '-D') || (hasOption(p, '-d') && hasOption(p, '-f'));
  if (!forced) return [];
  const assigned = ctx.policy.assignedBranch;
  const hit = p.operands.find((o) => o.text === null || o.text === assigned);
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
  const optionValue = (name: string) => {
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
      const value = optionValue(n);
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
      const expire = optionValue('--expire');
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
function branchMoveRule(p: ParsedArgs, command: string, ctx: RuleContext): Finding[] {
  const operands = p.operands;
  if (hasOption(p, '-d', '-D')) return [];
  const force = hasOption(p, '-f');
  const rename = hasOption(p, '-M', '-C') || (hasOption(p, '-m', '-c') && force);
  if (!(force && operands.length >= 2) && !(rename && operands.length >= 1)) return [];
  const target = rename ? operands[operands.length - 1]! : operands[0]!;
  return guardedBranch(target.text, ctx)
    ? historyBlock(command, `moves ${target.text ?? 'a branch computed at run time'} by force, dropping the commits only it reached`)
    : [];
}

/** `git checkout -B BRANCH START` / `git switch -C BRANCH START`: recreates the task's branch (or a protected one) elsewhere. */
function recreateRule(p: ParsedArgs, command: string, ctx: RuleContext): Finding[] {
  const branch = optionValuesOf(p, '-B', '-C')[0];
  const start = p.operands[0];
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
    const target = git.parsed.operands[0];
    const back = target === undefined ? 0 : stepsBack(target.text);
    if (back === null) continue;
    hard ||= hasOption(git.parsed, ...DISCARDING_RESET);
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
