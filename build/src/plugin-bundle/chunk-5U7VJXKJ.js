// dist/protocol/task-types.js
import { z } from "zod";
var STAGES = ["dev", "code_review", "arch_review", "ux_review", "test"];
var Stage = z.enum(STAGES);
var KNOWN_TASK_TYPES = ["frontend", "backend", "fullstack", "devops", "docs", "security", "test", "code_review", "arch_review", "ux_review"];
var TaskType = z.string().regex(/^[a-z][a-z_]*$/, "a lower-case task type word");
var ALIASES = { arch: "arch_review" };
function canonicalTaskType(taskType) {
  return ALIASES[taskType] ?? taskType;
}
function stageOf(taskType, stage) {
  if (stage)
    return stage;
  const canonical = canonicalTaskType(taskType);
  return STAGES.includes(canonical) && canonical !== "dev" ? canonical : "dev";
}
var URGENCIES = ["low", "normal", "high"];
var Urgency = z.enum(URGENCIES);
function urgencyRank(urgency) {
  return urgency === "high" ? 0 : urgency === "low" ? 2 : 1;
}

export {
  STAGES,
  Stage,
  KNOWN_TASK_TYPES,
  TaskType,
  canonicalTaskType,
  stageOf,
  URGENCIES,
  Urgency,
  urgencyRank
};
