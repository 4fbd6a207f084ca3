import type { CheckResult } from './checks.js';

/** What `forge doctor` finds about running managed workers on this machine. */
export interface SupervisorFacts {
  enabled: boolean;
  platform: NodeJS.Platform;
  /** `tmux -V`, or null when tmux does not run. */
  tmux: string | null;
  /** Each managed worker's command (argv[0]) and where it resolves, null when nowhere. */
  commands: Array<{ workers: string[]; command: string; resolved: string | null }>;
  /** For each worker whose command is Claude Code: where its authentication was found in its environment, null when nowhere. */
  claudeAuth: Array<{ worker: string; found: string | null }>;
  /** Where each managed worker runs: its pinned host (`[workers.NAME] host`) or null (the holder's); this host and the holder's. */
  hosts: { thisHost: string; holderHost: string | null; workers: Array<{ worker: string; pinned: string | null }> };
}

/** The supervisor's checks: tmux present, each worker command resolves, Claude Code authenticated. Pure. */
export function supervisorChecks(facts: SupervisorFacts): CheckResult[] {
  if (!facts.enabled) return [{ check: 'supervisor', status: 'OK', message: 'off ([supervisor] enabled = false): workers are started by hand' }];
  if (facts.platform === 'win32') {
    return [
      {
        check: 'supervisor',
        status: 'FAIL',
        message: 'managed workers need tmux, which native Windows lacks',
        fix: 'run forge under WSL, or set [supervisor] enabled = false and start workers by hand',
      },
    ];
  }
  const results: CheckResult[] = [
    facts.tmux === null
      ? {
          check: 'tmux',
          status: 'FAIL',
          message: 'tmux is not on PATH: managed workers cannot start',
          fix: 'install tmux (apt-get install tmux, brew install tmux)',
        }
      : { check: 'tmux', status: 'OK', message: facts.tmux },
  ];
  const missing = facts.commands.filter((command) => command.resolved === null);
  results.push(
    missing.length > 0
      ? {
          check: 'worker command',
          status: 'FAIL',
          message: missing.map((command) => `${command.command} (for ${command.workers.join(', ')}) is not found`).join('; '),
          fix: 'install it (Claude Code: npm install -g @anthropic-ai/claude-code) or set [workers.NAME] command to its full path',
        }
      : { check: 'worker command', status: 'OK', message: facts.commands.map((command) => `${command.command} -> ${command.resolved}`).join('; ') },
  );
  if (facts.claudeAuth.length > 0) {
    const without = facts.claudeAuth.filter((worker) => worker.found === null).map((worker) => worker.worker);
    const found = [...new Set(facts.claudeAuth.flatMap((worker) => (worker.found === null ? [] : [worker.found])))];
    results.push(
      without.length > 0
        ? {
            check: 'claude auth',
            status: 'WARN',
            message: `no Claude Code authentication found for ${without.join(', ')} (no ANTHROPIC_API_KEY, ANTHROPIC_AUTH_TOKEN or CLAUDE_CODE_OAUTH_TOKEN in the daemon's environment or its [workers.NAME] env, no ~/.claude/.credentials.json); a keychain login cannot be seen from here`,
            fix: 'run claude once and log in, or set a key in [workers.NAME] env or the environment forge start runs in; a worker stuck on the login screen shows needs_input',
          }
        : { check: 'claude auth', status: 'OK', message: `${found.join('; ')} (${facts.claudeAuth.map((worker) => worker.worker).join(', ')})` },
    );
  }
  const hosts = hostsCheck(facts.hosts);
  if (hosts) results.push(hosts);
  return results;
}

/** Which host runs each managed worker, said once any is pinned to a host (docs/many-hosts.md); nothing to say otherwise. */
function hostsCheck({ thisHost, holderHost, workers }: SupervisorFacts['hosts']): CheckResult | null {
  if (!workers.some((worker) => worker.pinned !== null)) return null;
  const where = workers.map(({ worker, pinned }) =>
    pinned !== null
      ? `${worker} on ${pinned} ([workers.${worker}] host)`
      : `${worker} on ${holderHost === null ? "the lease holder's host (none holds the project now)" : `${holderHost} (the lease holder's host)`}`,
  );
  const here = workers.filter(({ pinned }) => pinned === thisHost || (pinned === null && holderHost === thisHost)).map(({ worker }) => worker);
  return {
    check: 'worker hosts',
    status: 'OK',
    message: `${where.join('; ')}; this host (${thisHost}) runs ${here.length > 0 ? here.join(', ') : 'none of them'}${holderHost === thisHost ? ' as the lease holder' : ', in its holder or standby daemon'}`,
  };
}
