import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ClaudeHome, claudeHome, claudeMissing, claudeVersion, REPO_ROOT, runClaude } from '../spec/helpers/claude-code.js';
import type { CleanupScope } from '../spec/helpers/cleanup.js';
import { type Answer, callTool, say, startModelServer } from '../spec/helpers/model-server.js';
import { residentDaemon } from './lib/resident-daemon.js';
import { report, summarize } from './lib/stats.js';

/**
 * What our hooks cost a real Claude Code session: wall time of one `claude -p` run with three
 * scripted turns (two Bash calls, then an answer) against the scripted model server, as a forge
 * worker with the plugin (SessionStart, Heimdall before each Bash call, the Stop hook finding
 * nothing to do) next to the same run without the plugin, and `node -e 0` as the floor of any
 * process start. The plugin in a session that is not a worker (every hook a no-op, the MCP server
 * still started) splits what the plugin costs from what the worker's hooks cost; a managed
 * worker's session (--settings with the daemon's resident http hooks) shows what a worker costs
 * with no process per hook. Runs are interleaved so load on the machine hits all alike.
 */
export async function run(rounds = 8): Promise<void> {
  const missing = claudeMissing();
  if (missing) {
    console.log(`claude-session: skipped: ${missing}`);
    return;
  }
  const cleanups: Array<() => unknown> = [];
  const scope: CleanupScope = { after: (fn) => void cleanups.push(fn as () => unknown) };
  const base = await mkdtemp(join(tmpdir(), 'claude-session-bench-'));
  try {
    const project = join(base, 'project');
    await mkdir(join(project, '_vibe-chain-output', 'worker-inbox'), { recursive: true });
    await mkdir(join(project, '_vibe-chain'), { recursive: true });
    await writeFile(join(project, '_vibe-chain', 'config.toml'), '[workers]\nidle_wait = "0s"\n[forge]\ndashboard_port = 0\n');
    const daemon = await residentDaemon(project);
    cleanups.push(() => daemon.close());
    const turns = (): Answer[] => [
      callTool('Bash', { command: 'echo one', description: 'one' }),
      callTool('Bash', { command: 'ls', description: 'two' }),
      say('Done.'),
    ];
    let queue: Answer[] = [];
    const server = await startModelServer(scope, () => queue.shift());
    const session: ClaudeHome = await claudeHome(scope, server, { cwd: project });
    const worker = { FORGE_AGENT: 'anvil' };
    const cases: Record<string, () => Promise<void>> = {
      'node -e 0': async () => void spawnSync(process.execPath, ['-e', '0']),
      'claude -p, no hooks': async () => session3(scope, session, () => (queue = turns()), []),
      'claude -p, worker with the plugin': async () => session3(scope, session, () => (queue = turns()), ['--plugin-dir', REPO_ROOT], worker),
      'claude -p, the plugin in a session that is not a worker': async () => session3(scope, session, () => (queue = turns()), ['--plugin-dir', REPO_ROOT]),
      'claude -p, managed worker (resident hooks)': async () => session3(scope, session, () => (queue = turns()), ['--settings', daemon.settings], daemon.env),
    };
    const samples = new Map<string, number[]>(Object.keys(cases).map((name) => [name, []]));
    for (let i = 0; i < rounds; i++) {
      for (const [name, run] of Object.entries(cases)) {
        const started = performance.now();
        await run();
        samples.get(name)!.push(performance.now() - started);
      }
    }
    if (server.failures.length > 0) throw new Error(`the scripted model saw unscripted requests: ${server.failures.join('; ')}`);
    console.log(`Claude Code ${claudeVersion()}, ${rounds} rounds`);
    const summary = (name: string) => summarize(samples.get(name)!);
    report('claude -p, three turns, no hooks', summary('claude -p, no hooks'), summary('node -e 0'), 'node -e 0', 'none (the client alone)');
    report(
      'claude -p, three turns, the plugin loaded but not a worker (no-op hooks, the MCP server)',
      summary('claude -p, the plugin in a session that is not a worker'),
      summary('claude -p, no hooks'),
      'no hooks',
      'none (what loading the plugin costs)',
    );
    report(
      'claude -p, three turns, forge worker with the plugin',
      summary('claude -p, worker with the plugin'),
      summary('claude -p, no hooks'),
      'no hooks',
      'hooks add under 10% (ratio < 1.10x)',
    );
    report(
      'claude -p, three turns, managed forge worker answered by the resident hooks',
      summary('claude -p, managed worker (resident hooks)'),
      summary('claude -p, no hooks'),
      'no hooks',
      'hooks add under 10% (ratio < 1.10x)',
    );
  } finally {
    while (cleanups.length > 0) await cleanups.pop()!();
    await rm(base, { recursive: true, force: true });
  }
}

async function session3(scope: CleanupScope, session: ClaudeHome, script: () => unknown, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  script();
  const result = await runClaude(scope, session, 'Run two commands.', { args, env });
  if (result.code !== 0) throw new Error(`claude -p exited ${result.code}: ${result.stderr}`);
}
