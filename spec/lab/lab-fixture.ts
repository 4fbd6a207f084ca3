import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestContext } from 'node:test';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../src/net/free-port.js';
import { onCleanup } from '../helpers/cleanup.js';

export { freePort };

import { tempProject } from '../helpers/temp-project.js';

export const FORGE_BIN = fileURLToPath(new URL('../../../bin-scripts/forge', import.meta.url));
export const SIM_WORKER = fileURLToPath(new URL('../../../bin-scripts/sim-worker', import.meta.url));

/**
 * A degraded command for tests: records its arguments, working folder and whether the hub token
 * reached it, then writes the pr-handoff the prompt asks for, like a one-shot worker would.
 */
const RECORDER = `import { appendFileSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
const [record, ...rest] = process.argv.slice(2);
const prompt = rest.at(-1) ?? '';
appendFileSync(record, JSON.stringify({ args: rest, cwd: process.cwd(), token: process.env.VIBE_LAB_FORGE_TOKEN ?? null }) + '\\n');
const fact = (key) => new RegExp('^' + key + ': (.+)$', 'm').exec(prompt)?.[1]?.trim();
const dir = fact('handoff_dir');
mkdirSync(dir, { recursive: true });
const tmp = dir + '/.rec.tmp-' + process.pid;
writeFileSync(tmp, '---\\nstory_id: ' + fact('story_id') + '\\nagent: ' + fact('agent') + '\\nstatus: completed\\ncreated_at: "' + new Date().toISOString() + '"\\n---\\nrecorded\\n');
renameSync(tmp, dir + '/' + fact('story_id') + '-pr-handoff.md');
`;

export interface LabProject {
  root: string;
  port: number;
  trees: string;
  /** One JSON line per degraded run: {args, cwd, token}. */
  recordFile: string;
}

/**
 * A temp project with short deadlines, a free HTTP port and the recorder as degraded command.
 * `extra` is appended to the [lab] table.
 */
export async function labProject(t: TestContext, extra = '', timeouts: { orphan?: string; dev?: string } = {}): Promise<LabProject> {
  const port = await freePort();
  const root = await tempProject(t);
  const trees = join(root, 'trees');
  await mkdir(trees, { recursive: true });
  const recorder = join(root, 'recorder.mjs');
  await writeFile(recorder, RECORDER);
  const recordFile = join(root, 'degraded-runs.jsonl');
  await mkdir(join(root, '_vibe-chain', 'agents', 'forge'), { recursive: true });
  await writeFile(join(root, '_vibe-chain', 'agents', 'forge', 'pixel.md'), '# Pixel, UX reviewer\n\nYou are Pixel.\n');
  const config = `[forge]
dashboard_port = ${port}

[timeouts]
orphan = "${timeouts.orphan ?? '1500ms'}"
dev = "${timeouts.dev ?? '2s'}"

[lab]
degraded_command = "${process.execPath} ${recorder} ${recordFile}"
sentinel_interval = "300ms"
${extra}`;
  await writeFile(join(root, '_vibe-chain', 'config.toml'), config);
  return { root, port, trees, recordFile };
}

export interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** A child process with its output kept; asked to stop with SIGINT when the test ends, killed if it lingers. */
export function spawnChild(t: TestContext, args: string[], env: NodeJS.ProcessEnv = process.env): Running {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  onCleanup(t, async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  });
  return { child, output: () => text, exited };
}

export function spawnSentinel(t: TestContext, root: string, env: NodeJS.ProcessEnv = process.env): Running {
  return spawnChild(t, [FORGE_BIN, 'lab', 'sentinel', '--project', root], { ...env, HOME: root });
}

export function spawnSimWorker(t: TestContext, root: string, agent: string, workMs = 200): Running {
  return spawnChild(t, [SIM_WORKER, '--project', root, '--agent', agent, '--work', String(workMs), '--poll', '100']);
}

export async function readJsonLines(file: string): Promise<Array<Record<string, unknown>>> {
  try {
    return (await readFile(file, 'utf8'))
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  } catch (error) {
    // ENOENT: nothing written yet.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export const pipelineOf = (root: string) => readJsonLines(join(root, '_vibe-chain-output', 'lab', 'pipeline.jsonl'));
export const ledgerOf = (root: string) => readJsonLines(join(root, '_vibe-chain-output', 'worker-inbox', '.history.jsonl'));
