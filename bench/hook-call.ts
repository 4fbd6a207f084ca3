import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ClaudeHome, claudeHome, claudeMissing, claudeVersion, REPO_ROOT, runClaude } from '../spec/helpers/claude-code.js';
import type { CleanupScope } from '../spec/helpers/cleanup.js';
import { type Answer, callTool, say, startModelServer } from '../spec/helpers/model-server.js';
import { residentDaemon } from './lib/resident-daemon.js';
import { ms, report, summarize } from './lib/stats.js';

/**
 * What a hook costs each tool call of a real Claude Code session: sessions of CALLS Bash calls
 * (`echo`), timed per call as the gap between two model requests (the client runs the hooks and
 * the tool in between), for a session with no hooks (the baseline), a `node -e 0` command hook
 * (the floor of any node hook), a forge worker answered by the daemon's resident hooks (a managed
 * worker: type "http", no process per call), the same with the plugin loaded too, and a worker
 * started by hand with the plugin alone (command hooks, a node process per call).
 */
const CALLS = 20;

export async function run(sessions = 3): Promise<void> {
  const missing = claudeMissing();
  if (missing) {
    console.log(`hook-call: skipped: ${missing}`);
    return;
  }
  const cleanups: Array<() => unknown> = [];
  const scope: CleanupScope = { after: (fn) => void cleanups.push(fn as () => unknown) };
  const base = await mkdtemp(join(tmpdir(), 'hook-call-bench-'));
  try {
    const project = join(base, 'project');
    await mkdir(join(project, '_vibe-chain-output', 'worker-inbox'), { recursive: true });
    await mkdir(join(project, '_vibe-chain'), { recursive: true });
    await writeFile(join(project, '_vibe-chain', 'config.toml'), '[workers]\nidle_wait = "0s"\n[forge]\ndashboard_port = 0\n');
    const nodeHook = join(base, 'node-hook.settings.json');
    await writeFile(
      nodeHook,
      JSON.stringify({ hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: `${JSON.stringify(process.execPath)} -e 0` }] }] } }),
    );
    const daemon = await residentDaemon(project);
    cleanups.push(() => daemon.close());
    let queue: Answer[] = [];
    let arrivals: number[] = [];
    const server = await startModelServer(scope, () => {
      arrivals.push(performance.now());
      return queue.shift();
    });
    const session: ClaudeHome = await claudeHome(scope, server, { cwd: project });
    const cases: Record<string, { args: string[]; env: NodeJS.ProcessEnv }> = {
      'no hooks': { args: [], env: {} },
      'a node -e 0 command hook': { args: ['--settings', nodeHook], env: {} },
      'forge worker, resident hooks': { args: ['--settings', daemon.settings], env: daemon.env },
      'forge worker, resident hooks, the plugin loaded too': { args: ['--settings', daemon.settings, '--plugin-dir', REPO_ROOT], env: daemon.env },
      'forge worker started by hand, the plugin (command hooks)': { args: ['--plugin-dir', REPO_ROOT], env: { FORGE_AGENT: 'anvil', FORGE_PROJECT: project } },
    };
    const perCall = new Map<string, number[]>(Object.keys(cases).map((name) => [name, []]));
    const whole = new Map<string, number[]>(Object.keys(cases).map((name) => [name, []]));
    for (let round = 0; round < sessions; round++) {
      for (const [name, c] of Object.entries(cases)) {
        queue = [...Array.from({ length: CALLS }, (_, i) => callTool('Bash', { command: `echo ${i}`, description: `call ${i}` })), say('Done.')];
        arrivals = [];
        const started = performance.now();
        const result = await runClaude(scope, session, 'Run the commands.', { args: c.args, env: c.env });
        if (result.code !== 0) throw new Error(`${name}: claude -p exited ${result.code}: ${result.stderr}`);
        whole.get(name)!.push(performance.now() - started);
        // Gaps between the requests that answer one Bash call each (the first request starts the session).
        for (let i = 1; i < arrivals.length; i++) perCall.get(name)!.push(arrivals[i]! - arrivals[i - 1]!);
      }
    }
    if (server.failures.length > 0) throw new Error(`the scripted model saw unscripted requests: ${server.failures.join('; ')}`);
    console.log(`Claude Code ${claudeVersion()}, ${sessions} sessions of ${CALLS} Bash calls per case, interleaved`);
    const none = summarize(perCall.get('no hooks')!);
    for (const name of Object.keys(cases)) {
      const calls = summarize(perCall.get(name)!);
      report(
        `per call, ${name}`,
        calls,
        none,
        'no hooks',
        name.startsWith('forge worker, resident') ? 'added p50 <= 15 ms, p99 <= 30 ms' : 'none (a baseline)',
      );
      console.log(`  added per call: p50 ${ms(calls.median - none.median)}, p99 ${ms(calls.p99 - none.p99)}`);
    }
    const session0 = summarize(whole.get('no hooks')!);
    for (const name of Object.keys(cases)) report(`whole session, ${name}`, summarize(whole.get(name)!), session0, 'no hooks', 'resident: within 1.10x');
  } finally {
    while (cleanups.length > 0) await cleanups.pop()!();
    await rm(base, { recursive: true, force: true });
  }
}
