import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type TestContext, test } from 'node:test';
import { processTable } from '../../src/supervisor/process-table.js';
import { freshPrompt, WAKE_LINE } from '../../src/supervisor/worker-launch.js';
import { NEEDS_REAL_WORKERS } from '../claude-code/managed-project.js';
import { type ClaudeHome, claudeBin, claudeHome } from '../helpers/claude-code.js';
import { onCleanup } from '../helpers/cleanup.js';
import { FORGE_BIN, spawnDaemon } from '../helpers/daemon-process.js';
import { type Answer, callTool, lastUserText, type ModelRequest, type ModelServer, say, sinceLastTurn, startModelServer } from '../helpers/model-server.js';
import { endTmuxServer, processesMentioning, tmux } from '../helpers/processes.js';
import { handoffPath, waitFor } from '../helpers/temp-project.js';
import { readTracking, submit, supervisedProject, supervisorOf } from './supervised-project.js';
import { realWorkerLines, workerModel as worker } from './worker-model.js';

/**
 * The supervisor with the real Claude Code client as its managed worker, offline: the model is
 * scripted (model-server.ts) and the client runs in a temp HOME laid out by the harness, whose
 * environment reaches the session through `[workers.anvil] env`.
 */

const NEEDS = NEEDS_REAL_WORKERS;

interface RealWorker {
  root: string;
  socket: string;
  server: ModelServer;
}

/** A supervised project whose anvil is the real client (`command` gives its argv) talking to `script`. */
async function realWorker(
  t: TestContext,
  script: (root: string) => (request: ModelRequest, index: number) => Answer | undefined | Promise<Answer | undefined>,
  command = [claudeBin(), '--dangerously-skip-permissions'],
  prepare?: (home: ClaudeHome) => Promise<void>,
): Promise<RealWorker & { home: string }> {
  let answer: ((request: ModelRequest, index: number) => Answer | undefined | Promise<Answer | undefined>) | null = null;
  const server = await startModelServer(t, (request, index) => answer!(request, index));
  const project = await supervisedProject(t, '', '');
  answer = script(project.root);
  const home = await claudeHome(t, server, { cwd: project.root });
  await prepare?.(home);
  // The client must be gone before its home is removed: ended by a hang-up, it writes its transcript there as it goes.
  onCleanup(t, () => killClients(project.socket));
  // The home needs the project's folder and the project the home's environment: its [workers.anvil] lines come last.
  const config = await readFile(join(project.root, '_vibe-chain', 'config.toml'), 'utf8');
  await writeFile(join(project.root, '_vibe-chain', 'config.toml'), `${config}${realWorkerLines(command, home.env)}`);
  return { ...project, server, home: home.home };
}

/** SIGKILL to every session's process group (nothing runs on the way out), then the tmux server. */
async function killClients(socket: string): Promise<void> {
  const pids = (await tmux(socket, ['list-panes', '-a', '-F', '#{pane_pid}']).catch(() => ''))
    .split('\n')
    .map(Number)
    .filter((pid) => pid > 0);
  for (const pid of pids) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch (error) {
      // ESRCH: that session's process is gone already.
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  }
  // tmux marks a pane dead once its process is gone (remain-on-exit keeps the pane to be seen).
  await waitFor(
    'the clients gone',
    async () => (await tmux(socket, ['list-panes', '-a', '-F', '#{pane_dead}']).catch(() => '')).split('\n').every((dead) => dead === '1' || dead === ''),
    10_000,
  );
  await endTmuxServer(socket);
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
  // The last argument after --settings is the session's first prompt, submitted as its first turn.
  assert.ok(
    server.requests.some((request) => lastUserText(request).includes(freshPrompt('anvil'))),
    'the first prompt was submitted',
  );
  for (const id of ['S-1', 'S-2']) assert.match(await readFile(handoffPath(root, id), 'utf8'), new RegExp(`summary: .*did ${id}`));
  // Each task reached the model as the Stop hook's blocking reason, the session's only prompt being its first.
  assert.equal(server.requests.filter((request) => /Stop hook feedback:/.test(sinceLastTurn(request))).length, 2);
});

/** The daemon up and anvil's real session running, its Stop hook waiting for work. */
async function running(t: TestContext, root: string, socket: string) {
  const daemon = spawnDaemon(t, root);
  await daemon.ready;
  const entry = await waitFor('anvil running', stateIs(root, 'running'), 60_000).catch(async (error: Error) => {
    throw new Error(`${error.message}\nscreen:\n${await screenOf(socket)}\n${daemon.output()}`);
  });
  return { daemon, entry };
}

/**
 * Whether anvil's Stop hook holds a turn: the daemon answers it as a held request and keeps the
 * turn's lock (`worker-inbox/anvil/.stop-<session>`) while it waits, with no process of its own.
 */
