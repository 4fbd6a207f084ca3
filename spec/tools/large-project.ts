import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { broadcastFile, broadcastId } from '../../protocol/broadcast.js';
import { EXCHANGES_INDEX, exchangeFile } from '../../protocol/exchange.js';
import { taskFile } from '../../protocol/paths.js';
import type { TaskEntry } from '../../protocol/tracking.js';
import { entry, tracking, writeTracking } from '../parties/tracking-fixture.js';
import { at, T } from './swarm-fixture.js';

/**
 * The ACI size check's project, written straight to files in a second or two: 10,000 tracked
 * tasks (200 of them one batch, with task files), 5,000 broadcasts (one of 60 KB), and 300
 * transcript exchanges (one of 40 KB). Also used by the bench.
 */
export const LARGE = { tasks: 10_000, broadcasts: 5_000, batch: 200, exchanges: 300 };
export const SESSION = '7a1f3c2e-0b4d-4e8f-9a61-2c3d4e5f6a7b';

export async function writeLargeProject(root: string): Promise<{ bigBroadcast: string; firstBatchTask: string }> {
  const tasks: Record<string, TaskEntry> = {};
  const agents = ['anvil', 'furnace', 'crucible', 'pixel'];
  const states: TaskEntry['state'][] = ['submitted', 'picked_up', 'handed_off', 'orphaned', 'invalid'];
  for (let i = 0; i < LARGE.tasks; i += 1) {
    const id = `T-${String(i).padStart(5, '0')}`;
    const agent = agents[i % agents.length]!;
    const inBatch = i < LARGE.batch;
    const swarm: Partial<TaskEntry> = inBatch ? { module: `big/m${i}`, batch: 'big', depends_on: i > 0 ? [`T-${String(i - 1).padStart(5, '0')}`] : [] } : {};
    tasks[id] = entry(id, i === 0 ? 'picked_up' : states[i % states.length]!, { agent, file: taskFile(agent, id), ...swarm });
  }
  await writeTracking(root, tracking(tasks, { workers: { anvil: { status: 'busy', idle_since: null, current_task: 'T-00000', last_seen_at: at(-1) } } }));
  await inBatches(LARGE.batch, async (i) => {
    const id = `T-${String(i).padStart(5, '0')}`;
    const agent = agents[i % agents.length]!;
    await put(
      root,
      taskFile(agent, id),
      `---\nstory_id: ${id}\nagent: ${agent}\ntitle: "Module ${i} of the big batch, with a title long enough to matter in a listing"\nmodule: big/m${i}\nbatch: big\n---\nBuild it.\n`,
    );
  });
  let bigBroadcast = '';
  await inBatches(LARGE.broadcasts, async (i) => {
    const module = i < 1000 ? `big/m${i % LARGE.batch}` : `feature-${i % 97}/part`;
    const id = broadcastId(T - i * 60_000, module, 1);
    const big = i === 17;
    if (big) bigBroadcast = id;
    const body = big
      ? `${'A very long contract explanation. '.repeat(1800)}\n`
      : `INTERFACE: Service${i}.call\nTYPE: (input: Request${i}, options?: { retries: number; timeoutMs: number }) => Promise<Response${i}>\nMODULE: ${module}\nBREAKING: ${i % 50 === 0 ? 'yes' : 'no'}\n`;
    await put(
      root,
      broadcastFile(id),
      `---\nseverity: ${i % 25 === 0 ? 'critical' : i % 5 === 0 ? 'warning' : 'info'}\nkind: api\nmodule: ${module}\nagent: furnace\nbreaking: false\ncreated_at: ${new Date(T - i * 60_000).toISOString()}\n---\n${body}`,
    );
  });
  const lines: string[] = [];
  await inBatches(LARGE.exchanges, async (i) => {
    const exchangeId = String(i).padStart(4, '0');
    const line = {
      session_id: SESSION,
      exchange_id: exchangeId,
      agent: 'furnace',
      started_at: at(-i),
      ended_at: at(-i),
      prompt: `payment task ${i}`,
      tool_calls: 2,
      errors: 0,
      context_tokens: 1000,
      file: exchangeFile(SESSION, exchangeId),
    };
    lines.push(JSON.stringify(line));
    const body = i === 0 ? 'payment details follow.\n'.repeat(1700) : `We changed the payment retry policy for case ${i}.\n`;
    await put(root, line.file, `---\nsession_id: ${SESSION}\nexchange_id: "${exchangeId}"\n---\n# payment task ${i}\n\n${body}`);
  });
  await put(root, EXCHANGES_INDEX, `${lines.sort().join('\n')}\n`);
  return { bigBroadcast, firstBatchTask: 'T-00000' };
}

async function put(root: string, relative: string, content: string): Promise<void> {
  const path = join(root, ...relative.split('/'));
  try {
    await writeFile(path, content);
  } catch (error) {
    // ENOENT: the folder does not exist yet; make it once and write again.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(path, content);
  }
}

async function inBatches(count: number, work: (i: number) => Promise<void>): Promise<void> {
  for (let start = 0; start < count; start += 64) {
    await Promise.all(Array.from({ length: Math.min(64, count - start) }, (_, k) => work(start + k)));
  }
}

/** The default call of every tool on the large project: required fields only. */
export function defaultInputs(big: { bigBroadcast: string }): Array<[string, Record<string, unknown>]> {
  return [
    ['get_broadcasts', {}],
    ['get_broadcast', { id: big.bigBroadcast }],
    ['get_state', {}],
    ['get_siblings', {}],
    ['search_knowledge', { query: 'payment' }],
    ['get_exchange', { exchange_id: '0000' }],
    ['workers_available', {}],
    ['inspect_batch', {}],
    ['broadcast_finding', { severity: 'info', kind: 'api', module: 'big/m1', body: `INTERFACE: X\nTYPE: ${'y'.repeat(3000)}\n` }],
    ['submit_handoff', { story_id: 'T-00000', status: 'completed', summary: 'done' }],
  ];
}
