import type { z } from 'zod';
import { broadcastFindingTool } from './broadcast-finding.js';
import { CODE_TOOLS } from './code-context.js';
import { getBroadcastTool } from './get-broadcast.js';
import { getBroadcastsTool } from './get-broadcasts.js';
import { getSiblingsTool } from './get-siblings.js';
import { getStateTool } from './get-state.js';
import { inspectBatchTool } from './inspect-batch.js';
import { PLANNING_TOOL_DEFINITIONS } from './planning/index.js';
import { getExchangeTool, searchKnowledgeTool } from './search-knowledge.js';
import { submitHandoffTool } from './submit-handoff.js';
import { workersAvailableTool } from './workers-available.js';

/**
 * The agent-facing tools, each with its documented contract: the description an agent reads,
 * the input and output schemas (exported as JSON Schema), and an example output that the tests
 * validate against the output schema. The CLI (`forge tool <name>`) and the MCP server serve
 * exactly these.
 */
export interface ToolDefinition {
  name: string;
  title: string;
  /** The CLI verb that gives the same answer with --json. */
  cli: string;
  description: string;
  input: z.ZodObject;
  /** A valid input using every kind of field: the tool-input diagnostics quote from it. */
  inputExample: Record<string, unknown>;
  output: z.ZodType;
  example: unknown;
}

export const TOOL_DEFINITIONS = [
  broadcastFindingTool,
  getBroadcastsTool,
  getBroadcastTool,
  getStateTool,
  getSiblingsTool,
  searchKnowledgeTool,
  getExchangeTool,
  submitHandoffTool,
  workersAvailableTool,
  inspectBatchTool,
  ...PLANNING_TOOL_DEFINITIONS,
  ...CODE_TOOLS,
] as const satisfies readonly ToolDefinition[];

export type ToolName = (typeof TOOL_DEFINITIONS)[number]['name'];

export const TOOL_NAMES = TOOL_DEFINITIONS.map((tool) => tool.name) as ToolName[];

export function toolDefinition(name: string): ToolDefinition | undefined {
  return TOOL_DEFINITIONS.find((tool) => tool.name === name);
}

/** The JSON Schema files of the tools (`protocol/schemas/tool-<name>-input.json` and `-output.json`). */
export function toolSchemaSources(): Record<string, { title: string; description: string; schema: z.ZodType; io: 'input' | 'output' }> {
  const sources: Record<string, { title: string; description: string; schema: z.ZodType; io: 'input' | 'output' }> = {};
  for (const tool of TOOL_DEFINITIONS) {
    const file = `tool-${tool.name.replace(/_/g, '-')}`;
    sources[`${file}-input`] = {
      title: `${tool.name} input`,
      description: `Input of the ${tool.name} tool (MCP mcp__forge__${tool.name}; CLI ${tool.cli}).`,
      schema: tool.input,
      io: 'input',
    };
    sources[`${file}-output`] = {
      title: `${tool.name} output`,
      description: `Answer of the ${tool.name} tool on success; failures are {ok:false, error:{code, message}}.`,
      schema: tool.output,
      io: 'output',
    };
  }
  return sources;
}
