import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { FORGE_BIN } from '../helpers/daemon-process.js';
import { notificationInput } from '../helpers/notification-input.js';

/**
 * Behaves like Claude Code under the supervisor: `node sim-worker.js --settings FILE PROMPT`.
 * It reads the hooks from the settings it is given and runs them as Claude Code does (a shell
 * command, the hook JSON on stdin): SessionStart once, then Stop after every turn. A turn acts on
 * its prompt: a task (a Stop hook's "- story: ID", or a resume line naming the story) is done by
 * writing the handoff with the real `forge handoff` (so is a held task the Stop hook names again); anything else is answered with one line.
 * With nothing to do it waits at a prompt for a typed line. Typed `!notify TYPE` runs the
 * Notification hook with the input Claude Code sends; `!exit` exits. The test steers it with files in the project root:
 * `sim-crash-<agent>` (exit 3 at start), `sim-offline-<agent>` (exit 1 at start on the screen a
 * first run of Claude Code shows without a network), `sim-hold-<agent>` (hold a task while it
 * exists, saying which in `sim-holding-<agent>`) and
 * `sim-cap-<agent>` (end each Stop hook after that many ms, leaving the session at its prompt) and
 * `sim-child-<agent>` (start a long `sleep` in a session of its own, as Claude Code runs its Bash
 * tool's commands and its hooks, and write its pid into `sim-child-<agent>.pid`).
 */
const args = process.argv.slice(2);
const settingsFile = args[args.indexOf('--settings') + 1]!;
const firstPrompt = args[args.length - 1]!;
const agent = process.env.FORGE_AGENT!;
const root = process.env.FORGE_PROJECT!;
interface HookSpec {
  type?: string;
  command?: string;
  url?: string;
  timeout?: number;
  headers?: Record<string, string>;
  allowedEnvVars?: string[];
}
const hooks = (JSON.parse(readFileSync(settingsFile, 'utf8')) as { hooks: Record<string, Array<{ hooks: HookSpec[] }>> }).hooks;
const say = (line: string) => process.stdout.write(`${line}\n`);

if (existsSync(join(root, `sim-offline-${agent}`))) {
  say('Unable to connect to Anthropic services');
  say('Failed to connect to api.anthropic.com: ENOTFOUND');
  say('Check your internet connection and network settings.');
  process.exit(1);
}

if (existsSync(join(root, `sim-crash-${agent}`))) {
  say('sim: crashing at start');
  process.exit(3);
}

function runHook(event: string, input: Record<string, unknown>): Promise<string> {
  const hook = hooks[event]?.[0]?.hooks[0];
  const body = JSON.stringify({ session_id: `sim-${process.pid}`, cwd: process.cwd(), hook_event_name: event, ...input });
  if (hook?.type === 'http' && hook.url) return postHook(event, hook, body);
  const command = hook?.command;
  if (!command) return Promise.resolve('');
  return new Promise((resolve, reject) => {
    // Claude Code ends a hook at its timeout; `sim-cap-<agent>` (ms) plays a cap that ends the Stop
    // hook early, so that hook runs in a group of its own, which the cap ends with all it started.
    const cap = join(root, `sim-cap-${agent}`);
    const capped = event === 'Stop' && existsSync(cap);
    const child = spawn('sh', ['-c', command], { stdio: ['pipe', 'pipe', 'pipe'], detached: capped });
    if (capped) setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), Number(readFileSync(cap, 'utf8')));
    // The Stop hook says on stderr when it starts waiting: `sim-waiting-<agent>` tells a benchmark it may land the next task.
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      if (event === 'Stop' && text.includes('nothing to claim')) writeFileSync(join(root, `sim-waiting-${agent}`), String(Date.now()));
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.on('error', reject);
    child.on('close', () => resolve(out));
    child.stdin.end(body);
  });
}

/**
 * An http hook as Claude Code runs it: POST the hook JSON, header values taking `$VAR` from the
 * environment for the names in allowedEnvVars, ended at its timeout (or at `sim-cap-<agent>`). A
 * failure answers nothing, as the client's does on a Stop hook. The answer gives no sign that the
 * Stop hook waits, so `sim-waiting-<agent>` is written once the request has gone 100 ms unanswered.
 */
