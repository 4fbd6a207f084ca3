import { renderDiagnostic } from '../../protocol/diagnostic.js';
import { TOOL_NAMES, type ToolDefinition, toolDefinition } from '../../protocol/tools/index.js';
import { toolInputDiagnostics } from '../../protocol/tools/input-diagnostics.js';
import type { PLANNING_TOOL_DEFINITIONS } from '../../protocol/tools/planning/index.js';
import { ForgeError } from '../errors.js';
import { closestWord } from '../text/closest-word.js';
import { broadcastFinding } from './broadcast-finding.js';
import { CODE_IMPLEMENTATIONS } from './code-context.js';
import type { ToolContext } from './context.js';
import { getBroadcast } from './get-broadcast.js';
import { getBroadcasts } from './get-broadcasts.js';
import { getSiblings } from './get-siblings.js';
import { getState } from './get-state.js';
import { inspectBatch } from './inspect-batch.js';
import { getExchange, searchKnowledge } from './knowledge.js';
import { PLANNING_IMPLEMENTATIONS } from './planning/index.js';
import { submitHandoff } from './submit-handoff.js';
import { workersAvailable } from './workers-available.js';

/**
 * One implementation per tool, shared by the CLI and the MCP server. `runTool` validates the raw
 * input against the tool's schema (the edge), runs it, and returns the typed answer; every
 * failure is a ForgeError, which both front ends turn into `{ok:false, error:{code, message}}`.
 */
type Implementation = (context: ToolContext, input: never) => Promise<unknown>;

type PlanningToolName = (typeof PLANNING_TOOL_DEFINITIONS)[number]['name'];

const IMPLEMENTATIONS: Record<(typeof TOOL_NAMES)[number], Implementation> = {
  broadcast_finding: broadcastFinding,
  get_broadcasts: getBroadcasts,
  get_broadcast: getBroadcast,
  get_state: getState,
  get_siblings: getSiblings,
  search_knowledge: searchKnowledge,
  get_exchange: getExchange,
  submit_handoff: submitHandoff,
  workers_available: workersAvailable,
  inspect_batch: inspectBatch,
  ...(PLANNING_IMPLEMENTATIONS as Record<PlanningToolName, Implementation>),
  ...CODE_IMPLEMENTATIONS,
};

export function findTool(name: string): ToolDefinition {
  const tool = toolDefinition(name);
  if (tool) return tool;
  const guess = closestWord(name, TOOL_NAMES);
  throw new ForgeError('not_found', `no tool "${name}"${guess ? `; did you mean "${guess}"?` : ''} The tools: ${TOOL_NAMES.join(', ')}`);
}

export async function runTool(context: ToolContext, name: string, rawInput: unknown): Promise<unknown> {
  const tool = findTool(name);
  const checked = tool.input.safeParse(rawInput ?? {}, { reportInput: true });
  if (!checked.success) {
    const lines = toolInputDiagnostics(tool, checked.error.issues).map(renderDiagnostic);
    throw new ForgeError('usage', `bad input for ${name}:\n  ${lines.join('\n  ')}`);
  }
  return IMPLEMENTATIONS[name as keyof typeof IMPLEMENTATIONS](context, checked.data as never);
}
