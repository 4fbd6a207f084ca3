// dist/protocol/render-diagnostic.js
var SUMMARY = {
  yaml_syntax: "front matter is not valid YAML",
  no_front_matter: "no YAML front matter",
  schema: "front matter does not match its schema",
  agent_mismatch: "agent does not match the folder",
  id_mismatch: "story_id does not match the file name",
  bad_story_id: "not a valid story id",
  bad_agent_name: "not a valid agent name",
  unknown_agent: "agent is in no roster",
  misspelt_key: "unknown key, likely a misspelling",
  unserved_review: "a review of the chain that no roster worker takes",
  bad_broadcast_id: "not a valid broadcast file name",
  duplicate_story_id: "story id already tracked in another folder",
  too_large: "file is too large",
  binary: "file is not text",
  symlink_outside: "symlink points outside the project",
  unreadable: "file cannot be read",
  unknown_story: "no tracked story has this id",
  dependency_cycle: "dependency cycle",
  unknown_dependency: "depends on an unknown story",
  tracking_corrupt: "tracking file was corrupt",
  config: "configuration problem",
  tool_input: "is not accepted as tool input",
  phase_order: "an earlier planning phase is not done",
  stale_artifact: "built on an earlier artifact that has changed since",
  plan_rule: "breaks a rule of the plan",
  clock_skew: "the writer's clock disagrees with the daemon's"
};
function renderDiagnostic(d) {
  const where = d.line === void 0 ? d.file : `${d.file}:${d.line}`;
  const field = d.field === null ? "" : ` field "${d.field}"`;
  const got = d.got === void 0 || d.got === null ? "" : `, got ${d.got}`;
  return `${where}:${field} ${SUMMARY[d.code]}: expected ${d.expected}${got}`;
}
function renderEssential(d) {
  const got = d.got === void 0 || d.got === null ? "" : `, got ${d.got}`;
  const line = d.line === void 0 ? "" : ` (line ${d.line})`;
  return `${d.field ?? SUMMARY[d.code]}${line}: expected ${d.expected}${got}`;
}
function shortRender(value) {
  const text = typeof value === "string" ? JSON.stringify(value) : JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

export {
  renderDiagnostic,
  renderEssential,
  shortRender
};
