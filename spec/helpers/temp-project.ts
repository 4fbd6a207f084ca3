import { mkdir, mkdtemp, readFile, rename, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { TestContext } from 'node:test';
import { TRACKING_FILE } from '../../protocol/paths.js';
import type { TrackingFile } from '../../protocol/tracking.js';
import { onCleanup } from './cleanup.js';

/** A throwaway project folder, removed when the test ends. */
export async function tempProject(t: TestContext, config = ''): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'vibe-chain-'));
  onCleanup(t, () => rm(root, { recursive: true, force: true }));
  await mkdir(join(root, '_vibe-chain'), { recursive: true });
  await mkdir(join(root, '_vibe-chain-output', 'worker-inbox'), { recursive: true });
  await mkdir(join(root, '_vibe-chain-output', 'handoffs'), { recursive: true });
  if (config) await writeFile(join(root, '_vibe-chain', 'config.toml'), config);
  return root;
}

export function taskMarkdown(root: string, id: string, agent = 'anvil', extra: Record<string, string> = {}, submittedAt = new Date().toISOString()): string {
  const fields: Record<string, string> = {
    story_id: id,
    project_id: 'demo',
    worktree_path: join(root, 'trees', id),
    project_root: root,
    handoff_dir: join(root, '_vibe-chain-output', 'handoffs'),
    agent,
    task_type: 'frontend',
    ipc_protocol: 'ipc-v1',
    submitted_at: submittedAt,
    ...extra,
  };
  return `---\n${Object.entries(fields)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join('\n')}\n---\nBuild ${id}.\n`;
}

/** Writes a file the way PROTOCOL.md asks producers to: a temp name in the same folder, then rename. */
/** `asOf`: the file appears with that mtime already (set before the rename), as one there since then. */
export async function writeLikeAProducer(path: string, content: string | Buffer, asOf?: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = join(dirname(path), `.${Math.random().toString(36).slice(2)}.tmp`);
  await writeFile(temp, content);
  if (asOf !== undefined) await backdate(temp, asOf);
  await rename(temp, path);
}

/**
 * Gives a file the server time `at` (its mtime), as if it had been there since: the daemon believes
 * a step's written time only when the file's own time on the file server agrees, so a test that
 * writes an old story now must make the file old too.
 */
export async function backdate(path: string, at: string): Promise<void> {
  const when = new Date(at);
  await utimes(path, when, when);
}

export function inboxPath(root: string, agent: string, name: string): string {
  return join(root, '_vibe-chain-output', 'worker-inbox', agent, name);
}

export function handoffPath(root: string, id: string, kind = 'pr'): string {
  return join(root, '_vibe-chain-output', 'handoffs', `${id}-${kind}-handoff.md`);
}

export function handoffMarkdown(id: string, agent = 'anvil', status = 'completed'): string {
  return `---\nstory_id: ${id}\nagent: ${agent}\nstatus: ${status}\ncreated_at: ${new Date().toISOString()}\n---\nDone.\n`;
}

export async function readTracking(root: string): Promise<TrackingFile | null> {
  try {
    return JSON.parse(await readFile(join(root, ...TRACKING_FILE.split('/')), 'utf8')) as TrackingFile;
  } catch (error) {
    // ENOENT: not written yet; SyntaxError cannot happen with atomic writes, so let it fail the test.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Polls a condition until it holds or the bound runs out; the bound is generous (CI runs suites side by side on 2 cores), the test is not timed. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined && value !== null && value !== false) return value as T;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (last error: ${(last as Error).message})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
