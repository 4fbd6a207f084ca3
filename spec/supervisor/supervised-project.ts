import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestContext } from 'node:test';
import { fileURLToPath } from 'node:url';
import { TRACKING_FILE } from '../../protocol/paths.js';
import type { SupervisorEntry, TrackingFile } from '../../protocol/tracking.js';
import { onCleanup } from '../helpers/cleanup.js';
import { FORGE_BIN, spawnDaemon } from '../helpers/daemon-process.js';
import { endTmuxServer, tmuxMissing } from '../helpers/processes.js';
import { need } from '../helpers/requirement.js';
import { inboxPath, taskMarkdown, tempProject, waitFor, writeLikeAProducer } from '../helpers/temp-project.js';

export const SIM_WORKER = fileURLToPath(new URL('./sim-worker.js', import.meta.url));

export function needTmux(t: TestContext): boolean {
  return need(t, { name: 'tmux', missing: tmuxMissing() });
}

export interface Supervised {
  root: string;
  socket: string;
}

/**
 * A temp project whose supervisor runs `anvil` (the simulated worker, unless `worker` gives its
 * `[workers.anvil]` lines), on a tmux socket of its own (its project id is unique), killed when
 * the test ends.
 */
export async function supervisedProject(
  t: TestContext,
  supervisor = '',
  worker = `command = [${JSON.stringify(process.execPath)}, ${JSON.stringify(SIM_WORKER)}]`,
): Promise<Supervised> {
  const projectId = `sv-${randomBytes(4).toString('hex')}`;
  const root = await tempProject(t, supervisedConfig(projectId, supervisor, worker));
  const socket = `forge-${projectId}`;
  onCleanup(t, () => endTmuxServer(socket));
  return { root, socket };
}

/** The config.toml of a project whose supervisor runs `anvil`, the simulated worker unless `worker` gives its lines. */
export function supervisedConfig(
  projectId: string,
  supervisor = '',
  worker = `command = [${JSON.stringify(process.execPath)}, ${JSON.stringify(SIM_WORKER)}]`,
): string {
  return [
    '[forge]',
    `project_id = "${projectId}"`,
    'dashboard_port = 0',
    '[supervisor]',
    'enabled = true',
    'workers = ["anvil"]',
    'restart_backoff = "100ms"',
    'stop_grace = "3s"',
    supervisor,
    '[workers.anvil]',
    'task_types = ["frontend"]',
    worker,
    '',
  ].join('\n');
}

export async function readTracking(root: string): Promise<TrackingFile | null> {
  try {
    return JSON.parse(await readFile(join(root, TRACKING_FILE), 'utf8')) as TrackingFile;
  } catch {
    return null;
  }
}

export async function supervisorOf(root: string, agent = 'anvil'): Promise<SupervisorEntry | undefined> {
  return (await readTracking(root))?.workers[agent]?.supervisor;
}

export async function submit(root: string, id: string, agent = 'anvil'): Promise<void> {
  await writeLikeAProducer(inboxPath(root, agent, `${id}.md`), taskMarkdown(root, id, agent));
}

/**
 * Starts the project's tmux server first, from a process that blocks SIGCHLD (as some shells do;
 * node clears its own mask, so perl does it): the server never reaps its panes' processes, which
 * stay zombies once they exit. False (the test skipped with one line) where perl is missing.
 */
export function unreapingTmuxServer(t: TestContext, socket: string): boolean {
  const blocked = spawnSync(
    'perl',
    [
      '-MPOSIX',
      '-e',
      'sigprocmask(SIG_BLOCK, POSIX::SigSet->new(SIGCHLD)) or die; exec @ARGV',
      'tmux',
      '-L',
      socket,
      'new-session',
      '-d',
      '-s',
      'placeholder',
      'sleep',
      '600',
    ],
    { encoding: 'utf8' },
  );
  if (!need(t, { name: 'perl', missing: blocked.error ? `perl: ${blocked.error.message}` : null })) return false;
  assert.equal(blocked.status, 0, blocked.stderr);
  return true;
}

/** `forge ARGS --project ROOT` with the project as HOME; its exit code and stdout. */
export function forge(root: string, args: string[]): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [FORGE_BIN, ...args, '--project', root],
      { encoding: 'utf8', env: { ...process.env, HOME: root, XDG_CONFIG_HOME: root } },
      (error, stdout) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout }),
    );
  });
}

export const stateIs = (root: string, state: string) => async () => ((await supervisorOf(root))?.state === state ? (await supervisorOf(root))! : null);

/** The daemon started, and anvil's session up with its Stop hook run. */
export async function runningDaemon(t: TestContext, root: string) {
  const daemon = spawnDaemon(t, root);
  await daemon.ready;
  return { daemon, running: await waitFor('anvil running', stateIs(root, 'running')) };
}
