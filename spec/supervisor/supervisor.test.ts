import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type TestContext, test } from 'node:test';
import { DEFAULT_CONFIG } from '../../protocol/config.js';
import { isAlive as pidAlive } from '../../src/daemon/daemon-lock.js';
import { pickNext } from '../../src/parties/pick-next.js';
import { FORGE_BIN, spawnDaemon } from '../helpers/daemon-process.js';
import { endTmuxServer, processesMentioning, tmux } from '../helpers/processes.js';
import { handoffPath, waitFor } from '../helpers/temp-project.js';
import { forge, needTmux, readTracking, runningDaemon, stateIs, submit, supervisedProject, supervisorOf, unreapingTmuxServer } from './supervised-project.js';

const handedOff = (root: string, id: string) => async () => (await readTracking(root))?.tasks[id]?.state === 'handed_off';

test('stories flow through a managed worker with no person present', async (t) => {
  if (!needTmux(t)) return;
  const { root, socket } = await supervisedProject(t);
  await runningDaemon(t, root);
  for (const id of ['S-1', 'S-2', 'S-3']) await submit(root, id);
  for (const id of ['S-1', 'S-2', 'S-3']) await waitFor(`${id} handed off`, handedOff(root, id));
  const sessions = (await tmux(socket, ['list-sessions', '-F', '#{session_name}'])).trim().split('\n');
  assert.deepEqual(sessions, ['anvil']);
});

/** A supervised project whose anvil, once running, sits at its prompt: its Stop hook ended. */
async function stoppedAtPrompt(t: TestContext) {
  const { root, socket } = await supervisedProject(t);
  // Each Stop hook is ended after 300 ms, as a hook timeout would: the session sits at its prompt.
  await writeFile(join(root, 'sim-cap-anvil'), '300');
  const { daemon } = await runningDaemon(t, root);
  await waitFor('anvil at its prompt', async () => (await tmux(socket, ['capture-pane', '-p', '-t', '=anvil:'])).trimEnd().endsWith('>'));
  await rm(join(root, 'sim-cap-anvil'));
  return { root, socket, daemon };
}

test('a worker stopped at its prompt is woken by a task landing in its inbox and claims it', async (t) => {
  if (!needTmux(t)) return;
  const { root, daemon } = await stoppedAtPrompt(t);
  await submit(root, 'W-1');
  await waitFor('W-1 handed off', handedOff(root, 'W-1'));
  assert.match(daemon.output(), /typed a wake line \(try 1\)/);
  assert.equal((await supervisorOf(root))?.state, 'running');
});

test('a task claimed by a Stop hook whose daemon was killed before it answered reaches the session: a wake line, and its Stop hook gives the held task', async (t) => {
  if (!needTmux(t)) return;
  const { root, daemon } = await stoppedAtPrompt(t);
  const pid = await waitFor('the pid', async () => (await supervisorOf(root))?.pid);
  daemon.child.kill('SIGKILL');
  await daemon.exited;
  // What the killed daemon left: the claim its Stop turn made for the session, and that turn's lock naming it.
  await submit(root, 'L-1');
  const claim = await pickNext(root, {
    agent: 'anvil',
    session_id: `sim-${pid}`,
    now: () => new Date().toISOString(),
    maxBytes: DEFAULT_CONFIG.daemon.max_task_bytes,
    keys: new Map(),
  });
  assert.equal(claim.picked?.id, 'L-1');
  await writeFile(join(root, '_vibe-chain-output', 'worker-inbox', 'anvil', `.stop-sim-${pid}`), `pid: ${daemon.child.pid}\n`);
  const second = spawnDaemon(t, root);
  await second.ready;
  await waitFor('L-1 handed off', handedOff(root, 'L-1'));
  assert.match(second.output(), /worker anvil: a Stop hook of its session died mid-turn/);
  assert.match(second.output(), /typed a wake line \(try 1\)/);
  // The session's next Stop hook waits again, under a lock of the live daemon's.
  const lock = await readFile(join(root, '_vibe-chain-output', 'worker-inbox', 'anvil', `.stop-sim-${pid}`), 'utf8').catch(() => '');
  assert.ok(lock === '' || lock === `pid: ${second.child.pid}\n`, lock);
});

