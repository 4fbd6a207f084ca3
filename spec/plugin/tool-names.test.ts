import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TOOL_DEFINITIONS } from '../../protocol/tools/index.js';
import { mcpTools } from '../../src/mcp/server.js';
import { PHASE_INSTRUCTIONS } from '../../src/tools/planning/instructions.js';
import { agentFiles, skillFiles } from './plugin-files.js';
import { namesIn, type Registry } from './prompt-names.js';

// biome-ignore lint/suspicious/noTemplateCurlyInString: Claude Code expands ${CLAUDE_PLUGIN_ROOT} in a skill's allowed-tools.
const PLUGIN_FORGE = 'node "${CLAUDE_PLUGIN_ROOT}/bin-scripts/forge"';

const REGISTRY: Registry = {
  tools: new Set(mcpTools().map((tool) => tool.name)),
  components: new Set([...agentFiles().map((a) => String(a.data.name)), ...skillFiles().map((s) => s.folder)]),
};

/** Every text a model reads as instructions: the agents and skills, the tools' descriptions and CLI verbs, the phases' instructions. */
function prompts(): Array<{ where: string; text: string; commands: string[] }> {
  return [
    ...[...agentFiles(), ...skillFiles()].map((f) => ({
      where: f.path,
      text: `${JSON.stringify(f.data)}\n${f.body}`,
      commands: typeof f.data['allowed-tools'] === 'string' ? f.data['allowed-tools'].split(/,\s*/) : [],
    })),
    ...TOOL_DEFINITIONS.map((tool) => ({ where: `the tool ${tool.name}`, text: tool.description, commands: [tool.cli] })),
    ...Object.entries(PHASE_INSTRUCTIONS).map(([step, text]) => ({ where: `the instructions of ${step}`, text, commands: [] })),
  ];
}

test('every tool, CLI verb, skill and agent named in an agent, a skill, a tool description or a phase instruction exists', () => {
  const counts = { mcp: 0, tool: 0, cli: 0, component: 0 };
  const unknown: string[] = [];
  for (const { where, text, commands } of prompts()) {
    for (const use of namesIn(text, REGISTRY, commands)) {
      counts[use.kind] += 1;
      if (!use.known) unknown.push(`${where}: ${use.kind} "${use.text}"`);
    }
  }
  assert.deepEqual(
    unknown,
    [],
    `names that exist: the tools ${[...REGISTRY.tools].join(', ')}; the CLI (forge --help); ${[...REGISTRY.components].join(', ')}`,
  );
  // The scan sees the names at all: each kind many times over.
  assert.ok(counts.mcp > REGISTRY.tools.size && counts.tool > REGISTRY.tools.size, JSON.stringify(counts));
  assert.ok(counts.cli >= 20 && counts.component >= 10, JSON.stringify(counts));
  for (const step of Object.keys(PHASE_INSTRUCTIONS)) assert.ok(REGISTRY.tools.has(step), step);
});

test('a prompt naming a tool, a verb, a tool of forge tool, a skill or a server that does not exist is caught', () => {
  const planted = [
    'Call `mcp__plugin_vibe-chain_forge__get_plan_status` first,',
    'then submit_plans with the modules,',
    'then `mcp__lab__get_state`.',
    '```sh\nforge deploy --all\n```',
    'Run `forge tool get_plan`, `forge kb wipe`, and follow the skill `vibe-chain:brainstorming`.',
  ].join('\n');
  const unknown = namesIn(planted, REGISTRY, [`Bash(${PLUGIN_FORGE} launch:*)`])
    .filter((use) => !use.known)
    .map((use) => use.text);
  assert.deepEqual(
    unknown.sort(),
    [
      'forge deploy',
      'forge kb wipe',
      'forge tool get_plan',
      'get_plan',
      'get_plan_status',
      'mcp__lab__get_state',
      'mcp__plugin_vibe-chain_forge__get_plan_status',
      `${PLUGIN_FORGE} launch`,
      'submit_plans',
      'vibe-chain:brainstorming',
    ].sort(),
  );
  // The same names, spelt right, pass.
  const fixed = planted
    .replace(/get_plan_status/g, 'get_state')
    .replace('submit_plans', 'submit_plan')
    .replace('mcp__lab__', 'mcp__forge__')
    .replace('forge deploy --all', 'forge status --json')
    .replace('get_plan`', 'get_state`')
    .replace('kb wipe', 'kb search')
    .replace('brainstorming', 'interviewing');
  assert.deepEqual(
    namesIn(fixed, REGISTRY, [`Bash(${PLUGIN_FORGE} demo:*)`]).filter((use) => !use.known),
    [],
  );
});
