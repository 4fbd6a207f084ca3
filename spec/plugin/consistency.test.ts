import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { BROADCAST_KINDS, BROADCAST_SEVERITIES } from '../../protocol/broadcast.js';
import { INSPECTION_FLAGS } from '../../protocol/tools/inspect-batch.js';
import { ADAPTER_AGENTS, adapterMarkdown } from '../../src/init/adapters.js';
import { mcpTools } from '../../src/mcp/server.js';
import { agentFiles, docFiles, hookCommands, type MarkdownFile, REPO, readJson, readRepo, skillFiles, TOOL_PREFIX } from './plugin-files.js';
import { codeIn } from './prompt-names.js';

const TOOLS = new Set(mcpTools().map((tool) => tool.name));
/** The two names Claude Code gives a forge tool: registered by hand (server forge) and through the plugin. */
const TOOL_REFERENCE = /mcp__([A-Za-z0-9_-]+?)__([a-z][a-z0-9_]*|<tool>)/g;
const SERVER_PARTS = new Set(['forge', 'plugin_vibe-chain_forge']);
const USER_SKILLS = ['forge-demo', 'forge-doctor', 'forge-explain', 'forge-status'];
/** The design's skills (issue 28): the model reaches for them, so each description is paid in every session. */
const DESIGN_SKILLS = [
  'agent-handoff',
  'anti-stub',
  'debugging',
  'graph-orchestrator',
  'implementation-execution',
  'interviewing',
  'knowledge-curation',
  'parallel-dispatch',
  'project-discovery',
  'security-audit',
  'tdd',
  'terminal-presentation',
  'test-strategy',
  'verification-protocol',
];
/** The design's roles that are no worker of the roster (docs/planning.md maps the others onto the workers). */
const PLANNING_AGENTS = ['knowledge-keeper', 'product-manager', 'qa-strategist', 'designer', 'strategist', 'supervisor'];
/** The agents that take tasks from an inbox or a batch, and so carry the swarm protocol. */
const SWARM_AGENTS = [...ADAPTER_AGENTS, 'inspector'];

function toolReferences(text: string): Array<{ server: string; tool: string }> {
  return [...text.matchAll(TOOL_REFERENCE)].map((m) => ({ server: m[1]!, tool: m[2]! }));
}

function pluginToolsIn(text: string): Set<string> {
  return new Set(
    toolReferences(text)
      .filter((r) => r.server === 'plugin_vibe-chain_forge' && r.tool !== '<tool>')
      .map((r) => r.tool),
  );
}

/** A `## Title` section of a Markdown body, up to the next heading of the same or a higher level. */
function section(body: string, title: string, level = 2): string {
  const lines = body.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`${'#'.repeat(level)} ${title}`));
  assert.ok(start >= 0, `no "${'#'.repeat(level)} ${title}" section`);
  const end = lines.findIndex((line, i) => i > start && new RegExp(`^#{1,${level}} `).test(line));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

test('every forge tool named in an agent, a skill or a doc is a tool the MCP server serves, under a server name Claude Code uses', () => {
  const sources = [...agentFiles(), ...skillFiles()].map((f) => ({ path: f.path, text: `${JSON.stringify(f.data)}\n${f.body}` }));
  let seen = 0;
  for (const { path, text } of [...sources, ...docFiles()]) {
    for (const { server, tool } of toolReferences(text)) {
      seen += 1;
      assert.ok(SERVER_PARTS.has(server), `${path}: mcp__${server}__${tool} names no server Claude Code would show`);
      if (tool !== '<tool>') assert.ok(TOOLS.has(tool), `${path}: mcp__${server}__${tool} is not a forge MCP tool (the tools: ${[...TOOLS].join(', ')})`);
    }
  }
  assert.ok(seen > TOOLS.size, 'the scan found the tool references');
});

test('every tool the MCP server serves is documented in at least one agent or skill', () => {
  const documented = new Set([...agentFiles(), ...skillFiles()].flatMap((f) => [...pluginToolsIn(f.body)]));
  assert.deepEqual(
    [...TOOLS].filter((tool) => !documented.has(tool)),
    [],
  );
});

