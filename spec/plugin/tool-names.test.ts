import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TOOL_DEFINITIONS, TOOL_NAMES } from '../../protocol/tools/index.js';
import { PHASE_INSTRUCTIONS } from '../../src/tools/planning/instructions.js';
import { agentFiles, skillFiles } from './plugin-files.js';

/**
 * The design's open risk: a prompt naming a tool that does not exist. Every word shaped like a
 * forge tool name (a verb of the tools, an underscore, more words), bare or behind an
 * mcp__ prefix, in every agent, skill, tool description and phase instruction, is a registered tool.
 */
const TOOL_SHAPED = /(?:(?<=__)|\b)(?:start|submit|get|create|collect|search|broadcast|inspect|workers)_[a-z_]*[a-z]\b/g;
/** Fields of the protocol that share the shape. */
const NOT_TOOLS = new Set(['broadcast_id']);

test('every tool name in every agent, skill, tool description and phase instruction is a registered tool', () => {
  const known = new Set<string>(TOOL_NAMES);
  const sources = [
    ...[...agentFiles(), ...skillFiles()].map((f) => ({ where: f.path, text: f.body })),
    ...TOOL_DEFINITIONS.map((tool) => ({ where: `the description of ${tool.name}`, text: tool.description })),
    ...Object.entries(PHASE_INSTRUCTIONS).map(([step, text]) => ({ where: `the instructions of ${step}`, text })),
  ];
  let seen = 0;
  for (const { where, text } of sources) {
    for (const [name] of text.matchAll(TOOL_SHAPED)) {
      if (NOT_TOOLS.has(name)) continue;
      seen += 1;
      assert.ok(known.has(name), `${where} names "${name}", which is no forge tool (the tools: ${[...known].join(', ')})`);
    }
  }
  assert.ok(seen > TOOL_NAMES.length, `the scan found the tool names (${seen})`);
  for (const step of Object.keys(PHASE_INSTRUCTIONS)) assert.ok(known.has(step), step);
});
