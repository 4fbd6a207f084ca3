import type { z } from 'zod';
import { rosterOf } from '../../protocol/config.js';
import { canonicalTaskType } from '../../protocol/task-types.js';
import { fillOffsetPage, pageStart } from '../../protocol/tools/common.js';
import type { WorkersAvailableInput, WorkersAvailableOutput } from '../../protocol/tools/workers-available.js';
import { clientConfig } from '../parties/client-config.js';
import { parseCursor as offsetOf } from '../transcripts/search.js';
import type { ToolContext } from './context.js';

type WorkerItem = WorkersAvailableOutput['items'][number];
const STATUS_ORDER: Record<WorkerItem['status'], number> = { idle: 0, busy: 1, offline: 2 };

export async function workersAvailable(context: ToolContext, input: z.output<typeof WorkersAvailableInput>): Promise<WorkersAvailableOutput> {
  const offset = offsetOf(input.cursor ?? null);
  const [config, tracking] = await Promise.all([clientConfig(context.projectRoot, context.env), context.tracking()]);
  const roster = rosterOf(config);
  const queued = new Map<string, number>();
  for (const entry of Object.values(tracking?.tasks ?? {})) if (entry.state === 'submitted') queued.set(entry.agent, (queued.get(entry.agent) ?? 0) + 1);
  const names = new Set([...Object.keys(roster), ...Object.keys(tracking?.workers ?? {})]);
  const wanted = input.task_type === undefined ? null : canonicalTaskType(input.task_type);
  const all: WorkerItem[] = [...names]
    .map((agent) => {
      const worker = tracking?.workers[agent];
      return {
        agent,
        status: worker?.status ?? 'offline',
        current_task: worker?.current_task ?? null,
        task_types: roster[agent]?.task_types ?? [],
        idle_since: worker?.idle_since ?? null,
        last_seen_at: worker?.last_seen_at ?? null,
        queued: queued.get(agent) ?? 0,
      };
    })
    .filter(
      (worker) =>
        (wanted === null || worker.task_types.some((type) => canonicalTaskType(type) === wanted)) && (!input.status || input.status.includes(worker.status)),
    )
    .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || (a.agent < b.agent ? -1 : 1));
  const page: WorkersAvailableOutput = {
    ok: true,
    items: [],
    available: all.filter((worker) => worker.status === 'idle').length,
    ...pageStart(all.length, input.limit, input.cursor),
  };
  fillOffsetPage(page, all.slice(offset, offset + input.limit), offset, all.length);
  if (page.items.length === 0) page.message = emptyMessage(input, names.size, offset > 0);
  else if (tracking === null) page.message = 'No .tracking.json yet: the daemon has not run here (forge start), so every worker shows as offline.';
  return page;
}

function emptyMessage(input: z.output<typeof WorkersAvailableInput>, known: number, paged: boolean): string {
  if (paged) return 'No more workers after this cursor. Drop cursor to start again.';
  const filters = [input.task_type ? `task type ${input.task_type}` : null, input.status ? `status ${input.status.join(' or ')}` : null]
    .filter(Boolean)
    .join(' and ');
  return `No worker with ${filters} among ${known} in the roster ([workers.<name>] task_types in _vibe-chain/config.toml). Drop a filter to see them all.`;
}
