import {
  fromIso
} from "./chunk-G6RW7TDQ.js";
import "./chunk-YZFATT7X.js";

// dist/src/workers/workers-table.js
function renderWorkersTable(view, now) {
  const hosts = view.workers.some((worker) => worker.host !== void 0);
  const header = ["WORKER", "STATUS", "TASK", "IDLE SINCE", "LAST SEEN", ...hosts ? ["HOST"] : [], "TASK TYPES"];
  const rows = view.workers.map((worker) => [
    worker.in_roster ? worker.agent : `${worker.agent} (not in roster)`,
    worker.supervisor ? `${worker.status} (${worker.supervisor.state})` : worker.status,
    worker.current_task ?? "-",
    worker.idle_since ? ago(worker.idle_since, now) : "-",
    worker.last_seen_at ? ago(worker.last_seen_at, now) : "never",
    ...hosts ? [worker.host ?? "-"] : [],
    worker.task_types.join(", ") || "-"
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const lines = [header, ...rows].map((row) => row.map((cell, column) => column === row.length - 1 ? cell : cell.padEnd(widths[column])).join("  "));
  for (const worker of view.workers) {
    if (worker.supervisor?.reason)
      lines.push("", `${worker.agent} ${worker.supervisor.state}: ${worker.supervisor.reason}`);
  }
  if (view.message)
    lines.push("", view.message);
  return `${lines.join("\n")}
`;
}
function ago(iso, now) {
  const seconds = Math.max(0, Math.floor((now - fromIso(iso)) / 1e3));
  if (seconds < 60)
    return `${seconds}s ago`;
  if (seconds < 3600)
    return `${Math.floor(seconds / 60)}m ago`;
  if (seconds < 86400)
    return `${Math.floor(seconds / 3600)}h${String(Math.floor(seconds % 3600 / 60)).padStart(2, "0")}m ago`;
  return `${Math.floor(seconds / 86400)}d ago`;
}
export {
  renderWorkersTable
};
