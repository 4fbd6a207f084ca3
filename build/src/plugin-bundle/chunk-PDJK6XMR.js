import {
  SLUG_PATTERN
} from "./chunk-Q3BRTBOK.js";
import {
  IsoTime
} from "./chunk-G6RW7TDQ.js";
import {
  AgentName,
  StoryId
} from "./chunk-APORTJVU.js";

// dist/protocol/planning/artifacts.js
import { z } from "zod";
var Slug = z.string().regex(SLUG_PATTERN, "lower-case letters, digits and dashes, starting with a letter or digit, at most 40");
var BasedOn = z.record(z.string(), z.string()).describe("artifact name to the digest of that artifact when this one was written");
var Built = { project: Slug, created_at: IsoTime, based_on: BasedOn };
var Text = (max) => z.string().max(max).regex(/\S/, "some text, not blank");
var TextList = (max) => z.array(Text(max)).max(50);
var ProjectFront = z.looseObject({
  project: Slug,
  title: Text(200),
  created_at: IsoTime,
  worktree_path: z.string().min(1).optional().describe("where the workers build; default the project root")
});
var InterviewAnswer = z.object({ question: Text(500), answer: Text(4e3) });
var InterviewFront = z.looseObject({
  ...Built,
  questions: z.array(InterviewAnswer).min(1).max(40)
});
var VisionFront = z.looseObject({
  ...Built,
  summary: Text(1e3),
  goals: TextList(300).min(1),
  non_goals: TextList(300).default([]),
  users: TextList(300).default([])
});
var PlanModule = z.object({
  id: Slug,
  title: Text(200),
  task_type: z.string().regex(/^[a-z][a-z_]*$/, "a lower-case task type (frontend, backend, test, ...)"),
  depends_on: z.array(Slug).max(50).default([]).describe("ids of modules of this plan that must be done first"),
  provides: TextList(200).default([]).describe("interfaces this module provides to the others"),
  consumes: TextList(200).default([]).describe("interfaces of other modules this one calls"),
  description: z.string().max(4e3).optional()
});
var PlanFront = z.looseObject({
  ...Built,
  modules: z.array(PlanModule).min(1).max(100)
});
var DesignInterface = z.object({ interface: Text(200), module: Slug, type: Text(1e3) });
var DesignFront = z.looseObject({
  ...Built,
  interfaces: z.array(DesignInterface).max(300).describe("the type of every interface the plan says a module provides")
});
var TEST_KINDS = ["unit", "integration", "contract", "e2e"];
var TestCase = z.object({ module: Slug, kind: z.enum(TEST_KINDS), description: Text(1e3) });
var TestPlanFront = z.looseObject({
  ...Built,
  cases: z.array(TestCase).min(1).max(500)
});
var ModuleTask = z.object({
  id: Slug,
  story_id: StoryId,
  agent: AgentName,
  round: z.number().int().min(1),
  /** Why a verdict sent it back, for the round it was sent back in. */
  returned_for: z.string().max(2e3).optional()
});
var ImplementationFront = z.looseObject({
  ...Built,
  round: z.number().int().min(1),
  batch: z.string().min(1),
  modules: z.array(ModuleTask).max(100)
});
var VERDICTS = ["pass", "fail"];
var FailedModule = z.object({ module: Slug, reason: Text(2e3) });
var VerdictFlag = z.object({ code: z.string(), module: z.string(), message: z.string() });
var VerdictFront = z.looseObject({
  ...Built,
  round: z.number().int().min(1),
  verdict: z.enum(VERDICTS),
  failed_modules: z.array(FailedModule).max(100).default([]),
  flags: z.array(VerdictFlag).max(100).default([]).describe("what the inspection flagged when the verdict was given")
});
var ARTIFACT_SCHEMAS = {
  project: ProjectFront,
  interview: InterviewFront,
  vision: VisionFront,
  plan: PlanFront,
  design: DesignFront,
  test_plan: TestPlanFront,
  implementation: ImplementationFront,
  verdict: VerdictFront
};

export {
  Slug,
  InterviewAnswer,
  PlanModule,
  DesignInterface,
  TestCase,
  FailedModule,
  ARTIFACT_SCHEMAS
};
