import {
  describeLeaseView
} from "./chunk-BNRM2GEJ.js";
import {
  clip
} from "./chunk-W46PSUSI.js";
import "./chunk-E6PUMPWG.js";
import {
  TASK_STATES
} from "./chunk-K5P7XI4W.js";
import "./chunk-KMVBSH7L.js";
import {
  fromIso
} from "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-YZFATT7X.js";

// dist/src/cli/status-table.js
var NOTE_CHARS = 100;
function renderStatusTable(view, now) {
  const lines = [];
  const shown = TASK_STATES.filter((state) => view.counts[state] > 0).map((state) => `${view.counts[state]} ${state}`);
  const tracked = Object.values(view.counts).reduce((sum, count) => sum + count, 0);
  const scope = view.filters.agent ? ` for ${view.filters.agent}` : "";
  const updated = view.updated_at ? ` (tracking written ${ago(fromIso(view.updated_at), now)})` : "";
  lines.push(`${tracked} ${tracked === 1 ? "task" : "tasks"}${scope}${shown.length ? `: ${shown.join(", ")}` : ""}${updated}`);
  if (view.lease)
    lines.push(`lease: ${describeLeaseView(view.lease)}`);
  if (view.daemon)
    lines.push(`daemon: ${view.daemon}`);
  const workers = Object.entries(view.workers).map(([name, worker]) => `${name} ${worker.status}${worker.current_task ? ` (${worker.current_task})` : ""}`);
  if (workers.length)
    lines.push(`workers: ${workers.join(", ")}`);
  if (view.rejected.total > 0) {
    lines.push(`rejected files: ${view.rejected.total}`);
    for (const item of view.rejected.items)
      lines.push(`  ${clip(item.problem, NOTE_CHARS + 40)}`);
  }
  if (view.failed) {
    lines.push(`closed as failed in the last 12 h: ${view.failed.total}`);
    for (const item of view.failed.items)
      lines.push(`  ${item.story_id} (${item.agent}): ${item.problem}`);
  }
  if (view.items.length === 0) {
    lines.push("", view.message ?? "nothing to show");
    return `${lines.join("\n")}
`;
  }
  lines.push("", ...table(view.items, now), "");
  const range = `${view.items.length}${view.cursor ? " more" : ""} of ${view.total}`;
  const cut = view.truncated ? " (cut short to stay under the size budget)" : "";
  lines.push(`showing ${range}, most urgent first${cut}`);
  if (view.hasMore && view.nextCursor)
    lines.push(`next page: ${nextPageCommand(view)}`);
  return `${lines.join("\n")}
`;
}
function renderStoryDetail(detail) {
  const { item } = detail;
  const lines = [
    item ? `${item.story_id}: ${item.state}, agent ${item.agent}${item.stalled ? ", stalled" : ""}` : `${detail.story_id}: no tracked story has this id`
  ];
  for (const diagnostic of detail.diagnostics)
    lines.push(`  ${diagnostic}`);
  for (const conflict of detail.conflicts)
    lines.push(`  conflict: ${conflict.problem}`, `    fix: ${conflict.fix}`);
  return `${lines.join("\n")}
`;
}
function nextPageCommand(view) {
  const filters = [
    view.filters.states ? `--state ${view.filters.states.join(",")}` : null,
    view.filters.agent ? `--agent ${view.filters.agent}` : null,
    `--limit ${view.limit}`,
    `--cursor '${view.nextCursor}'`
  ];
  return `forge status ${filters.filter(Boolean).join(" ")}`;
}
function table(items, now) {
  const header = ["STATE", "STORY", "AGENT", "STAGE", "URGENCY", "SINCE", "DEADLINE", "NOTE"];
  const rows = items.map((item) => [
    item.state,
    item.story_id,
    item.agent,
    item.stage ?? "-",
    item.urgency ?? "-",
    item.since ? ago(fromIso(item.since), now) : "-",
    item.deadline_at ? until(fromIso(item.deadline_at), now) : "-",
    clip([item.stalled ? "stalled" : "", item.problem ?? ""].filter(Boolean).join("; "), NOTE_CHARS)
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  return [header, ...rows].map((row) => row.map((cell, column) => column === row.length - 1 ? cell : cell.padEnd(widths[column])).join("  ").trimEnd());
}
function ago(at, now) {
  return now >= at ? `${span(now - at)} ago` : `in ${span(at - now)}`;
}
function until(at, now) {
  return at >= now ? `in ${span(at - now)}` : `${span(now - at)} late`;
}
function span(ms) {
  const seconds = Math.floor(ms / 1e3);
  if (seconds < 60)
    return `${seconds}s`;
  if (seconds < 3600)
    return `${Math.floor(seconds / 60)}m`;
  if (seconds < 86400)
    return `${Math.floor(seconds / 3600)}h${String(Math.floor(seconds % 3600 / 60)).padStart(2, "0")}m`;
  return `${Math.floor(seconds / 86400)}d`;
}
export {
  renderStatusTable,
  renderStoryDetail
};