const stopTurnHeld = async (root: string) =>
  (await readdir(join(root, '_vibe-chain-output', 'worker-inbox', 'anvil')).catch(() => [])).some((name) => name.startsWith('.stop-'));

test('a real worker idle at its prompt is woken by the supervisor typing a line when a task lands, and claims it', async (t) => {
  if (!NEEDS(t)) return;
  const { root, socket, server } = await realWorker(t, worker);
  const { daemon } = await running(t, root, socket);
  await waitFor('its Stop hook waiting', () => stopTurnHeld(root));
  // An idle managed worker keeps no process of ours: the wait is a request the daemon holds.
  assert.deepEqual(await processesMentioning(`hook stop`), []);
  // A person presses Esc: the client ends the Stop hook's request, and the daemon's wait ends with it.
  await tmux(socket, ['send-keys', '-t', '=anvil:', 'Escape']);
  await waitFor('no Stop hook waiting', async () => !(await stopTurnHeld(root)), 10_000).catch(async (error: Error) => {
    throw new Error(`${error.message}\nscreen:\n${await screenOf(socket)}`);
  });
  await submit(root, 'W-1');
  await waitFor('W-1 handed off', handedOff(root, 'W-1'), 60_000).catch(async (error: Error) => {
    throw new Error(`${error.message}\nscreen:\n${await screenOf(socket)}\n${daemon.output()}`);
  });
  assert.match(daemon.output(), /typed a wake line \(try 1\)/);
  // Submitted the first time it was typed: a line whose Enter was lost would come again with the next.
  const lines = server.requests.map((request) => lastUserText(request).split(WAKE_LINE).length - 1).filter((count) => count > 0);
  assert.deepEqual(lines, [1], 'the typed line reached the model once, as a prompt of its own');
  assert.deepEqual(server.failures, []);
  assert.equal((await supervisorOf(root))?.state, 'running');
});

test('a real worker killed with SIGKILL mid-task is restarted and given the same task, which is handed off once', async (t) => {
  if (!NEEDS(t)) return;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding = false;
  const { root, socket, server } = await realWorker(t, (root) => {
    const answer = worker(root);
    return async (request) => {
      // The model is still thinking about K-1 when the worker's process is killed.
      if (!holding && sinceLastTurn(request).includes('Build K-1.')) {
        holding = true;
        await held;
        return say('never read');
      }
      return answer(request);
    };
  });
  t.after(release);
  const { daemon, entry: first } = await running(t, root, socket);
  await submit(root, 'K-1');
  await waitFor('K-1 with the model', () => holding);
  process.kill(first.pid!, 'SIGKILL');
  release();
  await waitFor('K-1 handed off', handedOff(root, 'K-1'), 90_000).catch(async (error: Error) => {
    throw new Error(`${error.message}\nscreen:\n${await screenOf(socket)}\n${daemon.output()}`);
  });
  const entry = await waitFor('running again', stateIs(root, 'running'));
  assert.equal(entry.restarts, 1);
  assert.deepEqual([entry.last_exit?.code, entry.last_exit?.signal], [null, 'SIGKILL'], `${JSON.stringify(entry)}\n${daemon.output()}`);
  assert.notEqual(entry.pid, first.pid);
  assert.equal((daemon.output().match(/given back K-1/g) ?? []).length, 1);
  assert.ok(
    server.requests.some((request) => /previous session of anvil was interrupted while it worked on K-1/.test(lastUserText(request))),
    'the new session was told',
  );
  const completed = (await readFile(join(root, '_vibe-chain-output', 'events.jsonl'), 'utf8'))
    .split('\n')
    .filter((line) => line.includes('forge-task-completed') && line.includes('"K-1"'));
  assert.equal(completed.length, 1, 'handed off once');
  assert.deepEqual(
    server.failures.filter((line) => !/never read/.test(line)),
    [],
  );
});

test('a real worker at a permission prompt is needs_input until a person answers it', async (t) => {
  if (!NEEDS(t)) return;
  // Without --dangerously-skip-permissions the client asks before it runs the handoff command.
  const { root, socket, server } = await realWorker(t, worker, [claudeBin(), '--permission-mode', 'default']);
  const { daemon } = await running(t, root, socket);
  await submit(root, 'P-1');
  const entry = await waitFor('needs_input', stateIs(root, 'needs_input'), 30_000).catch(async (error: Error) => {
    throw new Error(`${error.message}\nscreen:\n${await screenOf(socket)}\n${daemon.output()}`);
  });
  assert.match(entry.reason ?? '', /^permission_prompt: /, await screenOf(socket));
  // A person answers (the first choice, yes): the command runs, the turn ends in the Stop hook.
  await tmux(socket, ['send-keys', '-t', '=anvil:', 'Enter']);
  await waitFor('P-1 handed off', handedOff(root, 'P-1'), 60_000);
  await waitFor('running again', stateIs(root, 'running'), 30_000);
  assert.deepEqual(server.failures, []);
});

