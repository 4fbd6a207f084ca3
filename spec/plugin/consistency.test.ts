import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { BROADCAST_KINDS, BROADCAST_SEVERITIES } from '../../protocol/broadcast.js';
import { INSPECTION_FLAGS } from '../../protocol/tools/inspect-batch.js';
import { findCommand } from '../../src/cli/registry.js';
import { ADAPTER_AGENTS, adapterMarkdown } from '../../src/init/adapters.js';
import { mcpTools } from '../../src/mcp/server.js';
import { agentFiles, docFiles, hookCommands, type MarkdownFile, REPO, readJson, readRepo, skillFiles, TOOL_PREFIX } from './plugin-files.js';

const TOOLS = new Set(mcpTools().map((tool) => tool.name));
/** The two names Claude Code gives a forge tool: registered by hand (server forge) and through the plugin. */
const TOOL_REFERENCE = /mcp__([A-Za-z0-9_-]+?)__([a-z][a-z0-9_]*|<tool>)/g;
const SERVER_PARTS = new Set(['forge', 'plugin_vibe-chain_forge']);
const USER_SKILLS = ['forge-demo', 'forge-doctor', 'forge-explain', 'forge-status'];

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

/** Shell text the agents and skills tell the model to run: inline code spans and fenced blocks. */
function codeIn(body: string): string[] {
  const fenced = [...body.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].flatMap((m) => m[1]!.split('\n'));
  const inline = [...body.replace(/```[\s\S]*?```/g, '').matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
  return [...fenced, ...inline];
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

test("the agents are the roster's six workers and the inspector, each named as its file, with a one-line description", () => {
  const agents = agentFiles();
  assert.deepEqual(agents.map((a) => a.data.name).sort(), [...ADAPTER_AGENTS, 'inspector'].sort());
  for (const agent of agents) {
    assert.equal(`agents/${agent.data.name}.md`, agent.path);
    assert.ok(typeof agent.data.description === 'string' && agent.data.description.length > 40 && !agent.data.description.includes('\n'), agent.path);
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

test('each agent carries the swarm protocol: the initialization checklist, the broadcast triggers in the structured form, the breaking-change protocol', () => {
  for (const agent of agentFiles()) assertSwarmProtocol(agent);
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

test('each skill is named as its folder with a one-line description; only the forge skill is model-invoked', () => {
  const skills = skillFiles();
  assert.deepEqual(
    skills.map((s) => s.folder),
    ['forge', ...USER_SKILLS],
  );
  for (const skill of skills) {
    assert.equal(skill.data.name, skill.folder);
    assert.ok(typeof skill.data.description === 'string' && !skill.data.description.includes('\n') && skill.data.description.length <= 200, skill.path);
    assert.equal(skill.data['disable-model-invocation'], skill.folder === 'forge' ? undefined : true, skill.path);
  }
});

test('every forge command an agent or a skill runs is a verb of the CLI', () => {
  const invocation = /(?:^|\s)(?:node "\$\{CLAUDE_PLUGIN_ROOT\}\/bin-scripts\/forge"|forge)((?: [a-z][a-z-]*){1,2})/;
  let checked = 0;
  for (const file of [...agentFiles(), ...skillFiles()]) {
    for (const code of codeIn(file.body)) {
      const words = invocation.exec(code)?.[1]?.trim().split(' ');
      if (!words) continue;
      checked += 1;
      assert.ok(findCommand(words), `${file.path}: "${code}" runs no forge verb`);
    }
  }
  assert.ok(checked >= 10, `found ${checked} forge commands`);
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
