import {
  shortRender
} from "./chunk-J6NZV2WI.js";

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
  "config",
  "tool_input"
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
function diagnosticsFromZod(file, issues) {
  return issues.map((issue) => ({
    code: "schema",
    file,
    field: issue.path.length === 0 ? null : issue.path.map(String).join("."),
    expected: issue.message,
    got: issue.input === void 0 ? issue.code === "invalid_type" ? "nothing" : null : shortRender(issue.input)
  }));
}

export {
  Diagnostic,
  diagnosticsFromZod
};
