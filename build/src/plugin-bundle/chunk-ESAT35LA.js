import "./chunk-YZFATT7X.js";

// dist/src/code/render-answer.js
function renderCodeAnswer(view) {
  const lines = [];
  if (view.map !== void 0 && view.map !== "")
    lines.push(view.map.trimEnd());
  else
    for (const item of view.items) {
      const where = `${item.file}:${item.line}`;
      const what = item.relation === "caller" && item.in ? `${item.relation} in ${item.in}` : item.relation;
      lines.push(`${where}  ${what}  ${item.kind} ${item.name}${item.snippet && item.snippet !== item.name ? `
    ${item.snippet}` : ""}`);
    }
  if (view.items.length === 0)
    lines.push(view.message ?? "nothing found");
  else {
    const more = view.nextCursor === null ? "" : `; next page: --cursor ${view.nextCursor}`;
    lines.push(`${view.ask} "${view.subject}": ${view.items.length} of ${view.total}${view.truncated ? " (page cut to stay small)" : ""}${more}`);
  }
  return `${lines.join("\n")}
`;
}
export {
  renderCodeAnswer
};
