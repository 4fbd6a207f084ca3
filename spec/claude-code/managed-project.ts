import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestContext } from 'node:test';
import { claudeBin, claudeHome, claudeMissing } from '../helpers/claude-code.js';
import { onCleanup } from '../helpers/cleanup.js';
import type { DaemonProcess } from '../helpers/daemon-process.js';
import { type Answer, type ModelRequest, type ModelServer, startModelServer } from '../helpers/model-server.js';
import { endTmuxServer, tmux, tmuxMissing } from '../helpers/processes.js';
import { need } from '../helpers/requirement.js';
import { tempProject, waitFor } from '../helpers/temp-project.js';
import { readTracking } from '../supervisor/supervised-project.js';
import { realWorkerLines } from '../supervisor/worker-model.js';

/**
 * A project whose managed workers are the real Claude Code client (pinned, offline, a scripted
 * model on 127.0.0.1, a temp HOME), all in the default cwd, the project root, which they share.
 */

/** The real client and tmux, or the test says in one line why it skipped (and fails under FORGE_REQUIRE). */
export const NEEDS_REAL_WORKERS = (t: TestContext) =>
  need(t, { name: 'claude', missing: claudeMissing() }) && need(t, { name: 'tmux', missing: tmuxMissing() });

export interface ManagedProject {
  root: string;
  socket: string;
  server: ModelServer;
  home: Awaited<ReturnType<typeof claudeHome>>;
}

/**
 * `roster` maps each worker to the task types it takes; `extra` is more config.toml. The script
 * gets the project root once it exists. Each worker has a personality file naming it.
 */
export async function managedProject(
  t: TestContext,
  roster: Record<string, readonly string[]>,
  script: (root: string) => (request: ModelRequest) => Answer | Promise<Answer>,
  options: { extra?: string; root?: string } = {},
): Promise<ManagedProject> {
  let answer: ((request: ModelRequest) => Answer | Promise<Answer>) | null = null;
  const server: ModelServer = await startModelServer(t, (request) => answer!(request));
  const projectId = `mh-${randomBytes(4).toString('hex')}`;
  const root = options.root ?? (await tempProject(t, ''));
  answer = script(root);
  const home = await claudeHome(t, server, { cwd: root });
  const socket = `forge-${projectId}`;
  onCleanup(t, () => endTmuxServer(socket));
  const agents = Object.keys(roster);
  const lines = [
    '[forge]',
    `project_id = "${projectId}"`,
    'dashboard_port = 0',
    '[supervisor]',
    'enabled = true',
    `workers = ${JSON.stringify(agents)}`,
    'restart_backoff = "100ms"',
    'stop_grace = "3s"',
    options.extra ?? '',
    ...agents.map(
      (agent) =>
        `[workers.${agent}]\ntask_types = ${JSON.stringify(roster[agent])}\n${realWorkerLines([claudeBin(), '--dangerously-skip-permissions'], home.env, agent)}`,
    ),
  ];
  await writeFile(join(root, '_vibe-chain', 'config.toml'), `${lines.join('\n')}\n`);
  await mkdir(join(root, '_vibe-chain', 'agents', 'forge'), { recursive: true });
  for (const agent of agents) await writeFile(join(root, '_vibe-chain', 'agents', 'forge', `${agent}.md`), `# ${agent}\nYou are ${agent}.\n`);
  return { root, socket, server, home };
}

/** Waits until the supervisor reports every worker running; a timeout shows the pane and the daemon's output. */
export async function allRunning(root: string, agents: readonly string[], socket: string, daemon: DaemonProcess): Promise<void> {
  for (const agent of agents)
    await waitFor(`${agent} running`, async () => (await readTracking(root))?.workers[agent]?.supervisor?.state === 'running', 90_000).catch(
      async (error: Error) => {
        const screen = await tmux(socket, ['capture-pane', '-p', '-t', `=${agent}:`]).catch(() => '');
        throw new Error(`${error.message}\n${screen}\n${daemon.output()}`);
      },
    );
}

/** The agent each session was started as (its first prompt names it), by session id. */
export async function sessionAgents(folder: string): Promise<Map<string, string>> {
  const agents = new Map<string, string>();
  for (const name of await readdir(folder)) {
    if (!name.endsWith('.jsonl')) continue;
    const first = /You are the forge worker (\w+)\./.exec(await readFile(join(folder, name), 'utf8'));
    if (first) agents.set(name.slice(0, -'.jsonl'.length), first[1]!);
  }
  return agents;
}
