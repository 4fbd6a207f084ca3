import {
  shortRender
} from "./chunk-RMGIHFYB.js";

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
  "unknown_agent",
  "misspelt_key",
  "unserved_review",
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
  "config",
  "tool_input",
  "phase_order",
  "stale_artifact",
  "plan_rule",
  "clock_skew"
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
function diagnosticsFromZod(file, issues, data) {
  return issues.map((issue) => {
    const input = issue.input !== void 0 || issue.path.length === 0 ? issue.input : valueAt(data, issue.path);
    return {
      code: "schema",
      file,
      field: issue.path.length === 0 ? null : issue.path.map(String).join("."),
      expected: expectedOf(issue),
      got: input === void 0 ? issue.code === "invalid_type" ? "nothing" : null : shortRender(input)
    };
  });
}
function expectedOf(issue) {
  if (issue.code === "invalid_type" && typeof issue.expected === "string")
    return withArticle(issue.expected);
  if (issue.code === "invalid_value" && Array.isArray(issue.values)) {
    return issue.values.length === 1 ? JSON.stringify(issue.values[0]) : `one of ${issue.values.map((value) => JSON.stringify(value)).join(", ")}`;
  }
  return issue.message.replace(/^Invalid [a-z ]*: /, "").replace(/^expected /, "");
}
function withArticle(type) {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
function valueAt(data, path) {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== "object")
      return void 0;
    value = value[key];
  }
  return value;
}

export {
  Diagnostic,
  diagnosticsFromZod
};
