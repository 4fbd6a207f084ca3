import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type TestContext, test } from 'node:test';
import { claudeBin, claudeHome, claudeMissing, transcriptsFolder } from '../helpers/claude-code.js';
import { onCleanup } from '../helpers/cleanup.js';
import { type DaemonProcess, spawnDaemon } from '../helpers/daemon-process.js';
import { type Answer, callTool, contentText, type ModelRequest, type ModelServer, sinceLastTurn, startModelServer } from '../helpers/model-server.js';
import { endTmuxServer, tmux, tmuxMissing } from '../helpers/processes.js';
import { need } from '../helpers/requirement.js';
import { inboxPath, taskMarkdown, tempProject, waitFor, writeLikeAProducer } from '../helpers/temp-project.js';
import { readTracking } from '../supervisor/supervised-project.js';
import { realWorkerLines, workerModel } from '../supervisor/worker-model.js';

/**
 * Managed real Claude Code workers whose hooks the daemon answers over loopback (type: "http"):
 * two workers in one folder, the project root, each handing off only its own stories; and a
 * daemon SIGKILLed mid-story, whose worker's calls are blocked while it is down (never allowed)
 * and who finishes the story once a daemon is back.
 */
const NEEDS = (t: TestContext) => need(t, { name: 'claude', missing: claudeMissing() }) && need(t, { name: 'tmux', missing: tmuxMissing() });
const ROSTER = { anvil: 'frontend', furnace: 'backend' } as const;
type Agent = keyof typeof ROSTER;

async function managedProject(t: TestContext, agents: Agent[], script: (root: string) => (request: ModelRequest) => Answer | Promise<Answer>) {
  let answer: ((request: ModelRequest) => Answer | Promise<Answer>) | null = null;
  const server: ModelServer = await startModelServer(t, (request) => answer!(request));
  const projectId = `mh-${randomBytes(4).toString('hex')}`;
  const root = await tempProject(t, '');
  answer = script(root);
  const home = await claudeHome(t, server, { cwd: root });
  const socket = `forge-${projectId}`;
  onCleanup(t, () => endTmuxServer(socket));
  const lines = [
    '[forge]',
    `project_id = "${projectId}"`,
    'dashboard_port = 0',
    '[supervisor]',
    'enabled = true',
    `workers = ${JSON.stringify(agents)}`,
    'restart_backoff = "100ms"',
    'stop_grace = "3s"',
    // Default cwd: the project root, which both workers share.
    ...agents.map(
      (agent) => `[workers.${agent}]\ntask_types = ["${ROSTER[agent]}"]\n${realWorkerLines([claudeBin(), '--dangerously-skip-permissions'], home.env, agent)}`,
    ),
  ];
  await writeFile(join(root, '_vibe-chain', 'config.toml'), `${lines.join('\n')}\n`);
  for (const agent of agents)
    await writeFile(join(root, '_vibe-chain', 'agents', 'forge', `${agent}.md`), `# ${agent}\nYou are ${agent}.\n`).catch(() => undefined);
  return { root, socket, server, home };
}

async function running(root: string, agents: Agent[], socket: string, daemon: DaemonProcess) {
  for (const agent of agents)
    await waitFor(`${agent} running`, async () => (await readTracking(root))?.workers[agent]?.supervisor?.state === 'running', 90_000).catch(
      async (error: Error) => {
        const screen = await tmux(socket, ['capture-pane', '-p', '-t', `=${agent}:`]).catch(() => '');
        throw new Error(`${error.message}\n${screen}\n${daemon.output()}`);
      },
    );
}

const submitTo = (root: string, agent: Agent, id: string, at: string) =>
  writeLikeAProducer(inboxPath(root, agent, `${id}.md`), taskMarkdown(root, id, agent, { task_type: ROSTER[agent], worktree_path: root }, at));

/** The agent a session was started as: its first prompt names it (the supervisor's fresh prompt). */
async function sessionAgents(folder: string): Promise<Map<string, string>> {
  const agents = new Map<string, string>();
  for (const name of await readdir(folder)) {
    if (!name.endsWith('.jsonl')) continue;
    const first = /You are the forge worker (\w+)\./.exec(await readFile(join(folder, name), 'utf8'));
    if (first) agents.set(name.slice(0, -'.jsonl'.length), first[1]!);
  }
  return agents;
}

