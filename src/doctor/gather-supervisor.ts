import { execFile } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import { homedir } from 'node:os';
import { basename, join } from 'node:path';
import { type Config, managedWorkers, workerCommandOf, workerEnvOf } from '../../protocol/config.js';
import { pinnedHostOf } from '../../protocol/worker-hosts.js';
import { thisHost } from '../daemon/lease-files.js';
import { findProgram } from '../fs/find-program.js';
import type { SupervisorFacts } from './supervisor-checks.js';

/** `holderHost`: the host of the daemon holding the lease now, null when none does. */
export async function supervisorFacts(root: string, config: Config, env: NodeJS.ProcessEnv, holderHost: string | null = null): Promise<SupervisorFacts> {
  const byCommand = new Map<string, string[]>();
  for (const worker of managedWorkers(config)) {
    const command = workerCommandOf(config, worker)[0]!;
    byCommand.set(command, [...(byCommand.get(command) ?? []), worker]);
  }
  const commands = await Promise.all([...byCommand].map(async ([command, workers]) => ({ command, workers, resolved: await findProgram(command, root, env) })));
  // Each Claude Code worker is judged in its own environment: the daemon's, plus its [workers.NAME] env.
  const claudeWorkers = managedWorkers(config).filter((worker) => basename(workerCommandOf(config, worker)[0]!) === 'claude');
  const claudeAuthByWorker = await Promise.all(
    claudeWorkers.map(async (worker) => ({ worker, found: await claudeAuth({ ...env, ...workerEnvOf(config, worker) }) })),
  );
  return {
    enabled: config.supervisor.enabled,
    platform: process.platform,
    tmux: config.supervisor.enabled ? await tmuxVersion() : null,
    commands,
    claudeAuth: claudeAuthByWorker,
    hosts: { thisHost: thisHost(), holderHost, workers: managedWorkers(config).map((worker) => ({ worker, pinned: pinnedHostOf(config, worker) })) },
  };
}

function tmuxVersion(): Promise<string | null> {
  return new Promise((done) => execFile('tmux', ['-V'], { encoding: 'utf8' }, (error, stdout) => done(error ? null : stdout.trim())));
}

/** The variables Claude Code authenticates with, in the order it reads them. */
const AUTH_VARIABLES = ['ANTHROPIC_API_KEY', 'ANTHROPIC_AUTH_TOKEN', 'CLAUDE_CODE_OAUTH_TOKEN'];

async function claudeAuth(env: NodeJS.ProcessEnv): Promise<string | null> {
  const variable = AUTH_VARIABLES.find((name) => env[name]);
  if (variable) return `${variable} is set`;
  const file = join(env.CLAUDE_CONFIG_DIR ?? join(env.HOME ?? homedir(), '.claude'), '.credentials.json');
  try {
    await access(file, constants.R_OK);
    return `credentials in ${file}`;
  } catch (error) {
    // ENOENT: no credentials file; EACCES: one we may not read, which the worker cannot either.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EACCES' || code === 'ENOTDIR') return null;
    throw error;
  }
}