test("a real worker in auto mode, whose safety check cannot reach its server, is needs_input with the client's reason", async (t) => {
  if (!NEEDS(t)) return;
  // Claude Code 2.1.332 starts in auto mode without a permission flag; its check runs on Anthropic's
  // servers, which a session behind another ANTHROPIC_BASE_URL cannot reach: it asks a person.
  const { root, socket } = await realWorker(t, worker, [claudeBin()]);
  const { daemon } = await running(t, root, socket);
  await submit(root, 'A-1');
  const entry = await waitFor('needs_input', stateIs(root, 'needs_input'), 30_000).catch(async (error: Error) => {
    throw new Error(`${error.message}\nscreen:\n${await screenOf(socket)}\n${daemon.output()}`);
  });
  assert.match(entry.reason ?? '', /^agent_needs_input: /);
  assert.equal(entry.restarts, 0);
  assert.equal((await readTracking(root))?.tasks['A-1']?.state, 'picked_up', 'the task stays with the worker');
});

test('a real worker stuck on a start-up screen is needs_input with the screen, not restarted', async (t) => {
  if (!NEEDS(t)) return;
  const { root, socket, home } = await realWorker(t, worker);
  // The API key of its environment not approved yet: the client asks before anything else.
  const state = JSON.parse(await readFile(join(home, '.claude.json'), 'utf8')) as Record<string, unknown>;
  delete state.customApiKeyResponses;
  await writeFile(join(home, '.claude.json'), JSON.stringify(state));
  const daemon = spawnDaemon(t, root);
  await daemon.ready;
  const entry = await waitFor('needs_input', stateIs(root, 'needs_input'), 30_000).catch(async (error: Error) => {
    throw new Error(`${error.message}\nscreen:\n${await screenOf(socket)}\n${daemon.output()}`);
  });
  assert.match(entry.reason ?? '', /ANTHROPIC_API_KEY[\s\S]*Do you want to use this API key\?/);
  assert.equal(entry.restarts, 0);
});

/** Edits the client's global state (`~/.claude.json`) in a home laid out by the harness. */
async function editState(home: ClaudeHome, edit: (state: Record<string, unknown>) => void): Promise<void> {
  const file = join(home.home, '.claude.json');
  const state = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  edit(state);
  await writeFile(file, JSON.stringify(state));
}

