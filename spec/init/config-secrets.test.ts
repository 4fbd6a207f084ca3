import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadConfig } from '../../src/config/load-config.js';
import { configSecretsCheck } from '../../src/doctor/config-secrets.js';
import { tempProject } from '../helpers/temp-project.js';

test('forge doctor warns about a secret-looking worker env value in a config.toml git tracks, and only then', async (t) => {
  const root = await tempProject(t, '');
  const config = '[workers.anvil]\ntask_types = ["frontend"]\n[workers.anvil.env]\nANTHROPIC_MODEL = "opus"\nANTHROPIC_API_KEY = "sk-ant-api03-committed"\n';
  await writeFile(join(root, '_vibe-chain', 'config.toml'), config);
  const env = { HOME: root, XDG_CONFIG_HOME: root };
  const untracked = await configSecretsCheck(root, (await loadConfig(root, env)).config);
  assert.equal(untracked.status, 'OK');
  execFileSync('git', ['-C', root, 'init', '-q']);
  execFileSync('git', ['-C', root, 'add', '_vibe-chain/config.toml']);
  const tracked = await configSecretsCheck(root, (await loadConfig(root, env)).config);
  assert.equal(tracked.status, 'WARN');
  assert.match(tracked.message, /\[workers\.anvil\] env ANTHROPIC_API_KEY/);
  assert.doesNotMatch(tracked.message, /ANTHROPIC_MODEL|sk-ant/, 'names the key, never the value');
  assert.match(tracked.fix ?? '', /export them where forge start runs/);
});