test('a worker killed mid-task is restarted and given the same task, which is handed off once', async (t) => {
  if (!needTmux(t)) return;
  const { root } = await supervisedProject(t);
  await writeFile(join(root, 'sim-hold-anvil'), '');
  const { daemon } = await runningDaemon(t, root);
  await submit(root, 'K-1');
  const claimFile = join(root, '_vibe-chain-output', 'worker-inbox', 'anvil', 'K-1.picked-up');
  // The claim is created empty (exclusive create) and filled a moment later: killed in between, the
  // worker would leave a claim that names no session.
  await waitFor('K-1 claimed with its content', async () => /sim-\d+/.test(await readFile(claimFile, 'utf8').catch(() => '')));
  // Killed only once the task reached the worker: a worker killed before the Stop hook's answer
  // reached it never had the task, and the daemon rightly withdraws that claim.
  await waitFor('K-1 with the worker', async () => (await readFile(join(root, 'sim-holding-anvil'), 'utf8').catch(() => '')) === 'K-1');
  const first = await waitFor('the pid', async () => (await supervisorOf(root))?.pid);
  process.kill(first, 'SIGKILL');
  await rm(join(root, 'sim-hold-anvil'));
  await waitFor('K-1 handed off', handedOff(root, 'K-1'), 60_000);
  const handoff = await readFile(handoffPath(root, 'K-1'), 'utf8');
  const by = Number(/did K-1 in (\d+)/.exec(handoff)?.[1]);
  assert.notEqual(by, first, 'the handoff comes from the new session');
  const entry = await waitFor('running again', stateIs(root, 'running'));
  assert.equal(entry.restarts, 1);
  assert.equal(entry.last_exit?.signal, 'SIGKILL', JSON.stringify(entry));
  assert.equal((daemon.output().match(/given back K-1/g) ?? []).length, 1);
  const claim = await readFile(claimFile, 'utf8');
  assert.match(claim, new RegExp(`sim-${first}\\b`), "the claim is still the first session's: the task was given back, not claimed again");
  const completed = (await readFile(join(root, '_vibe-chain-output', 'events.jsonl'), 'utf8'))
    .split('\n')
    .filter((line) => line.includes('forge-task-completed') && line.includes('"K-1"'));
  assert.equal(completed.length, 1, 'handed off once');
});

test('a crash loop makes the worker failed, with one escalation and no more restarts', async (t) => {
  if (!needTmux(t)) return;
  const { root } = await supervisedProject(t, 'crash_loop = 3\ncrash_window = "1m"');
  await writeFile(join(root, 'sim-crash-anvil'), '');
  const daemon = spawnDaemon(t, root);
  await daemon.ready;
  const entry = await waitFor('anvil failed', stateIs(root, 'failed'));
  assert.match(entry.reason ?? '', /crash loop: 3 exits/);
  assert.equal(entry.restarts, 2);
  assert.equal(entry.last_exit?.code, 3, JSON.stringify(entry));
  await waitFor('the event', async () =>
    (await readFile(join(root, '_vibe-chain-output', 'events.jsonl'), 'utf8').catch(() => '')).includes('forge-agent-needs-person'),
  );
  const events = (await readFile(join(root, '_vibe-chain-output', 'events.jsonl'), 'utf8'))
    .split('\n')
    .filter((line) => line.includes('forge-agent-needs-person'));
  assert.equal(events.length, 1);
  assert.equal((daemon.output().match(/worker anvil failed/g) ?? []).length, 1);
  assert.equal((await supervisorOf(root))?.restarts, 2);
});

test('an exit that a tmux server never reaps (one started with SIGCHLD blocked) is recorded without a status after a bounded wait, with the cause named', async (t) => {
  if (!needTmux(t)) return;
  const { root, socket } = await supervisedProject(t, 'crash_loop = 2\ncrash_window = "1m"');
  if (!unreapingTmuxServer(t, socket)) return;
  await writeFile(join(root, 'sim-crash-anvil'), '');
  const daemon = spawnDaemon(t, root);
  await daemon.ready;
  const entry = await waitFor('anvil failed', stateIs(root, 'failed'));
  assert.deepEqual([entry.last_exit?.code, entry.last_exit?.signal], [null, null], JSON.stringify(entry));
  assert.match(daemon.output(), /gave no exit status: a tmux server that does not reap its panes was started with SIGCHLD blocked/);
});

test('a daemon killed and started again adopts the live session instead of starting another', async (t) => {
  if (!needTmux(t)) return;
  const { root, socket } = await supervisedProject(t);
  const { daemon: first, running } = await runningDaemon(t, root);
  first.child.kill('SIGKILL');
  await first.exited;
  const second = spawnDaemon(t, root);
  await second.ready;
  await waitFor('adopted', async () => second.output().includes('adopted its running session'));
  const again = await waitFor('anvil running again', stateIs(root, 'running'));
  assert.equal(again.pid, running.pid);
  assert.equal(again.restarts, 0);
  assert.deepEqual((await tmux(socket, ['list-sessions', '-F', '#{session_name}'])).trim().split('\n'), ['anvil']);
  await submit(root, 'A-1');
  await waitFor('A-1 handed off', handedOff(root, 'A-1'));
});

test('a permission prompt makes the worker needs_input until it acts again', async (t) => {
  if (!needTmux(t)) return;
  const { root, socket } = await supervisedProject(t);
  await runningDaemon(t, root);
  // Mid-task, as a permission prompt comes: the worker holds P-1 until sim-hold-anvil goes.
  await writeFile(join(root, 'sim-hold-anvil'), '');
  await submit(root, 'P-1');
  await waitFor('P-1 picked up', async () => (await readTracking(root))?.tasks['P-1']?.state === 'picked_up');
  await tmux(socket, ['send-keys', '-t', '=anvil:', '-l', '!notify permission_prompt']);
  await tmux(socket, ['send-keys', '-t', '=anvil:', 'Enter']);
  const entry = await waitFor('needs_input', stateIs(root, 'needs_input'), 10_000);
  assert.match(entry.reason ?? '', /^permission_prompt: Claude needs your permission/);
  assert.match((await forge(root, ['workers'])).stdout, /anvil needs_input: permission_prompt/);
  // The turn ends in the worker's Stop hook, which removes the signal.
  await rm(join(root, 'sim-hold-anvil'));
  await waitFor('P-1 handed off', handedOff(root, 'P-1'));
  await waitFor('running again', stateIs(root, 'running'));
});