async function postHook(event: string, hook: HookSpec, body: string): Promise<string> {
  const allowed = new Set(hook.allowedEnvVars ?? []);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  for (const [name, value] of Object.entries(hook.headers ?? {}))
    headers[name] = value.replace(/\$\{?([A-Za-z_]\w*)\}?/g, (_, variable: string) => (allowed.has(variable) ? (process.env[variable] ?? '') : ''));
  const cap = join(root, `sim-cap-${agent}`);
  const ms = event === 'Stop' && existsSync(cap) ? Number(readFileSync(cap, 'utf8')) : (hook.timeout ?? 60) * 1000;
  const waiting = event === 'Stop' ? setTimeout(() => writeFileSync(join(root, `sim-waiting-${agent}`), String(Date.now())), 100) : undefined;
  try {
    const response = await fetch(hook.url!, { method: 'POST', headers, body, signal: AbortSignal.timeout(Math.min(ms, 2_147_000_000)) });
    return response.ok ? await response.text() : '';
  } catch (error) {
    // AbortError/TimeoutError: the hook's time ran out; TypeError: no server there. The client goes on without the hook.
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError' || error instanceof TypeError)) return '';
    throw error;
  } finally {
    clearTimeout(waiting);
  }
}

function forge(argv: string[]): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [FORGE_BIN, ...argv], { stdio: 'ignore' });
    child.on('error', reject);
    child.on('close', resolve);
  });
}

const typed: string[] = [];
let onLine: (() => void) | null = null;
createInterface({ input: process.stdin }).on('line', (line) => {
  // A notification comes whatever the session is doing, as Claude Code's do.
  if (line.startsWith('!notify ')) {
    void runHook(
      'Notification',
      notificationInput(line.slice('!notify '.length), {
        session_id: `sim-${process.pid}`,
        transcript_path: join(root, 'sim-transcript.jsonl'),
        cwd: process.cwd(),
      }),
    );
    return;
  }
  typed.push(line);
  onLine?.();
});
const nextLine = async (): Promise<string> => {
  while (typed.length === 0) await new Promise<void>((resolve) => (onLine = resolve));
  return typed.shift()!;
};

async function act(prompt: string): Promise<void> {
  const story =
    /^- story: (\S+)/m.exec(prompt)?.[1] ?? /interrupted while it worked on (\S+?)\. /.exec(prompt)?.[1] ?? /^You still hold task (\S+) \(/m.exec(prompt)?.[1];
  if (!story) {
    say(`sim: ${prompt.slice(0, 60)} -> ready`);
    return;
  }
  say(`sim: working on ${story}`);
  const hold = join(root, `sim-hold-${agent}`);
  // Says it has the task: a test that kills it while it holds one must know the task reached it.
  if (existsSync(hold)) writeFileSync(join(root, `sim-holding-${agent}`), story);
  while (existsSync(hold)) await new Promise((resolve) => setTimeout(resolve, 50));
  const code = await forge(['handoff', '--story', story, '--status', 'completed', '--summary', `did ${story} in ${process.pid}`, '--project', root]);
  say(`sim: handed off ${story} (exit ${code})`);
}

if (existsSync(join(root, `sim-child-${agent}`))) {
  const child = spawn('sleep', ['3600'], { stdio: 'ignore', detached: true });
  child.unref();
  writeFileSync(join(root, `sim-child-${agent}.pid`), String(child.pid));
}

await runHook('SessionStart', { source: 'startup' });
let prompt: string | null = firstPrompt;
for (;;) {
  if (prompt !== null) {
    await act(prompt);
    const answer = (await runHook('Stop', { stop_hook_active: false })).trim();
    const decision = answer ? (JSON.parse(answer) as { decision?: string; reason?: string }) : {};
    prompt = decision.decision === 'block' ? decision.reason! : null;
    continue;
  }
  process.stdout.write('> ');
  const line = await nextLine();
  if (line === '!exit') process.exit(0);
  prompt = line;
}