test('two managed real workers sharing the project root each claim and hand off only their own stories, 8 of 8', async (t) => {
  if (!NEEDS(t)) return;
  const agents: Agent[] = ['anvil', 'furnace'];
  const { root, socket, server, home } = await managedProject(t, agents, workerModel);
  await import('node:fs/promises').then(({ mkdir }) => mkdir(join(root, '_vibe-chain', 'agents', 'forge'), { recursive: true }));
  for (const agent of agents) await writeFile(join(root, '_vibe-chain', 'agents', 'forge', `${agent}.md`), `# ${agent}\nYou are ${agent}.\n`);
  const daemon = spawnDaemon(t, root);
  await daemon.ready;
  await running(root, agents, socket, daemon);
  const stories: Array<[Agent, string]> = [];
  for (let i = 1; i <= 4; i++) for (const agent of agents) stories.push([agent, `${agent === 'anvil' ? 'APP' : 'SRV'}-${i}`]);
  for (const [index, [agent, id]] of stories.entries()) await submitTo(root, agent, id, new Date(Date.now() + index).toISOString());
  for (const [, id] of stories)
    await waitFor(`${id} handed off`, async () => (await readTracking(root))?.tasks[id]?.state === 'handed_off', 120_000).catch(async (error: Error) => {
      throw new Error(`${error.message}\n${daemon.output()}`);
    });
  assert.deepEqual(server.failures, []);
  const started = await sessionAgents(transcriptsFolder({ ...home, cwd: root }));
  assert.deepEqual([...new Set(started.values())].sort(), agents, 'one session each');
  let own = 0;
  for (const [agent, id] of stories) {
    const claim = await readFile(inboxPath(root, agent, `${id}.picked-up`), 'utf8');
    const session = /session_id: "([^"]+)"/.exec(claim)?.[1] ?? '';
    assert.equal(started.get(session), agent, `${id} was claimed by the session of ${started.get(session) ?? `unknown ${session}`}`);
    const handoff = await readFile(join(root, '_vibe-chain-output', 'handoffs', `${id}-pr-handoff.md`), 'utf8');
    assert.match(handoff, new RegExp(`^agent: "?${agent}"?$`, 'm'));
    own += 1;
  }
  assert.equal(own, 8);
  // The settings the sessions were started with are the daemon's, and name no agent or story.
  for (const agent of agents) {
    const settings = await readFile(join(root, '_vibe-chain-output', 'supervisor', `${agent}.settings.json`), 'utf8');
    assert.match(settings, /"type": "http"/);
    assert.doesNotMatch(settings, /anvil|furnace|APP-|SRV-/);
  }
  assert.equal(existsSync(join(root, '.claude', 'settings.local.json')), false, 'nothing written into the shared folder');
});

test('a daemon SIGKILLed mid-story blocks the worker calls while it is down, never allows one, and the worker finishes the story after the restart', async (t) => {
  if (!NEEDS(t)) return;
  let daemon: DaemonProcess | null = null;
  let phase: 'before' | 'down' | 'back' = 'before';
  let blockedText = '';
  let restart: (() => Promise<void>) | null = null;
  const { root, socket, server } = await managedProject(t, ['anvil'], (root) => {
    const handoff = workerModel(root);
    const marker = join(root, 'marker-K-1');
    const touch = (id: string) => callTool('Bash', { command: `touch ${marker}`, description: 'mark' }, { id });
    return async (request) => {
      const text = sinceLastTurn(request);
      const results = (request.messages.at(-1)?.content ?? []) as Array<{ type: string; tool_use_id?: string; is_error?: boolean; content?: unknown }>;
      const result = (id: string) => (Array.isArray(results) ? results.find((block) => block.type === 'tool_result' && block.tool_use_id === id) : undefined);
      if (phase === 'before' && text.includes('Build K-1.')) {
        // The daemon dies while the model thinks: its next call reaches no guard.
        daemon!.child.kill('SIGKILL');
        await daemon!.exited;
        phase = 'down';
        return touch('toolu_down');
      }
      const down = result('toolu_down');
      if (phase === 'down' && down) {
        blockedText = contentText(down.content as never);
        assert.equal(down.is_error, true, blockedText);
        assert.equal(existsSync(marker), false, 'the call did not run');
        await restart!();
        phase = 'back';
        return touch('toolu_back');
      }
      if (phase === 'back' && result('toolu_back')) {
        const back = result('toolu_back')!;
        assert.notEqual(back.is_error, true, contentText(back.content as never));
        // The handoff command of the task prompt, seen earlier in the conversation.
        return handoff({ ...request, messages: request.messages.filter((message) => JSON.stringify(message.content).includes('Build K-1.')) });
      }
      return handoff(request);
    };
  });
  await import('node:fs/promises').then(({ mkdir }) => mkdir(join(root, '_vibe-chain', 'agents', 'forge'), { recursive: true }));
  await writeFile(join(root, '_vibe-chain', 'agents', 'forge', 'anvil.md'), '# anvil\nYou are anvil.\n');
  daemon = spawnDaemon(t, root);
  await daemon.ready;
  restart = async () => {
    daemon = spawnDaemon(t, root);
    await daemon.ready;
  };
  await running(root, ['anvil'], socket, daemon);
  await submitTo(root, 'anvil', 'K-1', new Date().toISOString());
  await waitFor('K-1 handed off', async () => (await readTracking(root))?.tasks['K-1']?.state === 'handed_off', 120_000).catch(async (error: Error) => {
    throw new Error(`${error.message} (phase ${phase})\n${daemon!.output()}`);
  });
  assert.equal(phase, 'back');
  assert.ok(existsSync(join(root, 'marker-K-1')), 'the retried call ran once the guard was back');
  t.diagnostic(`the client's words for the call the unreachable guard blocked: ${blockedText}`);
  assert.match(blockedText, /PreToolUse:Bash hook error: .*retry-this-call-in-a-few-seconds/, blockedText);
  assert.deepEqual(server.failures, []);
  assert.match(daemon.output(), /adopted its running session/);
});