/** One sentence of at most 20 words: descriptions are paid in every session's always-on context. */
function assertShortDescription(file: MarkdownFile): void {
  const description = file.data.description;
  assert.ok(typeof description === 'string' && description.length > 40 && !description.includes('\n'), file.path);
  assert.ok(description.split(/\s+/).length <= 20, `${file.path}: ${description.split(/\s+/).length} words`);
  assert.equal(description.replace(/\.$/, '').match(/[.!?] /), null, `${file.path}: one sentence`);
}

test("the agents are the roster's six workers, the inspector and the design's planning roles, each named as its file, with a short description", () => {
  const agents = agentFiles();
  assert.deepEqual(agents.map((a) => a.data.name).sort(), [...SWARM_AGENTS, ...PLANNING_AGENTS].sort());
  for (const agent of agents) {
    assert.equal(`agents/${agent.data.name}.md`, agent.path);
    assertShortDescription(agent);
  }
});

test('each worker agent carries its personality adapter exactly as forge init writes it, and so does the example project', () => {
  for (const name of ADAPTER_AGENTS) {
    const agent = agentFiles().find((a) => a.data.name === name)!;
    assert.ok(agent.body.startsWith(adapterMarkdown(name)), `agents/${name}.md must start with adapterMarkdown("${name}") from src/init/adapters.ts`);
    assert.equal(readRepo(`_vibe-chain-example/_vibe-chain/agents/forge/${name}.md`), adapterMarkdown(name), `the example adapter of ${name}`);
  }
});

test('each agent lists in its MCP tools section exactly the forge tools its prompt uses', () => {
  for (const agent of agentFiles()) {
    const listed = section(agent.body, 'MCP tools');
    const items = [...listed.matchAll(/^- `([^`]+)`/gm)].map((m) => m[1]!);
    assert.ok(items.length > 0 && items.every((item) => item.startsWith(TOOL_PREFIX)), `${agent.path}: list items are plugin tool names`);
    assert.deepEqual(new Set(items.map((item) => item.slice(TOOL_PREFIX.length))), pluginToolsIn(agent.body), agent.path);
  }
});

function assertSwarmProtocol(agent: MarkdownFile): void {
  const swarm = section(agent.body, 'Swarm protocol');
  assert.match(section(swarm, 'Initialization checklist', 3), /get_broadcasts|forge inspect/, `${agent.path}: broadcasts are checked first`);
  const triggers = section(swarm, 'Mandatory broadcasts', 3);
  for (const kind of ['interface', 'api', 'props', 'schema', 'blocker', 'breaking'] as const)
    assert.ok(triggers.includes(`| \`${kind}\` |`), `${agent.path}: a trigger row of kind ${kind}`);
  for (const [, kind] of triggers.matchAll(/\| `([a-z]+)` \|/g))
    assert.ok(
      (BROADCAST_KINDS as readonly string[]).includes(kind!) || (BROADCAST_SEVERITIES as readonly string[]).includes(kind!),
      `${agent.path}: ${kind} is a broadcast kind or severity`,
    );
  assert.match(triggers, /```\nINTERFACE: .+\nTYPE: .+\nMODULE: .+\nBREAKING: (yes|no)\n```/, `${agent.path}: the structured contract form`);
  assert.match(swarm, /\n### Breaking-change (protocol|escalation)/, `${agent.path}: the breaking-change protocol`);
}

test('each worker agent and the inspector carry the swarm protocol: the initialization checklist, the broadcast triggers in the structured form, the breaking-change protocol', () => {
  for (const agent of agentFiles().filter((a) => SWARM_AGENTS.includes(String(a.data.name)))) assertSwarmProtocol(agent);
});

test('the inspector carries the interface-compatibility checklist over forge inspect, and the architect the breaking-change escalation', () => {
  const inspector = agentFiles().find((a) => a.data.name === 'inspector')!;
  const checklist = section(inspector.body, 'Interface-compatibility checklist', 3);
  for (const flag of INSPECTION_FLAGS) assert.ok(checklist.includes(`\`${flag}\``), `the checklist handles ${flag}`);
  assert.ok(codeIn(inspector.body).some((code) => code.startsWith('forge inspect')));
  const architect = agentFiles().find((a) => a.data.name === 'architect')!;
  const escalation = section(architect.body, 'Breaking-change escalation', 3);
  for (const verdict of ['accept', 'stage', 'reject', 'escalate to a person']) assert.ok(escalation.includes(`**${verdict}**`), verdict);
});

test("each skill is named as its folder with a short description; the CLI's skills are the user's only, the others model-invoked", () => {
  const skills = skillFiles();
  assert.deepEqual(
    skills.map((s) => s.folder),
    ['forge', ...USER_SKILLS, ...DESIGN_SKILLS].sort(),
  );
  for (const skill of skills) {
    assert.equal(skill.data.name, skill.folder);
    assertShortDescription(skill);
    assert.equal(skill.data['disable-model-invocation'], USER_SKILLS.includes(skill.folder) ? true : undefined, skill.path);
  }
});

/** The rows of the first Markdown table in `text`, each as its cells. */
function tableRows(text: string): string[][] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith('| '));
  const end = lines.findIndex((line, i) => i > start && !line.startsWith('|'));
  return lines.slice(start + 2, end < 0 ? undefined : end).map((line) => line.slice(2, -2).split(' | '));
}

