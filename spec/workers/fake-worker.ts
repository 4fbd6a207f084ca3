import { spawn } from 'node:child_process';
import { FORGE_BIN } from '../helpers/daemon-process.js';

/**
 * Plays a Claude Code worker session: `node fake-worker.js ROOT AGENT`. At each end of turn it
 * runs the real Stop hook with Stop-hook JSON on stdin; a "block" answer is a task, which it
 * "does" by writing the handoff with the real `forge handoff`, then ends its turn again. An empty
 * answer ends the session. It prints one JSON line per event: waiting, claimed (with the prompt), stopped.
 */
const [root, agent] = process.argv.slice(2) as [string, string];
const env = { ...process.env, HOME: root };
const say = (event: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(event)}\n`);

function run(args: string[], input: string, onStderr: (text: string) => void = () => {}): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [FORGE_BIN, ...args], { cwd: root, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', onStderr);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout }));
    child.stdin.end(input);
  });
}

let turn = 0;
for (;;) {
  const stopInput = {
    session_id: 'fake-session',
    transcript_path: `${root}/transcript.jsonl`,
    cwd: root,
    hook_event_name: 'Stop',
    stop_hook_active: turn > 0,
    last_assistant_message: 'done',
  };
  const hook = await run(['hook', 'stop', '--agent', agent, '--project', root], JSON.stringify(stopInput), (text) => {
    if (text.includes('waiting up to')) say({ event: 'waiting' });
  });
  const answer = JSON.parse(hook.stdout) as { decision?: string; reason?: string };
  if (hook.code !== 0 || answer.decision !== 'block') {
    say({ event: 'stopped', code: hook.code, answer });
    break;
  }
  const id = /^- story: (\S+)/m.exec(answer.reason!)![1]!;
  say({ event: 'claimed', id, prompt: answer.reason });
  const handoff = await run(['handoff', '--story', id, '--status', 'completed', '--summary', `did ${id}`, '--project', root], '');
  if (handoff.code !== 0) throw new Error(`forge handoff failed for ${id}: ${handoff.stdout}`);
  turn += 1;
}
