import { execFile } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import { homedir } from 'node:os';
import { basename, delimiter, isAbsolute, join, resolve } from 'node:path';
import { type Config, DEFAULT_WORKER_COMMAND, managedWorkers, rosterOf } from '../../protocol/config.js';
import type { SupervisorFacts } from './supervisor-checks.js';

export async function supervisorFacts(root: string, config: Config, env: NodeJS.ProcessEnv): Promise<SupervisorFacts> {
  const roster = rosterOf(config);
  const byCommand = new Map<string, string[]>();
  for (const worker of managedWorkers(config)) {
    const command = (roster[worker]?.command ?? DEFAULT_WORKER_COMMAND)[0]!;
    byCommand.set(command, [...(byCommand.get(command) ?? []), worker]);
  }
  const commands = await Promise.all(
    [...byCommand].map(async ([command, workers]) => ({ command, workers, resolved: await resolveCommand(command, root, env) })),
  );
  const usesClaude = commands.some((command) => basename(command.command) === 'claude');
  return {
    enabled: config.supervisor.enabled,
    platform: process.platform,
    tmux: config.supervisor.enabled ? await tmuxVersion() : null,
    commands,
    usesClaude,
    claudeAuth: usesClaude ? await claudeAuth(env) : null,
  };
}

function tmuxVersion(): Promise<string | null> {
  return new Promise((done) => execFile('tmux', ['-V'], { encoding: 'utf8' }, (error, stdout) => done(error ? null : stdout.trim())));
}

/** Where a command resolves as execvp would find it: a path as given, else the first executable on PATH. */
async function resolveCommand(command: string, root: string, env: NodeJS.ProcessEnv): Promise<string | null> {
  const candidates = command.includes('/')
    ? [isAbsolute(command) ? command : resolve(root, command)]
    : (env.PATH ?? '')
        .split(delimiter)
        .filter(Boolean)
        .map((dir) => join(dir, command));
  for (const candidate of candidates) {
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not there or not executable: the next folder of PATH.
    }
  }
  return null;
}

async function claudeAuth(env: NodeJS.ProcessEnv): Promise<string | null> {
  if (env.ANTHROPIC_API_KEY) return 'ANTHROPIC_API_KEY is set';
  if (env.CLAUDE_CODE_OAUTH_TOKEN) return 'CLAUDE_CODE_OAUTH_TOKEN is set';
  const file = join(env.CLAUDE_CONFIG_DIR ?? join(env.HOME ?? homedir(), '.claude'), '.credentials.json');
  try {
    await access(file, constants.R_OK);
    return `credentials in ${file}`;
  } catch {
    return null;
  }
}
