import { startImplementationTool, startInspectionTool, submitImplementationTool, submitVerdictTool } from './dispatch-tools.js';
import { collectKnowledgeTool, getGotchasTool, getPatternsTool, getProjectHistoryTool, initTool, registerTool } from './knowledge-tools.js';
import {
  createProjectTool,
  startArchitectureTool,
  startDesignTool,
  startInterviewTool,
  startQaStrategyTool,
  submitDesignTool,
  submitPlanTool,
  submitTestPlanTool,
  submitVisionTool,
} from './phase-tools.js';

/** The planning pipeline's tools, in the order of the phases, then what a plan leaves behind. */
export const PLANNING_TOOL_DEFINITIONS = [
  createProjectTool,
  startInterviewTool,
  submitVisionTool,
  startArchitectureTool,
  submitPlanTool,
  startDesignTool,
  submitDesignTool,
  startQaStrategyTool,
  submitTestPlanTool,
  startImplementationTool,
  submitImplementationTool,
  startInspectionTool,
  submitVerdictTool,
  getProjectHistoryTool,
  getPatternsTool,
  getGotchasTool,
  collectKnowledgeTool,
  registerTool,
  initTool,
] as const;