test('a worker idle at its prompt that Claude Code reports as idle_prompt is needs_input with the message, until a landing task wakes it', async (t) => {
  if (!needTmux(t)) return;
  const { root, socket, daemon } = await stoppedAtPrompt(t);
  // The client sends idle_prompt once its prompt has waited messageIdleNotifThresholdMs after a turn.
  await tmux(socket, ['send-keys', '-t', '=anvil:', '-l', '!notify idle_prompt']);
  await tmux(socket, ['send-keys', '-t', '=anvil:', 'Enter']);
  const entry = await waitFor('needs_input', stateIs(root, 'needs_input'), 10_000);
  assert.equal(entry.reason, 'idle_prompt: Claude is waiting for your input');
  assert.match((await forge(root, ['workers'])).stdout, /anvil needs_input: idle_prompt: Claude is waiting for your input/);
  await submit(root, 'I-1');
  await waitFor('I-1 handed off', handedOff(root, 'I-1'));
  assert.match(daemon.output(), /typed a wake line \(try 1\)/);
  await waitFor('running again', stateIs(root, 'running'));
  assert.equal(existsSync(join(root, '_vibe-chain-output', 'worker-inbox', 'anvil', '.needs-input')), false, 'its Stop hook removed the signal');
});

test('a worker whose first run cannot reach its servers is needs_input with the screen, not restarted into a crash loop', async (t) => {
  if (!needTmux(t)) return;
  const { root } = await supervisedProject(t, 'crash_loop = 3\ncrash_window = "1m"');
  await writeFile(join(root, 'sim-offline-anvil'), '');
  const daemon = spawnDaemon(t, root);
  await daemon.ready;
  const entry = await waitFor('needs_input', stateIs(root, 'needs_input'));
  assert.match(entry.reason ?? '', /^Claude Code cannot reach Anthropic's servers .*; the screen shows:\n[\s\S]*Unable to connect to Anthropic services\n/);
  assert.deepEqual([entry.restarts, entry.pid, entry.last_exit?.code], [0, null, 1]);
  assert.doesNotMatch(daemon.output(), /restarting/);
  // A person fixes the network and starts the worker again.
  await rm(join(root, 'sim-offline-anvil'));
  const started = await forge(root, ['workers', 'start', 'anvil']);
  assert.match(started.stdout, /anvil: start requested \(was needs_input\)/);
  const running = await waitFor('anvil running', stateIs(root, 'running'));
  assert.equal(running.restarts, 1);
  assert.equal(running.reason, null);
});

test('attaching and detaching with Ctrl+D leave the worker running', async (t) => {
  if (!needTmux(t)) return;
  const { root, socket } = await supervisedProject(t);
  const { running } = await runningDaemon(t, root);
  // A terminal of its own: a session on another tmux server runs `forge attach anvil`.
  const outer = `${socket}-client`;
  t.after(() => endTmuxServer(outer));
  await tmux(outer, ['new-session', '-d', '-s', 'term', '-x', '200', '-y', '50', '--', process.execPath, FORGE_BIN, 'attach', 'anvil', '--project', root]);
  await waitFor('a client attached', async () => (await tmux(socket, ['list-clients', '-F', '#{session_name}'])).trim() === 'anvil');
  await tmux(outer, ['send-keys', '-t', '=term:', 'C-d']);
  await waitFor('the client detached', async () => (await tmux(socket, ['list-clients'])).trim() === '');
  assert.ok(pidAlive(running.pid!));
  assert.equal((await supervisorOf(root))?.state, 'running');
  const shown = await forge(root, ['workers', 'show', 'anvil']);
  assert.match(shown.stdout, /sim: /);
});

test('forge stop leaves no tmux session and no worker process behind', async (t) => {
  if (!needTmux(t)) return;
  const { root, socket } = await supervisedProject(t);
  const { daemon, running } = await runningDaemon(t, root);
  const stopped = await forge(root, ['stop']);
  assert.equal(stopped.code, 0, stopped.stdout);
  await daemon.exited;
  await assert.rejects(tmux(socket, ['list-sessions']), /no server running|error connecting/);
  await waitFor(
    'no process of the project left (the worker and its waiting Stop hook included)',
    async () => (await processesMentioning(root)).length === 0,
    10_000,
  );
  assert.ok(
    !pidAlive(running.pid!) || (await readFile(`/proc/${running.pid}/stat`, 'utf8').catch(() => '')).includes(') Z '),
    'the worker is gone (a zombie waiting for its reaper counts as gone)',
  );
});
