import { type Config, managedWorkers, rosterOf } from '../../protocol/config.js';
import { type SandboxPlatform, sandboxDecision, sandboxPlatform } from '../workers/worker-sandbox.js';
import type { CheckResult } from './checks.js';

export interface SandboxFacts {
  mode: Config['heimdall']['sandbox'];
  platform: SandboxPlatform;
  /** forge starts sessions itself: managed workers, or degraded runs. */
  used: boolean;
  /** Managed workers that start in one folder, by folder (only folders shared by two or more). */
  shared?: Record<string, string[]>;
}

export async function sandboxFacts(config: Config, env: NodeJS.ProcessEnv): Promise<SandboxFacts> {
  const used = managedWorkers(config).length > 0 || config.lab.when_busy === 'degraded';
  const byFolder: Record<string, string[]> = {};
  for (const agent of managedWorkers(config)) (byFolder[rosterOf(config)[agent]?.cwd ?? '.'] ??= []).push(agent);
  const shared = Object.fromEntries(Object.entries(byFolder).filter(([, agents]) => agents.length > 1));
  return { mode: config.heimdall.sandbox, platform: await sandboxPlatform(env), used, shared };
}

/**
 * Which OS sandbox managed workers and degraded Claude Code runs get, and why: the same decision
 * the supervisor makes before it starts a session. A required sandbox that cannot run is a
 * failure (no worker starts); running without one is a warning.
 */
export function sandboxCheck(facts: SandboxFacts): CheckResult {
  const check = 'sandbox';
  const decision = sandboxDecision(facts.mode, facts.platform);
  if (!facts.used && !decision.on)
    return { check, status: 'OK', message: `not used: forge starts no session (no managed workers, [lab] when_busy = "queue"); ${decision.why}` };
  if (decision.refused)
    return {
      check,
      status: 'FAIL',
      message: decision.why,
      fix: 'install bubblewrap and socat (Linux), or set [heimdall] sandbox = "best-effort" to run workers with Heimdall alone',
    };
  if (!decision.on)
    return {
      check,
      status: 'WARN',
      message: decision.why,
      fix: facts.platform.available ? 'set [heimdall] sandbox = "required"' : (facts.platform.missing ?? 'see docs/heimdall.md'),
    };
  const shared = Object.entries(facts.shared ?? {});
  if (shared.length > 0)
    return {
      check,
      status: 'WARN',
      message: `${decision.why}; ${shared.map(([folder, agents]) => `${agents.join(', ')} start in one folder (${folder})`).join('; ')}: in a git folder two sandboxed sessions race on the sandbox's placeholders under .git, and a command can fail with "bwrap: Can't get type of source .git/config.lock" (the model sees it and may retry)`,
      fix: 'give each managed worker its own [workers.NAME] cwd (one worktree per worker)',
    };
  return { check, status: 'OK', message: decision.why };
}
