import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type TestContext, test } from 'node:test';
import { transcriptsFolder } from '../helpers/claude-code.js';
import { type DaemonProcess, spawnDaemon } from '../helpers/daemon-process.js';
import { type Answer, callTool, contentText, type ModelRequest, sinceLastTurn } from '../helpers/model-server.js';
import { inboxPath, taskMarkdown, waitFor, writeLikeAProducer } from '../helpers/temp-project.js';
import { readTracking } from '../supervisor/supervised-project.js';
import { workerModel } from '../supervisor/worker-model.js';
import { allRunning, managedProject, NEEDS_REAL_WORKERS, sessionAgents } from './managed-project.js';

/**
 * Managed real Claude Code workers whose hooks the daemon answers over loopback (type: "http"):
 * two workers in one folder, the project root, each handing off only its own stories; and a
 * daemon SIGKILLed mid-story, whose worker's calls are blocked while it is down (never allowed)
 * and who finishes the story once a daemon is back.
 */
const NEEDS = NEEDS_REAL_WORKERS;
const ROSTER = { anvil: 'frontend', furnace: 'backend' } as const;
type Agent = keyof typeof ROSTER;

const managed = (t: TestContext, agents: Agent[], script: (root: string) => (request: ModelRequest) => Answer | Promise<Answer>) =>
  managedProject(t, Object.fromEntries(agents.map((agent) => [agent, [ROSTER[agent]]])), script);

const submitTo = (root: string, agent: Agent, id: string, at: string) =>
  writeLikeAProducer(inboxPath(root, agent, `${id}.md`), taskMarkdown(root, id, agent, { task_type: ROSTER[agent], worktree_path: root }, at));

test('two managed real workers sharing the project root each claim and hand off only their own stories, 8 of 8', async (t) => {
  if (!NEEDS(t)) return;
  const agents: Agent[] = ['anvil', 'furnace'];
  const { root, socket, server, home } = await managed(t, agents, workerModel);
  const daemon = spawnDaemon(t, root);
  await daemon.ready;
  await allRunning(root, agents, socket, daemon);
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
  // The hooks the sessions were started with are the daemon's, and name no agent or story; the
  // sandbox names the one inbox folder its worker may write.
  for (const agent of agents) {
    const settings = JSON.parse(await readFile(join(root, '_vibe-chain-output', 'supervisor', `${agent}.settings.json`), 'utf8'));
    const hooks = JSON.stringify(settings.hooks);
    assert.match(hooks, /"type":"http"/);
    assert.doesNotMatch(hooks, /anvil|furnace|APP-|SRV-/);
    const other = agents.find((a) => a !== agent)!;
    const writable: string[] = settings.sandbox?.filesystem?.allowWrite ?? [];
    assert.doesNotMatch(JSON.stringify(settings.sandbox ?? {}), new RegExp(`${other}|APP-|SRV-`));
    if (settings.sandbox) assert.ok(writable.includes(join(root, '_vibe-chain-output', 'worker-inbox', agent)), writable.join());
  }
  // Forge writes no settings into the shared folder: what is there is the sandbox's empty placeholder, made lasting.
  const local = join(root, '.claude', 'settings.local.json');
  if (existsSync(local)) assert.equal(await readFile(local, 'utf8'), '', 'nothing written into the shared folder');
});

test('a daemon SIGKILLed mid-story blocks the worker calls while it is down, never allows one, and the worker finishes the story after the restart', async (t) => {
  if (!NEEDS(t)) return;
  let daemon: DaemonProcess | null = null;
  let phase: 'before' | 'down' | 'back' = 'before';
  let blockedText = '';
  let restart: (() => Promise<void>) | null = null;
  const { root, socket, server } = await managed(t, ['anvil'], (root) => {
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
  daemon = spawnDaemon(t, root);
  await daemon.ready;
  restart = async () => {
    daemon = spawnDaemon(t, root);
    await daemon.ready;
  };
  await allRunning(root, ['anvil'], socket, daemon);
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
