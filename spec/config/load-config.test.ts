import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { loadConfig } from '../../src/config/load-config.js';
import { tempProject } from '../helpers/temp-project.js';

async function project(t: Parameters<typeof tempProject>[0], files: { toml?: string; yaml?: string; user?: string }) {
  const root = await tempProject(t);
  if (files.toml !== undefined) await writeFile(join(root, '_vibe-chain', 'config.toml'), files.toml);
  if (files.yaml !== undefined) await writeFile(join(root, '_vibe-chain', 'config.yaml'), files.yaml);
  if (files.user !== undefined) {
    await mkdir(join(root, 'xdg', 'vibe-chain'), { recursive: true });
    await writeFile(join(root, 'xdg', 'vibe-chain', 'config.toml'), files.user);
  }
  return { root, env: { HOME: join(root, 'home'), XDG_CONFIG_HOME: join(root, 'xdg') } };
}

describe('configuration layers', () => {
  test('defaults hold when no file exists: the contract values of ipc-v1', async (t) => {
    const { root, env } = await project(t, {});
    const { config, warnings, errors } = await loadConfig(root, env);
    assert.deepEqual([warnings, errors], [[], []]);
    assert.equal(config.timeouts.orphan, 5 * 60_000);
    assert.equal(config.timeouts.dev, 30 * 60_000);
    assert.equal(config.timeouts.code_review, 15 * 60_000);
    assert.equal(config.timeouts.ux_review, 10 * 60_000);
    assert.equal(config.timeouts.test, 20 * 60_000);
    assert.equal(config.timeouts.stall, 10 * 60_000);
    assert.equal(config.daemon.reconcile_interval, 30_000);
    assert.equal(config.daemon.settle, 250);
    assert.equal(config.forge.dashboard_port, 2800);
    assert.equal(config.heimdall.escalate_after, 3);
  });

  test("the project toml beats lab's yaml forge section, which beats the user file", async (t) => {
    const { root, env } = await project(t, {
      user: '[timeouts]\norphan = "1m"\ndev = "1m"\ntest = "1m"\n',
      yaml: 'forge:\n  dashboard_port: 3100\n  timeouts:\n    orphan: 2m\n    dev: 2m\n',
      toml: '[timeouts]\norphan = "3m"\n',
    });
    const { config, errors } = await loadConfig(root, env);
    assert.deepEqual(errors, []);
    assert.equal(config.timeouts.orphan, 3 * 60_000);
    assert.equal(config.timeouts.dev, 2 * 60_000);
    assert.equal(config.timeouts.test, 60_000);
    assert.equal(config.forge.dashboard_port, 3100);
  });

  test('an unknown key is one warning naming file, key, line and the closest known key', async (t) => {
    const { root, env } = await project(t, { toml: '[timeouts]\norphan = "2m"\norphn = "1m"\n' });
    const { config, warnings, errors } = await loadConfig(root, env);
    assert.deepEqual(errors, []);
    assert.equal(warnings.length, 1);
    assert.equal(warnings[0]!.file, '_vibe-chain/config.toml');
    assert.equal(warnings[0]!.field, 'timeouts.orphn');
    assert.equal(warnings[0]!.line, 3);
    assert.match(warnings[0]!.expected, /did you mean "orphan"/);
    assert.equal(config.timeouts.orphan, 2 * 60_000);
  });

  test('a misspelt key of [workers] is a warning with the key it meant, not an error about a worker table', async (t) => {
    const { root, env } = await project(t, { toml: '[workers]\nidle_wiat = "5m"\n\n[workers.anvil]\ntask_types = ["frontend"]\n' });
    const { config, warnings, errors } = await loadConfig(root, env);
    assert.deepEqual(errors, []);
    assert.equal(warnings.length, 1);
    assert.deepEqual([warnings[0]!.file, warnings[0]!.field, warnings[0]!.line, warnings[0]!.got], ['_vibe-chain/config.toml', 'workers.idle_wiat', 2, '"5m"']);
    assert.match(warnings[0]!.expected, /did you mean "idle_wait"\?, or a \[workers\.idle_wiat\] table\)/);
    assert.equal(config.workers.idle_wait, 60_000, 'the default holds');
    assert.deepEqual(
      Object.keys(config.workers).filter((key) => key === 'idle_wiat'),
      [],
    );
  });

  test('a wrong type is worded like a task file error: what is accepted, never zod\'s "Invalid input"', async (t) => {
    const { root, env } = await project(t, { toml: '[supervisor]\nworkers = "anvil"\n' });
    const { errors } = await loadConfig(root, env);
    assert.equal(errors.length, 1);
    assert.deepEqual(
      [errors[0]!.code, errors[0]!.field, errors[0]!.line, errors[0]!.expected, errors[0]!.got],
      ['config', 'supervisor.workers', 2, 'an array', '"anvil"'],
    );
  });

  test('a wrong type is an error naming file, line and key', async (t) => {
    const { root, env } = await project(t, { toml: '[forge]\nproject_id = "x"\ndashboard_port = "eighty"\n' });
    const { errors } = await loadConfig(root, env);
    assert.equal(errors.length, 1);
    assert.deepEqual([errors[0]!.file, errors[0]!.field, errors[0]!.line], ['_vibe-chain/config.toml', 'forge.dashboard_port', 3]);
  });

  test('a bad duration is an error that says what a duration looks like', async (t) => {
    const { root, env } = await project(t, { toml: '[timeouts]\ndev = "half an hour"\n' });
    const { errors } = await loadConfig(root, env);
    assert.equal(errors[0]!.field, 'timeouts.dev');
    assert.match(errors[0]!.expected, /"5m"/);
  });

  test('a TOML syntax error names file and line', async (t) => {
    const { root, env } = await project(t, { toml: '[daemon]\nsettle = "250ms"\nreconcile_interval = = 3\n' });
    const { errors } = await loadConfig(root, env);
    assert.equal(errors.length, 1);
    assert.equal(errors[0]!.file, '_vibe-chain/config.toml');
    assert.equal(errors[0]!.line, 3);
  });

  test("a YAML syntax error in lab's config names its file", async (t) => {
    const { root, env } = await project(t, { yaml: 'forge:\n  dashboard_port: [3100\n' });
    const { errors } = await loadConfig(root, env);
    assert.equal(errors[0]!.file, '_vibe-chain/config.yaml');
  });
});
