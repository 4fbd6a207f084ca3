import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TestContext, test } from 'node:test';
import { SERVER_NAME } from '../../src/mcp/server.js';
import { agentFiles, hookCommands, REPO, readJson, skillFiles, TOOL_PREFIX } from './plugin-files.js';

const CLAUDE = join(REPO, 'node_modules', '.bin', 'claude');
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

test('hooks.json wires Heimdall, the Stop hook, the SessionStart hook and the PreCompact hook through the quoted plugin root', () => {
  const rows = hookCommands();
  assert.deepEqual(
    rows.map((r) => [r.event, r.matcher ?? null]),
    [
      ['PreToolUse', GUARDED_TOOLS],
      ['Stop', null],
      ['SessionStart', null],
      ['PreCompact', null],
    ],
  );
  for (const row of rows) assert.match(row.command, /^sh "\$\{CLAUDE_PLUGIN_ROOT\}\/bin-scripts\/forge-hook\.sh" (pre-tool|stop|session-start|pre-compact)$/);
  assert.deepEqual(
    rows.map((r) => r.command.split(' ').at(-1)),
    ['pre-tool', 'stop', 'session-start', 'pre-compact'],
  );
  // The Stop hook waits for a task up to [workers] idle_wait; Claude Code must not kill it first.
  assert.ok(rows[1]!.timeout! >= 90, 'Stop timeout covers the default idle_wait plus its margin');
});

test(".mcp.json starts this package's forge MCP server, whose tools Claude Code names with the documented prefix", () => {
  const servers = readJson('.mcp.json').mcpServers as Record<string, { command: string; args: string[] }>;
  assert.deepEqual(Object.keys(servers), [SERVER_NAME]);
  assert.deepEqual(servers[SERVER_NAME], { command: 'node', args: ['${CLAUDE_PLUGIN_ROOT}/bin-scripts/forge', 'mcp'] });
  assert.equal(TOOL_PREFIX, `mcp__plugin_${readJson('.claude-plugin/plugin.json').name}_${SERVER_NAME}__`);
});

function validate(t: TestContext, dir: string): { status: number | null; report: Record<string, unknown> } {
  const home = mkdtempSync(join(tmpdir(), 'plugin-validate-home-'));
  t.after(() => rmSync(home, { recursive: true, force: true }));
  // A private HOME and no telemetry: validation reads only the folder it is given.
  const env = { PATH: process.env.PATH ?? '', HOME: home, CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', DISABLE_TELEMETRY: '1', DISABLE_AUTOUPDATER: '1' };
  const result = spawnSync(CLAUDE, ['plugin', 'validate', dir, '--strict', '--json'], { env, encoding: 'utf8', timeout: 120_000 });
  if (result.error) throw result.error;
  return { status: result.status, report: JSON.parse(result.stdout) as Record<string, unknown> };
}

const NO_CLAUDE = existsSync(CLAUDE) ? false : 'the Claude Code CLI is not installed (npm install with dev dependencies installs it)';

test('claude plugin validate --strict passes on the repository and sees every agent, skill, hook and the MCP server', {
  skip: NO_CLAUDE,
  timeout: 180_000,
}, (t) => {
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

test('claude plugin validate --strict fails on a plugin.json with a field the schema does not know', { skip: NO_CLAUDE, timeout: 180_000 }, (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'plugin-validate-bad-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, '.claude-plugin'));
  writeFileSync(join(dir, '.claude-plugin', 'plugin.json'), JSON.stringify({ ...readJson('.claude-plugin/plugin.json'), hooksFile: 'hooks.json' }));
  const { status, report } = validate(t, dir);
  assert.equal(status, 1);
  assert.equal(report.success, false);
  assert.match(JSON.stringify(report), /hooksFile/);
});