test("docs/planning.md's mapping of the design's agents names agent files, and each agent's file names the tools the row says it uses", () => {
  const agents = new Map(agentFiles().map((a) => [String(a.data.name), a]));
  const rows = tableRows(section(readRepo('docs/planning.md'), "The design's agents and the worker roster"));
  assert.ok(rows.length >= 12, `${rows.length} rows`);
  for (const [design, forge, , tools] of rows) {
    const name = /(?:agent|worker) `([a-z-]+)`/.exec(forge!)?.[1];
    const agent = name === undefined ? undefined : agents.get(name);
    assert.ok(agent, `${design}: "${forge}" names an agent file`);
    for (const [, tool] of tools!.matchAll(/`([a-z_]+)`/g)) assert.ok(pluginToolsIn(agent.body).has(tool!), `${design}: agents/${name}.md names ${tool}`);
  }
  const mapped = new Set(rows.map((row) => /(?:agent|worker) `([a-z-]+)`/.exec(row[1]!)?.[1]));
  assert.deepEqual(
    [...PLANNING_AGENTS, 'architect', 'inspector', 'anvil', 'furnace'].filter((name) => !mapped.has(name)),
    [],
  );
  const skills = tableRows(section(readRepo('docs/planning.md'), 'The skills', 3)).map((row) => row[0]!.replaceAll('`', ''));
  assert.deepEqual(skills.sort(), [...DESIGN_SKILLS].sort());
});

test('every hook and MCP server command runs an executable script of the package', () => {
  const pkg = readJson('package.json') as { files: string[] };
  const servers = Object.values(readJson('.mcp.json').mcpServers as Record<string, { command: string; args: string[] }>);
  const commands = [...hookCommands().map((h) => h.command), ...servers.map((s) => [s.command, ...s.args.map((a) => JSON.stringify(a))].join(' '))];
  for (const command of commands) {
    const [, interpreter, script] = /^(node|sh) "\$\{CLAUDE_PLUGIN_ROOT\}\/([^"]+)"/.exec(command) ?? [];
    assert.ok(script, `${command}: runs node or sh on a script of the plugin`);
    const path = join(REPO, script);
    const mode = statSync(path).mode;
    assert.ok(statSync(path).isFile() && (mode & 0o111) !== 0, `${script} is an executable file`);
    assert.ok(readFileSync(path, 'utf8').startsWith(interpreter === 'sh' ? '#!/bin/sh\n' : '#!/usr/bin/env node\n'), `${script} has a ${interpreter} shebang`);
    assert.ok(
      pkg.files.some((entry) => relative(entry, script).split('/')[0] !== '..'),
      `${script} is in package.json files`,
    );
  }
});
