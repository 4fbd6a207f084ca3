import { type Config, managedWorkers } from '../../protocol/config.js';
import { type SandboxPlatform, sandboxDecision, sandboxPlatform } from '../workers/worker-sandbox.js';
import type { CheckResult } from './checks.js';

export interface SandboxFacts {
  mode: Config['heimdall']['sandbox'];
  platform: SandboxPlatform;
  /** forge starts sessions itself: managed workers, or degraded runs. */
  used: boolean;
}

export async function sandboxFacts(config: Config, env: NodeJS.ProcessEnv): Promise<SandboxFacts> {
  const used = managedWorkers(config).length > 0 || config.lab.when_busy === 'degraded';
  return { mode: config.heimdall.sandbox, platform: await sandboxPlatform(env), used };
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
  return { check, status: 'OK', message: decision.why };
}
