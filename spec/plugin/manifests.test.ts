import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TestContext, test } from 'node:test';
import { SERVER_NAME } from '../../src/mcp/server.js';
import { claudeBin, claudeMissing } from '../helpers/claude-code.js';
import { need } from '../helpers/requirement.js';
import { agentFiles, hookCommands, REPO, readJson, skillFiles, TOOL_PREFIX } from './plugin-files.js';

const PLUGIN_FIELDS = [
  'name',
  'version',
  'description',
  'author',
  'homepage',
  'repository',
  'license',
  'keywords',
  'commands',
  'agents',
  'skills',
  'hooks',
  'mcpServers',
  'outputStyles',
  'lspServers',
];
const GUARDED_TOOLS = 'Bash|Write|Edit|MultiEdit|NotebookEdit|Read|Grep|Glob';

test("plugin.json names the plugin vibe-chain, with the package's version and license and every listing field", () => {
  const plugin = readJson('.claude-plugin/plugin.json');
  const pkg = readJson('package.json');
  assert.equal(plugin.name, 'vibe-chain');
  assert.equal(plugin.version, pkg.version, 'plugin.json version must follow package.json');
  assert.equal(plugin.license, pkg.license);
  assert.ok(typeof plugin.description === 'string' && plugin.description.length > 20);
  assert.ok(typeof (plugin.author as { name?: unknown }).name === 'string');
  for (const field of ['homepage', 'repository']) assert.match(String(plugin[field]), /^https:\/\//, field);
  assert.ok(Array.isArray(plugin.keywords) && plugin.keywords.length > 0 && plugin.keywords.every((k) => typeof k === 'string'));
  assert.deepEqual(
    Object.keys(plugin).filter((key) => !PLUGIN_FIELDS.includes(key)),
    [],
    'only documented plugin.json fields',
  );
});

test('the marketplace lists this one plugin from the repository root', () => {
  const marketplace = readJson('.claude-plugin/marketplace.json');
  assert.equal(marketplace.name, 'vibe-chain');
  assert.ok(typeof (marketplace.owner as { name?: unknown }).name === 'string');
  const plugins = marketplace.plugins as Array<Record<string, unknown>>;
  assert.equal(plugins.length, 1);
  assert.equal(plugins[0]!.name, 'vibe-chain');
  assert.equal(plugins[0]!.source, './');
});

test('hooks.json wires Heimdall, the Stop hook, the SessionStart hook, the Notification hook and the PreCompact hook through the quoted plugin root', () => {
  const rows = hookCommands();
  assert.deepEqual(
    rows.map((r) => [r.event, r.matcher ?? null]),
    [
      ['PreToolUse', GUARDED_TOOLS],
      ['Stop', null],
      ['SessionStart', null],
      ['Notification', null],
      ['PreCompact', null],
    ],
  );
  for (const row of rows)
    assert.match(row.command, /^sh "\$\{CLAUDE_PLUGIN_ROOT\}\/bin-scripts\/forge-hook\.sh" (pre-tool|stop|session-start|notification|pre-compact)$/);
  assert.deepEqual(
    rows.map((r) => r.command.split(' ').at(-1)),
    ['pre-tool', 'stop', 'session-start', 'notification', 'pre-compact'],
  );
  // The Stop hook waits for a task up to [workers] idle_wait; Claude Code must not kill it first.
  assert.ok(rows[1]!.timeout! >= 90, 'Stop timeout covers the default idle_wait plus its margin');
});

test(".mcp.json starts this package's forge MCP server, whose tools Claude Code names with the documented prefix", () => {
  const servers = readJson('.mcp.json').mcpServers as Record<string, { command: string; args: string[] }>;
  assert.deepEqual(Object.keys(servers), [SERVER_NAME]);
  // biome-ignore lint/suspicious/noTemplateCurlyInString: Claude Code expands ${CLAUDE_PLUGIN_ROOT} in plugin manifests.
  assert.deepEqual(servers[SERVER_NAME], { command: 'node', args: ['${CLAUDE_PLUGIN_ROOT}/bin-scripts/forge', 'mcp'] });
  assert.equal(TOOL_PREFIX, `mcp__plugin_${readJson('.claude-plugin/plugin.json').name}_${SERVER_NAME}__`);
});

/** `claude ARGS` in a private HOME, with no telemetry: the client reads only the folders it is given. */
function runClient(t: TestContext, args: string[], cwd: string = REPO): { status: number | null; stdout: string; stderr: string } {
  const home = mkdtempSync(join(tmpdir(), 'plugin-validate-home-'));
  t.after(() => rmSync(home, { recursive: true, force: true }));
  const env = { PATH: process.env.PATH ?? '', HOME: home, CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', DISABLE_TELEMETRY: '1', DISABLE_AUTOUPDATER: '1' };
  const result = spawnSync(claudeBin(), args, { cwd, env, encoding: 'utf8', timeout: 120_000 });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function validate(t: TestContext, dir: string): { status: number | null; report: Record<string, unknown> } {
  const { status, stdout } = runClient(t, ['plugin', 'validate', dir, '--strict', '--json']);
  return { status, report: JSON.parse(stdout) as Record<string, unknown> };
}

const CLIENT = { name: 'claude', missing: claudeMissing() };

test('claude plugin validate --strict . run from the repository root, as a person types it, prints "Validation passed" and exits 0', {
  timeout: 180_000,
}, (t) => {
  if (!need(t, CLIENT)) return;
  const { status, stdout, stderr } = runClient(t, ['plugin', 'validate', '--strict', '.']);
  assert.equal(status, 0, `${stdout}\n${stderr}`);
  assert.match(stdout, /^✔ Validation passed$/m);
  // Warnings of the plugin directory's own checks (a missing icon) do not fail strict validation; errors would.
  assert.doesNotMatch(stdout, /✘|Validation failed/);
});

test('claude plugin validate --strict passes on the repository and sees every agent, skill, hook and the MCP server', { timeout: 180_000 }, (t) => {
  if (!need(t, CLIENT)) return;
  const { status, report } = validate(t, REPO);
  assert.equal(status, 0, JSON.stringify(report, null, 2));
  assert.equal(report.success, true);
  const provides = report.provides as {
    hooks: Array<{ event: string; command: string }>;
    mcpServers: Array<{ name: string }>;
    skills: string[];
    agents: string[];
  };
  assert.deepEqual(
    provides.agents,
    agentFiles().map((a) => `vibe-chain:${a.data.name}`),
  );
  assert.deepEqual(
    provides.skills,
    skillFiles().map((s) => `vibe-chain:${s.folder}`),
  );
  assert.deepEqual(
    provides.hooks.map((h) => [h.event, h.command]),
    hookCommands().map((h) => [h.event, h.command]),
  );
  assert.deepEqual(
    provides.mcpServers.map((s) => s.name),
    [SERVER_NAME],
  );
});

test('claude plugin validate --strict fails on a plugin.json with a field the schema does not know', { timeout: 180_000 }, (t) => {
  if (!need(t, CLIENT)) return;
  const dir = mkdtempSync(join(tmpdir(), 'plugin-validate-bad-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, '.claude-plugin'));
  writeFileSync(join(dir, '.claude-plugin', 'plugin.json'), JSON.stringify({ ...readJson('.claude-plugin/plugin.json'), hooksFile: 'hooks.json' }));
  const { status, report } = validate(t, dir);
  assert.equal(status, 1);
  assert.equal(report.success, false);
  assert.match(JSON.stringify(report), /hooksFile/);
});

/**
 * What every session pays for the plugin before anything is invoked: the skill and agent
 * descriptions. 526 tokens with the pinned client for 7 agents and 5 skills; 691 with the design's
 * 13 agents and 19 skills, their descriptions cut to one short sentence each. A jump past the
 * budget is a description grown too long.
 */
const ALWAYS_ON_BUDGET = 800;

test('claude plugin details counts every skill and agent and projects an always-on token cost within the budget', { timeout: 180_000 }, (t) => {
  if (!need(t, CLIENT)) return;
  // --plugin-dir loads the repository as it is on disk: an install would run npm ci in the plugin's folder.
  const { status, stdout, stderr } = runClient(t, ['--plugin-dir', REPO, 'plugin', 'details', 'vibe-chain'], tmpdir());
  assert.equal(status, 0, `${stdout}\n${stderr}`);
  const alwaysOn = /^\s*Always-on:\s+~(\d+) tok\b/m.exec(stdout);
  assert.ok(alwaysOn, `an always-on figure in:\n${stdout}`);
  assert.ok(Number(alwaysOn[1]) <= ALWAYS_ON_BUDGET, `always-on ~${alwaysOn[1]} tokens, over the budget of ${ALWAYS_ON_BUDGET}`);
  const table = stdout.slice(stdout.indexOf('Per-component'));
  // A cost under 20 tokens is printed as "< 20" instead of "~20".
  const cost = String.raw`(?:~[\d.]+k?|< \d+)`;
  const components = [...table.matchAll(new RegExp(String.raw`^ {2}([a-z][\w-]*)\s+${cost}\s+${cost}$`, 'gm'))].map((row) => row[1]!).sort();
  assert.deepEqual(components, [...agentFiles().map((a) => String(a.data.name)), ...skillFiles().map((s) => s.folder)].sort());
  // Hooks and the MCP server cost no model context up front.
  assert.match(stdout, /Hooks \(5\).*harness-only/);
});
