import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dangerous, everyday, transcriptCommands } from '../spec/heimdall/corpus-data.js';
import { hookInput, writeProject } from '../spec/heimdall/temp-project.js';
import { decideBash } from '../src/heimdall/decide-bash.js';
import { diskFsView } from '../src/heimdall/fs-view.js';
import { resolvePolicy } from '../src/heimdall/resolve-policy.js';
import { report, summarize } from './lib/stats.js';

const HEIMDALL = fileURLToPath(new URL('../../bin-scripts/heimdall', import.meta.url));
const MANIFEST = fileURLToPath(new URL('../heimdall/manifest.json', import.meta.url));
const BUILD_INFO = fileURLToPath(new URL('../.tsbuildinfo', import.meta.url));
const EXAMPLE_CONFIG = fileURLToPath(new URL('../../_vibe-chain-example/_vibe-chain/', import.meta.url));

/**
 * Heimdall on every tool call: wall time of the real binary for a typical Bash call, next to
 * `node -e 0` measured in the same run (interleaved, so load on the machine hits both alike);
 * and the decision time inside the process over the whole corpus.
 */
export async function run(rounds = 40): Promise<void> {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'heimdall-bench-')));
  try {
    const project = writeProject(base);
    const calls = {
      typical: hookInput('Bash', { command: 'npm test 2>&1 | tail -20' }, project.worktree),
      read: hookInput('Read', { file_path: join(project.worktree, 'README.md') }, project.worktree),
      commit: hookInput(
        'Bash',
        { command: 'git add -A && git commit -m "$(cat <<\'EOF\'\nfix: x\n\nCo-Authored-By: a <a@example.com>\nEOF\n)"' },
        project.worktree,
      ),
      loop: hookInput('Bash', { command: 'for f in src/*.ts; do wc -l "$f"; done' }, project.worktree),
    };
    // A project as forge init and lab set one up: config.toml with every [heimdall] key commented out, and lab's config.yaml.
    const lab = writeProject(join(base, 'lab'));
    for (const file of ['config.toml', 'config.yaml']) copyFileSync(join(EXAMPLE_CONFIG, file), join(lab.root, '_vibe-chain', file));
    const labCall = hookInput('Bash', { command: 'npm test 2>&1 | tail -20' }, lab.worktree);
    const samples: Record<'node' | 'lab' | keyof typeof calls, number[]> = { node: [], typical: [], read: [], commit: [], loop: [], lab: [] };
    const freshBefore = bundleFresh();
    for (let i = 0; i < rounds; i++) {
      samples.node.push(time(process.execPath, ['-e', '0'], ''));
      for (const [name, input] of Object.entries(calls))
        samples[name as keyof typeof calls].push(time(process.execPath, [HEIMDALL, '--project', project.root], input));
      samples.lab.push(time(process.execPath, [HEIMDALL, '--project', lab.root], labCall));
    }
    const node = summarize(samples.node);
    const fresh = freshBefore && bundleFresh();
    console.log(
      `bin-scripts/heimdall loaded ${fresh ? 'the bundle (dist/heimdall/) throughout' : 'the module graph for some or all calls (no bundle, or a tsc run made it stale: run node dist/scripts/build-heimdall.js)'}`,
    );
    report('heimdall, typical Bash call (npm test 2>&1 | tail -20)', summarize(samples.typical), node, 'node -e 0', 'median within 1.3x of node -e 0');
    report(
      "heimdall, typical Bash call in a project with config.toml and lab's config.yaml",
      summarize(samples.lab),
      node,
      'node -e 0',
      'median within 1.3x of node -e 0 (neither file sets heimdall, so neither is parsed)',
    );
    report('heimdall, Read call', summarize(samples.read), node, 'node -e 0', 'no shell parser loaded');
    report('heimdall, commit with a heredoc message (fast parser)', summarize(samples.commit), node, 'node -e 0', 'median within 1.3x of node -e 0');
    report('heimdall, Bash call needing mvdan-sh (a for loop)', summarize(samples.loop), node, 'node -e 0', 'none (the slow path)');
    await decisionTimes(project.worktree);
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}

/** The same check bin-scripts/heimdall makes. */
function bundleFresh(): boolean {
  try {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as { tsbuildinfo_mtime_ms: number };
    return statSync(BUILD_INFO).mtimeMs === manifest.tsbuildinfo_mtime_ms;
  } catch (error) {
    // ENOENT: never bundled, or no build info.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

function time(command: string, args: string[], input: string): number {
  const start = performance.now();
  const result = spawnSync(command, args, { input, stdio: ['pipe', 'ignore', 'ignore'] });
  if (result.status !== 0 && result.status !== 2) throw new Error(`${command} ${args.join(' ')} exited ${result.status}`);
  return performance.now() - start;
}

/**
 * Decision time per command (parse, walk, rules) in one warm process, against JSON.parse of the
 * hook input. Each command is timed five times and the fastest kept, so a scheduler pause on a
 * busy machine is not counted as decision time.
 */
async function decisionTimes(worktree: string): Promise<void> {
  const { policy } = await resolvePolicy({ context: null, project: null, env: process.env, cwd: worktree, fs: diskFsView });
  const commands = [...dangerous().map((r) => r.command), ...everyday().map((r) => r.command), ...transcriptCommands()];
  // Warm as a resident process is after its first minutes (the daemon answers hooks for hours): three passes, so the JIT has optimised the walker.
  for (let pass = 0; pass < 3; pass++) for (const command of commands) decideBash(command, worktree, policy, diskFsView);
  const decide: number[] = [];
  const parseJson: number[] = [];
  for (const command of commands) {
    const input = hookInput('Bash', { command }, worktree);
    parseJson.push(fastest(() => JSON.parse(input)));
    decide.push(fastest(() => decideBash(command, worktree, policy, diskFsView)));
  }
  report(
    `decision time over the corpus (${commands.length} commands, warm)`,
    summarize(decide),
    summarize(parseJson),
    'JSON.parse of the hook input',
    'p99 under 1 ms',
  );
}

function fastest(action: () => unknown): number {
  let best = Infinity;
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    action();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
