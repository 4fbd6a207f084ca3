import type { ToolContext } from '../context.js';
import { startImplementation, submitImplementation } from './implementation-steps.js';
import { startInspection, submitVerdict } from './inspection-steps.js';
import { collectKnowledge, getGotchas, getPatterns, getProjectHistory, init, register } from './knowledge-steps.js';
import {
  createProject,
  startArchitecture,
  startDesign,
  startInterview,
  startQaStrategy,
  submitDesign,
  submitPlan,
  submitTestPlan,
  submitVision,
} from './phase-steps.js';

/** The planning tools' implementations, by name (the registry spreads them in). */
export const PLANNING_IMPLEMENTATIONS: Record<string, (context: ToolContext, input: never) => Promise<unknown>> = {
  create_project: createProject,
  start_interview: startInterview,
  submit_vision: submitVision,
  start_architecture: startArchitecture,
  submit_plan: submitPlan,
  start_design: startDesign,
  submit_design: submitDesign,
  start_qa_strategy: startQaStrategy,
  submit_test_plan: submitTestPlan,
  start_implementation: startImplementation,
  submit_implementation: submitImplementation,
  start_inspection: startInspection,
  submit_verdict: submitVerdict,
  get_project_history: getProjectHistory,
  get_patterns: getPatterns,
  get_gotchas: getGotchas,
  collect_knowledge: collectKnowledge,
  register,
  init,
};
