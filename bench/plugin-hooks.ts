import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hookInput, writeProject } from '../spec/heimdall/temp-project.js';
import { report, summarize } from './lib/stats.js';

const FORGE_HOOK = fileURLToPath(new URL('../../bin-scripts/forge-hook.sh', import.meta.url));
const HEIMDALL = fileURLToPath(new URL('../../bin-scripts/heimdall', import.meta.url));

interface Case {
  program: string;
  args: string[];
  dir: string;
  env: NodeJS.ProcessEnv;
  input: string;
}

/**
 * The plugin's hooks in sessions that are not forge workers, which is nearly every session of
 * everyone who installs the plugin: wall time of the hooks.json command (sh bin-scripts/forge-hook.sh)
 * next to `node -e 0`, interleaved in the same run so load on the machine hits both alike. Outside a
 * forge project, or in one that tracks no task worktree, sh decides without starting node; inside one
 * with a tracking file (no FORGE_AGENT) node loads the worktree lookup to see whether the session's
 * folder is a tracked task's worktree.
 * Last, what the plugin adds in a worker session: Heimdall through the plugin against
 * bin-scripts/heimdall run directly, as a worktree's own settings run it.
 */
export async function run(rounds = 60): Promise<void> {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'plugin-hooks-bench-')));
  try {
    const project = writeProject(base);
    const elsewhere = join(base, 'elsewhere', 'deep', 'folder');
    mkdirSync(elsewhere, { recursive: true });
    const env = withoutForge(process.env);
    const hook = (event: string, dir: string, input: string, extra: NodeJS.ProcessEnv = {}): Case => ({
      program: 'sh',
      args: [FORGE_HOOK, event],
      dir,
      env: { ...env, CLAUDE_PROJECT_DIR: dir, ...extra },
      input,
    });
    const event = (name: string, dir: string) => JSON.stringify({ session_id: 's', hook_event_name: name, cwd: dir });
    const workerCall = hookInput('Bash', { command: 'npm test' }, project.worktree);
    const noOps: Record<string, Case> = {
      'pre-tool, outside any forge project': hook('pre-tool', elsewhere, hookInput('Bash', { command: 'npm test' }, elsewhere)),
      'stop, outside any forge project': hook('stop', elsewhere, event('Stop', elsewhere)),
      'session-start, outside any forge project': hook('session-start', elsewhere, event('SessionStart', elsewhere)),
      'pre-tool, in a forge project but not a worktree': hook('pre-tool', project.root, hookInput('Bash', { command: 'npm test' }, project.root)),
    };
    const cases: Record<string, Case> = {
      'node -e 0': { program: process.execPath, args: ['-e', '0'], dir: elsewhere, env, input: '' },
      ...noOps,
      heimdall: { program: process.execPath, args: [HEIMDALL, '--project', project.root], dir: project.worktree, env, input: workerCall },
      'plugin heimdall': hook('pre-tool', project.worktree, workerCall, { FORGE_AGENT: 'anvil', FORGE_PROJECT: project.root }),
    };
    const samples = new Map<string, Sample[]>(Object.keys(cases).map((name) => [name, []]));
    for (let i = 0; i < rounds; i++) for (const [name, c] of Object.entries(cases)) samples.get(name)!.push(time(c));
    const line = (name: string, measured: string, baseline: string, target: string) => {
      report(name, summarize(samples.get(measured)!.map((s) => s.wallMs)), summarize(samples.get(baseline)!.map((s) => s.wallMs)), baseline, target);
      const cpu = meanCpu(samples.get(measured)!);
      const baseCpu = meanCpu(samples.get(baseline)!);
      if (cpu !== null && baseCpu !== null)
        console.log(
          `  CPU per call (user + system, mean of ${rounds}): ${cpu.toFixed(1)} ms | ${baseline}: ${baseCpu.toFixed(1)} ms | ratio ${(cpu / baseCpu).toFixed(2)}x`,
        );
    };
    for (const name of Object.keys(noOps)) line(`plugin hook no-op, ${name}`, name, 'node -e 0', 'median under 1.2x of node -e 0');
    line('worker session, an allowed Bash call through the plugin', 'plugin heimdall', 'heimdall', 'none (what the plugin adds to Heimdall)');
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}

/** The benchmark's sessions are not workers, whatever the shell that runs it says. */
function withoutForge(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { FORGE_AGENT: _agent, FORGE_PROJECT: _project, FORGE_CONTEXT: _context, ...rest } = env;
  return rest;
}

interface Sample {
  wallMs: number;
  /** CPU time of the child in ms (null where /proc is missing): steadier than wall time on a loaded machine. */
  cpuMs: number | null;
}

/** CPU time of this process's waited-for children, from /proc/self/stat (cutime + cstime, in 10 ms ticks). */
function childrenCpuMs(): number | null {
  let stat: string;
  try {
    stat = readFileSync('/proc/self/stat', 'utf8');
  } catch (error) {
    // ENOENT: not Linux; the CPU figure is then not reported.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

/** Ticks are coarse, so only the mean over many calls means anything. */
function meanCpu(samples: Sample[]): number | null {
  if (samples.some((s) => s.cpuMs === null)) return null;
  return samples.reduce((sum, s) => sum + s.cpuMs!, 0) / samples.length;
}

function time({ program, args, dir: cwd, env, input }: Case): Sample {
  const cpuBefore = childrenCpuMs();
  const start = performance.now();
  const result = spawnSync(program, args, { cwd, env, input, stdio: ['pipe', 'pipe', 'pipe'] });
  const wallMs = performance.now() - start;
  const cpuAfter = childrenCpuMs();
  // A no-op says nothing: output here means the hook did something, and the figure would be wrong.
  if (result.status !== 0 || result.stdout.length > 0 || result.stderr.length > 0)
    throw new Error(
      `${program} ${args.join(' ')} in ${cwd}: exit ${result.status}, stdout ${JSON.stringify(String(result.stdout))}, stderr ${JSON.stringify(String(result.stderr))}`,
    );
  return { wallMs, cpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore };
}