test("a real worker whose first run cannot reach Anthropic's servers is needs_input with the screen, not restarted into a crash loop", async (t) => {
  if (!NEEDS(t)) return;
  // A first run (onboarding not done) with no key of its own checks api.anthropic.com, here kept on loopback.
  const { root, socket } = await realWorker(t, worker, undefined, async (home) => {
    await editState(home, (state) => delete state.hasCompletedOnboarding);
    delete home.env.ANTHROPIC_API_KEY;
    delete home.env.ANTHROPIC_BASE_URL;
    Object.assign(home.env, { HTTPS_PROXY: 'http://127.0.0.1:9', https_proxy: 'http://127.0.0.1:9' });
  });
  const daemon = spawnDaemon(t, root);
  await daemon.ready;
  const entry = await waitFor('needs_input', stateIs(root, 'needs_input'), 30_000).catch(async (error: Error) => {
    throw new Error(`${error.message}\nscreen:\n${await screenOf(socket)}\n${daemon.output()}`);
  });
  assert.match(entry.reason ?? '', /^Claude Code cannot reach Anthropic's servers [\s\S]*Unable to connect to Anthropic services/);
  assert.deepEqual([entry.restarts, entry.pid, entry.last_exit?.code], [0, null, 1], JSON.stringify(entry));
  assert.doesNotMatch(daemon.output(), /restarting/);
});

test("a real worker whose waiting Stop hook a daemon restart cut off sits at its prompt, is needs_input with the client's idle_prompt message, and a landing task wakes it", async (t) => {
  if (!NEEDS(t)) return;
  // The client sends idle_prompt once its prompt has waited this long after a turn (a minute by
  // default): long enough here for the next daemon to be listening when it comes, since a
  // notification sent while no daemon runs is lost (the hook fails, and the client does not retry).
  const { root, socket, server } = await realWorker(t, worker, undefined, (home) => editState(home, (state) => (state.messageIdleNotifThresholdMs = 8_000)));
  const { daemon: first } = await running(t, root, socket);
  await waitFor('its Stop hook waiting', () => stopTurnHeld(root));
  // The daemon dies while it holds the Stop hook's request: the hook fails, the turn ends normally
  // and the session sits at its prompt, as no person touched it. The next daemon adopts the session.
  first.child.kill('SIGKILL');
  await first.exited;
  const daemon = spawnDaemon(t, root);
  await daemon.ready;
  const entry = await waitFor('needs_input', stateIs(root, 'needs_input'), 30_000).catch(async (error: Error) => {
    throw new Error(`${error.message}\nscreen:\n${await screenOf(socket)}\n${daemon.output()}`);
  });
  assert.equal(entry.reason, 'idle_prompt: Claude is waiting for your input');
  await submit(root, 'I-1');
  await waitFor('I-1 handed off', handedOff(root, 'I-1'), 60_000).catch(async (error: Error) => {
    throw new Error(`${error.message}\nscreen:\n${await screenOf(socket)}\n${daemon.output()}`);
  });
  await waitFor('running again', stateIs(root, 'running'), 30_000);
  assert.match(daemon.output(), /adopted its running session/);
  assert.deepEqual(server.failures, []);
});

test("a real worker killed with SIGKILL while its Bash tool runs a command takes that command along, though Claude Code runs it out of the pane's session", async (t) => {
  if (!NEEDS(t)) return;
  // A command line no other process holds; not `sleep N`, which the client refuses to run in the foreground.
  const command = `${JSON.stringify(process.execPath)} -e 'setInterval(() => {}, 1000)' tool-${randomBytes(4).toString('hex')}`;
  let asked = false;
  const { root, socket } = await realWorker(t, (root) => {
    const answer = worker(root);
    return (request) => {
      if (!asked && sinceLastTurn(request).includes('Build K-1.')) {
        asked = true;
        return callTool('Bash', { command, description: 'a long tool command' });
      }
      return answer(request);
    };
  });
  const { daemon, entry: first } = await running(t, root, socket);
  const outOfSession = async (pids: number[], what: string) => {
    const rows = (await processTable()).filter((row) => pids.includes(row.pid));
    assert.ok(rows.length > 0, what);
    for (const row of rows)
      assert.ok(row.sid !== first.pid && row.pgid !== first.pid, `the client runs ${what} out of the pane's session and group: ${JSON.stringify(row)}`);
  };
  await waitFor('its Stop hook waiting', () => stopTurnHeld(root));
  await submit(root, 'K-1');
  // The shell the client runs the command in, and the command itself (unless the shell execs it).
  const marker = command.split(' ').at(-1)!;
  const tool = await waitFor(
    'the tool command running',
    async () => ((await processesMentioning(marker)).length > 0 ? processesMentioning(marker) : null),
    60_000,
  ).catch(async (error: Error) => {
    throw new Error(`${error.message}\nscreen:\n${await screenOf(socket)}\n${daemon.output()}`);
  });
  onCleanup(t, async () => {
    for (const pid of await processesMentioning(marker)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch (error) {
        // ESRCH: it ended between the look and the kill.
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
    }
  });
  await outOfSession(tool, "its Bash tool's command");
  process.kill(first.pid!, 'SIGKILL');
  await waitFor('K-1 handed off by the next session', handedOff(root, 'K-1'), 90_000).catch(async (error: Error) => {
    throw new Error(`${error.message}\nscreen:\n${await screenOf(socket)}\n${daemon.output()}`);
  });
  assert.deepEqual(await processesMentioning(marker), [], 'the tool command of the killed session is gone');
});

test('forge workers restart of a real worker starts a fresh session and logs no "needs a person"', async (t) => {
  if (!NEEDS(t)) return;
  const { root, socket, server } = await realWorker(t, worker);
  const { daemon, entry } = await running(t, root, socket);
  const before = daemon.output().length;
  const restart = spawnSync(process.execPath, [FORGE_BIN, 'workers', 'restart', 'anvil', '--project', root], {
    encoding: 'utf8',
    env: { ...process.env, HOME: root, XDG_CONFIG_HOME: root },
  });
  assert.match(restart.stdout, /anvil: restart requested/);
  const again = await waitFor(
    'anvil running in a new session',
    async () => {
      const now = await supervisorOf(root);
      return now?.state === 'running' && now.restarts === entry.restarts + 1 ? now : null;
    },
    60_000,
  ).catch(async (error: Error) => {
    throw new Error(`${error.message}\nscreen:\n${await screenOf(socket)}\n${daemon.output()}`);
  });
  assert.notEqual(again.pid, entry.pid);
  await submit(root, 'R-1');
  await waitFor('R-1 handed off', handedOff(root, 'R-1'), 60_000);
  assert.doesNotMatch(daemon.output().slice(before), /needs a person/);
  assert.deepEqual(server.failures, []);
});
