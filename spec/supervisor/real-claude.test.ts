import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test, type TestContext } from 'node:test';
import { claudeBin, claudeHome, claudeMissing, tmuxMissing } from '../helpers/claude-code.js';
import { FORGE_BIN, spawnDaemon } from '../helpers/daemon-process.js';
import { callTool, lastUserText, say, sinceLastTurn, startModelServer, type Answer, type ModelRequest, type ModelServer } from '../helpers/model-server.js';
import { need } from '../helpers/requirement.js';
import { handoffPath, waitFor } from '../helpers/temp-project.js';
import { readTracking, submit, supervisedProject, supervisorOf, tmux } from './supervised-project.js';

/**
 * The supervisor with the real Claude Code client as its managed worker, offline: the model is
 * scripted (model-server.ts) and the client runs in a temp HOME laid out by the harness, whose
 * environment reaches the session through `[workers.anvil] env`.
 */

const NEEDS = (t: TestContext) => need(t, { name: 'claude', missing: claudeMissing() }) && need(t, { name: 'tmux', missing: tmuxMissing() });

/** A worker model: it runs the handoff command a task prompt gives, and answers anything else in a word. */
function worker(root: string) {
  return (request: ModelRequest): Answer => {
    const text = sinceLastTurn(request);
    const lastUser = request.messages.findLast((message) => message.role === 'user');
    if (typeof lastUser?.content !== 'string' && lastUser?.content.some((block) => block.type === 'tool_result')) return say('Handed off.');
    const given = /^(\S*forge) handoff --project (\S+) --story (\S+) /m.exec(text);
    // A resumed session's prompt names the story and its task file, not the command: the model knows it.
    const resumed = /interrupted while it worked on (\S+?)\. /.exec(lastUserText(request));
    const story = given?.[3] ?? resumed?.[1];
    if (!story) return say('ready');
    const forge = given?.[1] ?? `${JSON.stringify(process.execPath)} ${JSON.stringify(FORGE_BIN)}`;
    return callTool('Bash', { command: `${forge} handoff --project ${given?.[2] ?? JSON.stringify(root)} --story ${story} --status completed --summary 'did ${story}' --tests-passed 1 --tests-failed 0`, description: `hand off ${story}` });
  };
}

interface RealWorker {
  root: string;
  socket: string;
  server: ModelServer;
}

/** A supervised project whose anvil is the real client (`command` gives its argv) talking to `script`. */
async function realWorker(t: TestContext, script: (root: string) => (request: ModelRequest, index: number) => Answer | undefined | Promise<Answer | undefined>, command = [claudeBin(), '--dangerously-skip-permissions']): Promise<RealWorker> {
  let answer: ((request: ModelRequest, index: number) => Answer | undefined | Promise<Answer | undefined>) | null = null;
  const server = await startModelServer(t, (request, index) => answer!(request, index));
  const project = await supervisedProject(t, '', '');
  answer = script(project.root);
  const home = await claudeHome(t, server, { cwd: project.root });
  const env = Object.entries(home.env).map(([key, value]) => `${key} = ${JSON.stringify(value)}`);
  const config = await readFile(join(project.root, '_vibe-chain', 'config.toml'), 'utf8');
  await writeFile(join(project.root, '_vibe-chain', 'config.toml'), `${config}command = ${JSON.stringify(command)}\n[workers.anvil.env]\n${env.join('\n')}\n`);
  return { ...project, server };
}

const stateIs = (root: string, state: string) => async () => ((await supervisorOf(root))?.state === state ? (await supervisorOf(root))! : null);
const handedOff = (root: string, id: string) => async () => (await readTracking(root))?.tasks[id]?.state === 'handed_off';
const screenOf = (socket: string) => tmux(socket, ['capture-pane', '-p', '-t', '=anvil:']);

test('stories flow through a managed real Claude Code worker with no person present', async (t) => {
  if (!NEEDS(t)) return;
  const { root, socket, server } = await realWorker(t, worker);
  const daemon = spawnDaemon(t, root);
  await daemon.ready;
  await waitFor('anvil running', stateIs(root, 'running'), 60_000).catch(async (error: Error) => {
    throw new Error(`${error.message}\n${await screenOf(socket)}\n${daemon.output()}`);
  });
  for (const id of ['S-1', 'S-2']) await submit(root, id);
  for (const id of ['S-1', 'S-2']) await waitFor(`${id} handed off`, handedOff(root, id), 60_000);
  assert.deepEqual(server.failures, []);
  console.log(await screenOf(socket));
});
