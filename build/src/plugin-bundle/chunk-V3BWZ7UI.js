// dist/protocol/diagnostic.js
import { z } from "zod";
var DIAGNOSTIC_CODES = [
  "yaml_syntax",
  "no_front_matter",
  "schema",
  "agent_mismatch",
  "id_mismatch",
  "bad_story_id",
  "bad_agent_name",
  "bad_broadcast_id",
  "duplicate_story_id",
  "too_large",
  "binary",
  "symlink_outside",
  "unreadable",
  "unknown_story",
  "dependency_cycle",
  "unknown_dependency",
  "tracking_corrupt",
  "config"
];
var DiagnosticCode = z.enum(DIAGNOSTIC_CODES);
var Diagnostic = z.object({
  code: DiagnosticCode,
  file: z.string().describe("path relative to the project root"),
  field: z.string().nullable().describe("the front matter field or config key at fault; null when the whole file is"),
  expected: z.string().describe("what would have been accepted"),
  got: z.string().nullable().optional().describe("a short rendering of what was found"),
  line: z.number().int().positive().optional().describe("1-based line, when known")
});
var SUMMARY = {
  yaml_syntax: "front matter is not valid YAML",
  no_front_matter: "no YAML front matter",
  schema: "front matter does not match its schema",
  agent_mismatch: "agent does not match the folder",
  id_mismatch: "story_id does not match the file name",
  bad_story_id: "not a valid story id",
  bad_agent_name: "not a valid agent name",
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
  config: "configuration problem"
};
function renderDiagnostic(d) {
  const where = d.line === void 0 ? d.file : `${d.file}:${d.line}`;
  const field = d.field === null ? "" : ` field "${d.field}"`;
  const got = d.got === void 0 || d.got === null ? "" : `, got ${d.got}`;
  return `${where}:${field} ${SUMMARY[d.code]}: expected ${d.expected}${got}`;
}
function diagnosticsFromZod(file, issues) {
  return issues.map((issue) => ({
    code: "schema",
    file,
    field: issue.path.length === 0 ? null : issue.path.map(String).join("."),
    expected: issue.message,
    got: issue.input === void 0 ? issue.code === "invalid_type" ? "nothing" : null : shortRender(issue.input)
  }));
}
function shortRender(value) {
  const text = typeof value === "string" ? JSON.stringify(value) : JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

export {
  Diagnostic,
  renderDiagnostic,
  diagnosticsFromZod
};
