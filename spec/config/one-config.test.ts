import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it, type TestContext } from 'node:test';
import { Config, HeimdallSection } from '../../protocol/config.js';
import { CONFIG_SECTIONS } from '../../protocol/config-sections.js';
import { renderDiagnostic } from '../../protocol/diagnostic.js';
import { main } from '../../src/cli/main.js';
import { loadConfig } from '../../src/config/load-config.js';
import { HEIMDALL_DEFAULTS, readHeimdallConfig } from '../../src/heimdall/heimdall-config.js';
import { runHeimdall } from '../heimdall/run-heimdall.js';
import { hookInput, tempProject } from '../heimdall/temp-project.js';

/** A Heimdall temp project with the given config layers, and an environment whose user layer is inside it. */
function project(t: TestContext, files: { yaml?: string; toml?: string; user?: string }) {
  const p = tempProject(t);
  if (files.yaml !== undefined) writeFileSync(join(p.root, '_vibe-chain', 'config.yaml'), files.yaml);
  if (files.toml !== undefined) writeFileSync(join(p.root, '_vibe-chain', 'config.toml'), files.toml);
  if (files.user !== undefined) {
    mkdirSync(join(p.root, 'xdg', 'vibe-chain'), { recursive: true });
    writeFileSync(join(p.root, 'xdg', 'vibe-chain', 'config.toml'), files.user);
  }
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: join(p.root, 'home'), XDG_CONFIG_HOME: join(p.root, 'xdg') };
  return { ...p, env };
}

async function forge(argv: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io = {
    stdout: (text: string) => void (out += text),
    stderr: (text: string) => void (err += text),
    env,
    cwd,
    readStdin: async () => '',
    stopSignal: new AbortController().signal,
  };
  const code = await main(argv, io);
  return { code, out, err };
}

const LAB_YAML = 'project: shop\nforge:\n  project_id: shop\n  heimdall:\n    deny: ["terraform destroy*"]\n    escalate_after: 7\n';

