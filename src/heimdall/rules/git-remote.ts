import type { Field } from '../eval/fields.js';
import { hasOption, optionValuesOf, type ParsedArgs } from '../eval/getopt.js';
import type { Invocation } from '../eval/invocation.js';
import type { RuleContext } from '../policy.js';
import { block, type Finding } from '../verdict.js';
import { display } from './common.js';
import { type GitConfigEntry, judgeCommand, REMOTE_KEYS } from './git-config.js';

/** Subcommands that talk to a remote, and where their remote operand is. */
const TALKS_TO_REMOTE = new Set(['push', 'fetch', 'pull', 'ls-remote']);

/**
 * The design's rule: git talks only to `origin`. Any push, fetch, pull or ls-remote naming
 * another remote (or a URL, or `--all`/`--multiple` remotes) is refused, and so is configuration
 * that would make `origin` mean somewhere else (`-c remote.origin.url=...`, `url.*.insteadOf`),
 * `git remote set-url`/`rename`, and `git archive --remote`. The transport programs
 * (`--upload-pack`, `--receive-pack`, `--exec`) are commands and are judged as such.
 */
export function remoteRule(sub: string, parsed: ParsedArgs, entries: GitConfigEntry[], invocation: Invocation, ctx: RuleContext): Finding[] {
  const command = display(invocation);
  const refuse = (why: string) => [
    block(
      'git-remote',
      'git remote',
      `\`${command}\` ${why}; this task may only talk to origin.`,
      `Use origin: git ${sub === 'ls-remote' ? 'ls-remote' : sub} origin${sub === 'push' && ctx.policy.assignedBranch ? ` ${ctx.policy.assignedBranch}` : ''}. If another remote is needed, stop and say so in your handoff.`,
    ),
  ];
  const redirect = entries.find((e) => REMOTE_KEYS.test(e.key));
  if (redirect && (TALKS_TO_REMOTE.has(sub) || sub === 'remote' || sub === 'submodule'))
    return refuse(`sets ${redirect.key} (${redirect.from}), which changes where origin points`);
  for (const option of ['--upload-pack', '--receive-pack', '--exec']) {
    for (const value of optionValuesOf(parsed, option)) {
      const found = judgeCommand(value, option, command, invocation, ctx);
      if (found.length > 0) return found;
    }
  }
  if (sub === 'archive') {
    const remote = optionValuesOf(parsed, '--remote')[0];
    return remote && remote.text !== 'origin' ? refuse(`archives from ${remote.text ?? 'a remote computed at run time'}`) : [];
  }
  if (sub === 'remote') return remoteSubcommand(parsed.operands, refuse);
  if (!TALKS_TO_REMOTE.has(sub)) return [];
  if (sub !== 'ls-remote' && sub !== 'push' && (hasOption(parsed, '--all') || hasOption(parsed, '--multiple')))
    return refuse(`${sub}es from every configured remote`);
  const repo = optionValuesOf(parsed, '--repo')[0];
  const remote = repo ?? parsed.operands[0];
  if (remote && remote.text !== 'origin') return refuse(`talks to ${remote.text ?? 'a remote computed at run time'}, not origin`);
  return [];
}

/** `git remote set-url`, `rename`, `add -f`, `update X`, `prune X`, `show X`: configuration of origin, or talking to another remote. */
function remoteSubcommand(operands: Field[], refuse: (why: string) => Finding[]): Finding[] {
  const [action, ...rest] = operands.map((o) => o.text);
  if (action === 'set-url' || action === 'rename') return refuse(`changes a remote's address or name (git remote ${action})`);
  if (action === 'add' && rest.some((r) => r === '-f' || r === '--fetch')) return refuse('adds a remote and fetches from it');
  if ((action === 'update' || action === 'prune' || action === 'show') && rest.some((r) => r !== 'origin' && !r?.startsWith('-')))
    return refuse(`talks to ${rest.find((r) => r !== 'origin' && !r?.startsWith('-')) ?? 'a remote computed at run time'}`);
  if (action === 'update' && rest.every((r) => r?.startsWith('-'))) return refuse('fetches from every configured remote');
  return [];
}
