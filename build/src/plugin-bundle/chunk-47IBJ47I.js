import "./chunk-WAEJA4S5.js";
import {
  renderDiagnostic
} from "./chunk-RMGIHFYB.js";
import "./chunk-YZFATT7X.js";

// dist/src/planning/render-plan.js
function renderPlanList(items, message) {
  if (items.length === 0)
    return `${message ?? "No plans."}
`;
  const lines = items.map((item) => `${item.project.padEnd(20)} ${item.phase.padEnd(14)} ${item.round === null ? "" : `round ${item.round} `}${item.verdict ? `verdict ${item.verdict} ` : ""}${item.problems > 0 ? `(${item.problems} file(s) to fix) ` : ""}${item.title ?? ""}`);
  return `${lines.join("\n")}
`;
}
function renderPlanStatus(status) {
  const lines = [
    `plan ${status.project}: ${status.phase}${status.round === null ? "" : `, round ${status.round}`}${status.modules ? `, ${status.modules.done}/${status.modules.total} modules done` : ""}`
  ];
  for (const artifact of status.artifacts) {
    lines.push(`  ${artifact.state.padEnd(8)} ${artifact.file}`);
    for (const error of artifact.errors)
      lines.push(`           ${renderDiagnostic(error)}`);
  }
  if (status.next.length > 0)
    lines.push(`next: ${status.next.join(", ")} (forge tool <name> --schema says how to call one)`);
  else
    lines.push(status.phase === "done" ? "next: nothing, the plan is done" : "next: fix the files above");
  return `${lines.join("\n")}
`;
}
export {
  renderPlanList,
  renderPlanStatus
};