describe('one configuration for the daemon, the hooks and the CLI', () => {
  it("lifts the same tables out of lab's forge: section as protocol/config.ts defines", () => {
    assert.deepEqual([...CONFIG_SECTIONS], Object.keys(Config.shape));
  });

  it("the hook accepts and refuses the same heimdall values as the daemon's schema", async (t) => {
    const samples: Array<[string, unknown]> = [
      ['escalate_after', 1],
      ['escalate_after', 0],
      ['escalate_after', 2.5],
      ['escalate_after', '3'],
      ['on_parse_error', 'allow'],
      ['on_parse_error', 'maybe'],
      ['deny', []],
      ['deny', ['a*', 'b']],
      ['deny', 'a*'],
      ['deny', [1]],
      ['allow', ['rm -rf /tmp/x-*']],
      ['allow', null],
      ['allow_temp_writes', false],
      ['allow_temp_writes', 'no'],
      ['sandbox', 'best-effort'],
      ['sandbox', 'off'],
      ['sandbox', 'yes'],
      ['sandbox', true],
      ['sandbox_hosts', ['registry.example.com']],
      ['sandbox_hosts', 'registry.example.com'],
      ['sandbox_write', ['~/.cache']],
      ['sandbox_write', [false]],
    ];
    const p = project(t, {});
    for (const [key, value] of samples) {
      writeFileSync(join(p.root, '_vibe-chain', 'config.yaml'), `forge:\n  heimdall: ${JSON.stringify({ [key]: value })}\n`);
      const { problems } = await readHeimdallConfig(p.root, p.env);
      assert.equal(problems.length === 0, HeimdallSection.safeParse({ [key]: value }).success, `${key}: ${JSON.stringify(value)}`);
    }
  });

  it('a deny pattern under forge: heimdall: in config.yaml blocks the command in a real hook process', async (t) => {
    const command = 'terraform destroy -auto-approve';
    const without = project(t, {});
    const before = await runHeimdall(t, hookInput('Bash', { command }, without.worktree), ['--project', without.root], without.env);
    assert.equal(before.code, 0, before.stderr);
    const p = project(t, { yaml: LAB_YAML });
    const after = await runHeimdall(t, hookInput('Bash', { command }, p.worktree), ['--project', p.root], p.env);
    assert.equal(after.code, 2);
    assert.match(after.stderr, /Heimdall blocked this Bash call/);
  });

  it("gives the daemon's loader, the hook and forge explain the same values from every layer", async (t) => {
    const p = project(t, {
      user: '[heimdall]\nallow = ["rm -rf /tmp/cache-*"]\non_parse_error = "allow"\n',
      yaml: LAB_YAML,
      toml: '[heimdall]\nallow_temp_writes = false\n',
    });
    const daemon = await loadConfig(p.root, p.env);
    assert.deepEqual(daemon.errors, []);
    const hook = await readHeimdallConfig(p.root, p.env);
    assert.deepEqual(hook.problems, []);
    const expected = {
      ...HEIMDALL_DEFAULTS,
      escalate_after: 7,
      on_parse_error: 'allow',
      deny: ['terraform destroy*'],
      allow: ['rm -rf /tmp/cache-*'],
      allow_temp_writes: false,
    };
    assert.deepEqual(daemon.config.heimdall, expected);
    assert.deepEqual(hook.config, expected);
    const cli = await forge(['explain', 'terraform destroy', '--json', '--project', p.root, '--context', p.contextFile], p.worktree, p.env);
    assert.equal(cli.code, 0, cli.err);
    const answer = JSON.parse(cli.out) as { decision: string; config_problems: string[] };
    assert.deepEqual([answer.decision, answer.config_problems], ['block', []]);
  });

  it("names the file, the field and what was expected for an invalid value, in the daemon's loader, the hook and forge explain", async (t) => {
    const p = project(t, { yaml: 'forge:\n  heimdall:\n    escalate_after: three\n    deny: terraform destroy*\n' });
    const daemon = await loadConfig(p.root, p.env);
    const fields = daemon.errors.map((d) => [d.file, d.field]);
    assert.deepEqual(fields, [
      ['_vibe-chain/config.yaml', 'heimdall.escalate_after'],
      ['_vibe-chain/config.yaml', 'heimdall.deny'],
    ]);
    assert.match(renderDiagnostic(daemon.errors[0]!), /expected .*number/);
    const hook = await readHeimdallConfig(p.root, p.env);
    assert.deepEqual(hook.problems, [
      '_vibe-chain/config.yaml: field "heimdall.escalate_after" configuration problem: expected a positive integer, got "three"',
      '_vibe-chain/config.yaml: field "heimdall.deny" configuration problem: expected a list of strings, got "terraform destroy*"',
    ]);
    const cli = await forge(['explain', 'ls', '--project', p.root, '--context', p.contextFile], p.worktree, p.env);
    assert.equal(cli.code, 0, cli.err);
    for (const problem of hook.problems) assert.ok(cli.out.includes(`config: ${problem}`), cli.out);
  });

  it('reports a broken config.yaml that sets heimdall in the hook too, keeping the other layers', async (t) => {
    const p = project(t, { yaml: 'forge:\n  heimdall: [unclosed\n', toml: '[heimdall]\nescalate_after = 4\n' });
    const hook = await readHeimdallConfig(p.root, p.env);
    assert.equal(hook.config.escalate_after, 4);
    assert.equal(hook.problems.length, 1);
    assert.match(hook.problems[0]!, /^_vibe-chain\/config\.yaml:\d+: configuration problem: expected valid YAML/);
  });

  it("leaves a layer that never names heimdall unparsed in the hook: its problems are the daemon's to report", async (t) => {
    const p = project(t, { yaml: 'forge: [unclosed\n', toml: '[heimdall]\nescalate_after = 4\n' });
    assert.deepEqual(await readHeimdallConfig(p.root, p.env), { config: { ...HEIMDALL_DEFAULTS, escalate_after: 4 }, problems: [] });
    assert.deepEqual(
      (await loadConfig(p.root, p.env)).errors.map((d) => d.file),
      ['_vibe-chain/config.yaml'],
    );
  });

  it('leaves config.toml unparsed in the hook when its [heimdall] table has every key commented out, as forge init writes it', async (t) => {
    const commented = '[heimdall]\n# escalate_after = 3\n\n[daemon]\nsettle = = "1s"\n';
    const p = project(t, { toml: commented });
    assert.deepEqual(await readHeimdallConfig(p.root, p.env), { config: HEIMDALL_DEFAULTS, problems: [] });
    assert.deepEqual(
      (await loadConfig(p.root, p.env)).errors.map((d) => d.file),
      ['_vibe-chain/config.toml'],
    );
    writeFileSync(join(p.root, '_vibe-chain', 'config.toml'), '[heimdall]\n# the default is 3\nescalate_after = 4\n');
    assert.equal((await readHeimdallConfig(p.root, p.env)).config.escalate_after, 4);
  });
});
