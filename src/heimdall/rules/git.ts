import type { Field } from '../eval/fields.js';
import type { Invocation } from '../eval/invocation.js';
import { isInside, resolvePath } from '../eval/paths.js';
import { PROTECTED_BRANCHES, type RuleContext } from '../policy.js';
import { audit, block, type Finding } from '../verdict.js';
import { display, splitArgs } from './common.js';

const GLOBAL_VALUE_OPTIONS = new Set(['-C', '-c', '--git-dir', '--work-tree', '--namespace', '--exec-path', '--config-env']);
/** Subcommands that only read the repository; allowed with `-C` anywhere. */
const READ_ONLY = new Set(['status', 'log', 'diff', 'show', 'rev-parse', 'ls-files', 'ls-tree', 'blame', 'describe', 'shortlog', 'grep', 'cat-file', 'remote', 'config', 'fetch', 'branch', 'tag', 'reflog', 'version', 'help']);
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
    return [block('git-alias', 'git alias', `\`${command}\` defines a git alias, which would hide the real command from this guard.`, 'Run the git command itself instead of an alias.')];
  }
  if (git.sub === null) return git.computed ? [unknownSub(command)] : [];
  if (git.dir && git.sub && !READ_ONLY.has(git.sub) && (cwd === null || !isInside(cwd, ctx.policy.worktree))) {
    return [block('path-escape', 'path escape', `\`${command}\` changes a repository outside the worktree (${cwd ?? git.dir.pattern}).`, `Run git inside the worktree (${ctx.policy.worktree}).`)];
  }
  switch (git.sub) {
    case 'push':
      return pushRule(git.rest, cwd, command, ctx);
    case 'reset':
      return resetRule(git.rest, command);
    case 'clean':
      return cleanRule(git.rest, command);
    case 'checkout':
    case 'restore':
      return discardRule(git.sub, git.rest, command);
    case 'branch':
      return branchRule(git.rest, command, ctx);
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

function resetRule(args: Field[], command: string): Finding[] {
  if (!args.some((a) => a.text === '--hard')) return [];
  const target = args.find((a) => a.text === null || !a.text.startsWith('-'));
  if (!target || (target.text !== null && SAFE_RESET_TARGETS.test(target.text))) return [];
  return [block('git-reset', 'git reset --hard', `\`${command}\` moves the branch to ${target.text ?? 'a commit computed at run time'} and throws away everything after it.`, 'Reset at most one commit back (git reset --hard HEAD~1), or use git revert.')];
}

function cleanRule(args: Field[], command: string): Finding[] {
  const { short, long } = splitArgs(args, ['-e', '--exclude']);
  const force = short.has('f') || long.has('--force');
  const wide = short.has('d') || short.has('x') || short.has('X');
  const dry = short.has('n') || long.has('--dry-run');
  if (!force || !wide || dry) return [];
  return [block('git-clean', 'git clean', `\`${command}\` deletes untracked files and folders, which may be the only copy of work.`, 'Delete the specific build folders instead (rm -rf dist), or run git clean -n to see what it would remove.')];
}

const WHOLE_TREE = new Set(['.', './', ':/', ':/*', '*', ':(top)', ':(top).']);

function discardRule(sub: string, args: Field[], command: string): Finding[] {
  const { long, short, operands } = splitArgs(args, ['-s', '--source', '-b', '-B', '--conflict', '--pathspec-from-file']);
  if (sub === 'restore' && (long.has('--staged') || short.has('S')) && !long.has('--worktree') && !short.has('W')) return [];
  if (!operands.some((o) => o.text === null || WHOLE_TREE.has(o.text))) return [];
  return [block('git-discard', 'git discard', `\`${command}\` discards every uncommitted change in the worktree.`, `Discard single files by name (git ${sub} -- path/to/file), or commit first.`)];
}

function branchRule(args: Field[], command: string, ctx: RuleContext): Finding[] {
  const { short, long, operands } = splitArgs(args);
  const forced = short.has('D') || ((short.has('d') || long.has('--delete')) && (short.has('f') || long.has('--force')));
  if (!forced) return [];
  const assigned = ctx.policy.assignedBranch;
  const hit = operands.find((o) => o.text === null || o.text === assigned);
  if (!hit) return [];
  return [block('git-branch-delete', 'git branch delete', `\`${command}\` force-deletes ${hit.text ?? 'a branch computed at run time'}, this task's branch.`, 'Keep the assigned branch; it carries your work to review.')];
}
