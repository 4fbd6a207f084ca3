import type { WorkersView } from '../../protocol/http-api.js';
import { fromIso } from '../../protocol/timestamps.js';

/** `forge workers` as text: one row per worker, times as "3m ago". */
export function renderWorkersTable(view: WorkersView, now: number): string {
  // Which host runs each managed worker, once any is known (docs/many-hosts.md).
  const hosts = view.workers.some((worker) => worker.host !== undefined);
  const header = ['WORKER', 'STATUS', 'TASK', 'IDLE SINCE', 'LAST SEEN', ...(hosts ? ['HOST'] : []), 'TASK TYPES'];
  const rows = view.workers.map((worker) => [
    worker.in_roster ? worker.agent : `${worker.agent} (not in roster)`,
    worker.supervisor ? `${worker.status} (${worker.supervisor.state})` : worker.status,
    worker.current_task ?? '-',
    worker.idle_since ? ago(worker.idle_since, now) : '-',
    worker.last_seen_at ? ago(worker.last_seen_at, now) : 'never',
    ...(hosts ? [worker.host ?? '-'] : []),
    worker.task_types.join(', ') || '-',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const lines = [header, ...rows].map((row) => row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!))).join('  '));
  for (const worker of view.workers) {
    if (worker.supervisor?.reason) lines.push('', `${worker.agent} ${worker.supervisor.state}: ${worker.supervisor.reason}`);
  }
  if (view.message) lines.push('', view.message);
  return `${lines.join('\n')}\n`;
}

function ago(iso: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - fromIso(iso)) / 1000));
  if (seconds < 60) return `${seconds}s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)}h${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')}m ago`;
  return `${Math.floor(seconds / 86_400)}d ago`;
}
