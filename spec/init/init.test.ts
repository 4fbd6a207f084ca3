import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, test } from 'node:test';
import { DEFAULT_CONFIG, DEFAULT_ROSTER, rosterOf } from '../../protocol/config.js';
import { loadConfig } from '../../src/config/load-config.js';
import { adapterMarkdown } from '../../src/init/adapters.js';
import { configTables } from '../../src/init/config-keys.js';
import { configTemplate, NOT_SET } from '../../src/init/config-template.js';
import { GITIGNORE_LINES } from '../../src/init/init-project.js';
import { onCleanup } from '../helpers/cleanup.js';
import { spawnDaemon } from '../helpers/daemon-process.js';
import { copyExample, EXAMPLE } from '../helpers/example-copy.js';
import { waitFor } from '../helpers/temp-project.js';
import { runForge, runForgeJson } from '../parties/run-forge.js';

async function emptyDir(t: Parameters<typeof onCleanup>[0]): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'vibe-chain-init-'));
  onCleanup(t, () => rm(root, { recursive: true, force: true }));
  return root;
}

/** Every file and folder under `root` with its content and modification time. */
async function snapshot(root: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const info = await stat(path);
      found.set(relative(root, path), entry.isDirectory() ? `dir ${info.mtimeMs}` : `${info.mtimeMs} ${await readFile(path, 'utf8')}`);
      if (entry.isDirectory()) await walk(path);
    }
  };
  await walk(root);
  return found;
}

async function configFrom(t: Parameters<typeof onCleanup>[0], toml: string) {
  const root = await emptyDir(t);
  await cp(join(EXAMPLE, '_vibe-chain', 'agents'), join(root, '_vibe-chain', 'agents'), { recursive: true });
  await writeFile(join(root, '_vibe-chain', 'config.toml'), toml);
  return loadConfig(root, { HOME: root });
}

describe('forge init', () => {
  test('running it twice changes nothing the second time', async (t) => {
    const root = await emptyDir(t);
    const first = await runForgeJson(root, ['init']);
    assert.equal(first.code, 0);
    assert.ok((first.json.created as string[]).includes('_vibe-chain/config.toml'));
    const before = await snapshot(root);
    const second = await runForgeJson(root, ['init']);
    assert.equal(second.code, 0);
    assert.deepEqual([second.json.created, second.json.gitignore], [[], 'unchanged']);
    assert.deepEqual(await snapshot(root), before);
  });

  test('after the daemon ran, git lists only the reviewable history: config, adapters, tasks, handoffs, broadcasts and the ledger', async (t) => {
    const root = await emptyDir(t);
    assert.equal(spawnSync('git', ['init', '-q', root]).status, 0);
    assert.equal((await runForge(root, ['init'])).code, 0);
    const inbox = join(root, '_vibe-chain-output', 'worker-inbox');
    const now = new Date().toISOString();
    const task = (id: string) =>
      `---\nstory_id: ${id}\nproject_id: p\nworktree_path: ${root}/w\nproject_root: ${root}\nhandoff_dir: ${root}/_vibe-chain-output/handoffs\nagent: anvil\ntask_type: frontend\nipc_protocol: ipc-v1\nsubmitted_at: "${now}"\n---\nDo it.\n`;
    await writeFile(join(inbox, 'anvil', 'G-1.md'), task('G-1'));
    await writeFile(join(inbox, 'anvil', 'G-2.md'), task('G-2'));
    await writeFile(join(inbox, 'anvil', 'G-1.picked-up'), `at: "${now}"\n`);
    await writeFile(join(inbox, 'anvil', '.heartbeat'), '');
    await writeFile(
      join(root, '_vibe-chain-output', 'handoffs', 'G-1-pr-handoff.md'),
      `---\nstory_id: G-1\nagent: anvil\nstatus: completed\ncreated_at: "${now}"\n---\nDone.\n`,
    );
    await writeFile(join(root, '_vibe-chain-output', 'heimdall-audit.log'), 'a line\n');
    await writeFile(join(root, '_vibe-chain-output', 'events.jsonl'), '{}\n');
    await writeFile(join(inbox, '.history.jsonl'), '{}\n');
    await mkdir(join(root, '_vibe-chain-output', 'broadcasts'), { recursive: true });
    await writeFile(join(root, '_vibe-chain-output', 'broadcasts', '20260401T120000Z-cart-1.md'), 'x\n');
    assert.equal((await runForge(root, ['start', '--once'])).code, 0);
    for (const written of ['.tracking.json', 'anvil/G-1.context.json']) assert.ok((await stat(join(inbox, written))).isFile(), `the daemon wrote ${written}`);

    const listed = spawnSync('git', ['-C', root, 'status', '--porcelain', '-uall'], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3));
    const runState = listed.filter(
      (path) =>
        !/^(\.gitignore|_vibe-chain\/.*|_vibe-chain-output\/(worker-inbox\/(anvil\/G-\d\.md|\.history\.jsonl)|handoffs\/.*-handoff\.md|broadcasts\/.*\.md))$/.test(
          path,
        ),
    );
    assert.deepEqual(runState, [], 'no run state is left for git');
    for (const kept of [
      '_vibe-chain-output/worker-inbox/anvil/G-1.md',
      '_vibe-chain-output/handoffs/G-1-pr-handoff.md',
      '_vibe-chain-output/worker-inbox/.history.jsonl',
      '_vibe-chain-output/broadcasts/20260401T120000Z-cart-1.md',
    ]) {
      assert.ok(listed.includes(kept), `${kept} is history, listed by git: ${listed.join(', ')}`);
    }
  });

  test("never overwrites a person's file, and .gitignore only gains the lines it lacks", async (t) => {
    const root = await emptyDir(t);
    await writeFile(join(root, '.gitignore'), 'node_modules/\n*.lock/\n');
    await runForge(root, ['init']);
    await writeFile(join(root, '_vibe-chain', 'config.toml'), '[forge]\nproject_id = "mine"\n');
    await writeFile(join(root, '_vibe-chain', 'agents', 'forge', 'anvil.md'), 'My own anvil.\n');
    const again = await runForgeJson(root, ['init', root]);
    assert.ok((again.json.kept as string[]).includes('_vibe-chain/config.toml'));
    assert.equal(await readFile(join(root, '_vibe-chain', 'config.toml'), 'utf8'), '[forge]\nproject_id = "mine"\n');
    assert.equal(await readFile(join(root, '_vibe-chain', 'agents', 'forge', 'anvil.md'), 'utf8'), 'My own anvil.\n');
    const ignore = (await readFile(join(root, '.gitignore'), 'utf8')).split('\n');
    assert.equal(ignore[0], 'node_modules/');
    assert.equal(ignore.filter((line) => line === '*.lock/').length, 1);
    assert.ok(ignore.includes('.*.tmp-*'));
  });

  test('git-ignores derived memory: after forge init, git add -A stages no transcript excerpt', async (t) => {
    const root = await emptyDir(t);
    assert.equal(spawnSync('git', ['init', '-q', root]).status, 0);
    assert.equal((await runForge(root, ['init'])).code, 0);
    assert.ok((await readFile(join(root, '.gitignore'), 'utf8')).split('\n').includes('_vibe-chain-output/exchanges/'));
    await mkdir(join(root, '_vibe-chain-output', 'exchanges', 'session-1'), { recursive: true });
    await writeFile(join(root, '_vibe-chain-output', 'exchanges', 'session-1', 'exchange.md'), 'a prompt with a secret\n');
    await writeFile(join(root, '_vibe-chain-output', 'exchanges', '_index.jsonl'), '{}\n');
    assert.equal(spawnSync('git', ['-C', root, 'add', '-A']).status, 0);
    const staged = spawnSync('git', ['-C', root, 'ls-files'], { encoding: 'utf8' }).stdout.split('\n');
    assert.ok(staged.includes('_vibe-chain/config.toml'), 'the project files are staged');
    assert.deepEqual(
      staged.filter((file) => file.includes('exchanges')),
      [],
    );
  });

  test('the example project git-ignores what forge init ignores', async () => {
    const lines = (await readFile(join(EXAMPLE, '.gitignore'), 'utf8')).split('\n');
    assert.deepEqual(
      GITIGNORE_LINES.filter((line) => !lines.includes(line)),
      [],
    );
  });

  test('config.toml names every key of the schema with its default, and uncommenting any of them changes nothing', async (t) => {
    const text = configTemplate();
    for (const table of configTables()) {
      assert.ok(text.includes(`[${table.name}]`), table.name);
      for (const key of table.keys) {
        assert.ok(key.description !== '', `${table.name}.${key.name} has a description in protocol/config.ts`);
        assert.match(text, new RegExp(`^# ${key.name} = `, 'm'), `${table.name}.${key.name}`);
      }
    }
    const [keys, roster] = text.split('# The roster');
    const rosterEnd = roster!.indexOf('\n\n');
    // Keys without a default stay commented: their line shows the form, not a value.
    const keyLines = keys!.split('\n').map((line) => (/^# [a-z_]+ = /.test(line) && !/= (""|\[\])$/.test(line) ? line.slice(2) : line));
    const uncommented = `${keyLines.join('\n')}# The roster${roster}`;
    const loaded = await configFrom(t, uncommented);
    assert.deepEqual([loaded.errors, loaded.warnings], [[], []]);
    assert.deepEqual(loaded.config, DEFAULT_CONFIG);

    const withRoster = `${keys}# The roster${roster!.slice(0, rosterEnd).replace(/^# (\[workers\.|task_types|adapter)/gm, '$1')}${roster!.slice(rosterEnd)}`;
    const fromRoster = await configFrom(t, withRoster);
    assert.deepEqual([fromRoster.errors, fromRoster.warnings], [[], []]);
    assert.deepEqual(Object.fromEntries(Object.entries(rosterOf(fromRoster.config)).map(([name, worker]) => [name, worker.task_types])), DEFAULT_ROSTER);
    assert.ok(text.includes(NOT_SET), 'keys without a default say so');
  });

  test('a key without a default is shown in the shape it takes, so uncommenting its line alone is valid config', async (t) => {
    const text = configTemplate();
    assert.match(text, /^# workers = \[\]$/m, '[supervisor] workers is a list');
    let table = '';
    const checked: string[] = [];
    for (const line of text.split('\n')) {
      const header = /^\[([a-z_]+)\]$/.exec(line);
      if (header) table = header[1]!;
      const key = /^# ([a-z_]+) = (""|\[\])$/.exec(line);
      if (!key) continue;
      const loaded = await configFrom(t, `[${table}]\n${key[1]} = ${key[2]}\n`);
      assert.deepEqual(loaded.errors, [], `${table}.${key[1]}`);
      checked.push(`${table}.${key[1]}`);
    }
    assert.ok(checked.includes('supervisor.workers'), checked.join(', '));
  });
});

describe('the example project', () => {
  test('its adapters are the ones forge init writes, for all six workers', async () => {
    for (const agent of Object.keys(DEFAULT_ROSTER)) {
      assert.equal(await readFile(join(EXAMPLE, '_vibe-chain', 'agents', 'forge', `${agent}.md`), 'utf8'), adapterMarkdown(agent), agent);
    }
  });

  test('its config lists every key, loads without a warning, and takes project_id from the forge: section of config.yaml', async () => {
    const text = await readFile(join(EXAMPLE, '_vibe-chain', 'config.toml'), 'utf8');
    for (const table of configTables()) for (const key of table.keys) assert.match(text, new RegExp(`^(# )?${key.name} = `, 'm'), `${table.name}.${key.name}`);
    const loaded = await loadConfig(EXAMPLE, { HOME: EXAMPLE });
    assert.deepEqual([loaded.errors, loaded.warnings], [[], []]);
    assert.equal(loaded.config.forge.project_id, 'shop');
  });

  test('under the daemon it shows two waiting tasks, one handed off and one malformed handoff', async (t) => {
    const root = await emptyDir(t);
    await copyExample(root);
    assert.equal((await runForge(root, ['start', '--once'])).code, 0);
    await assertExampleStates(root);
  });

  test('forge start --once runs on a copy taken while another daemon ran on the original, its lock, tracking, contexts and cache included', async (t) => {
    const original = await emptyDir(t);
    await copyExample(original);
    const daemon = spawnDaemon(t, original);
    await daemon.ready;
    const leftovers = [
      'lease/epoch-1.json',
      '.forge-daemon.json',
      'worker-inbox/.tracking.json',
      'worker-inbox/anvil/SHOP-101.context.json',
      '.forge-cache/reads.json',
    ].map((file) => join('_vibe-chain-output', file));
    await waitFor('the daemon to leave its run state', async () =>
      (
        await Promise.all(
          leftovers.map((file) =>
            stat(join(original, file)).then(
              () => true,
              () => false,
            ),
          ),
        )
      ).every(Boolean),
    );
    const copy = await emptyDir(t);
    await cp(original, copy, { recursive: true });
    const once = await runForge(copy, ['start', '--once']);
    assert.equal(once.code, 0, once.stderr);
    await assertExampleStates(copy);
    assert.equal(daemon.child.exitCode, null, 'the daemon on the original runs on');
    const second = await runForge(original, ['start', '--once']);
    assert.equal(second.code, 1);
    assert.match(second.stderr, new RegExp(`another forge daemon is running on this project: pid ${daemon.child.pid} on `));
  });
});

async function assertExampleStates(root: string): Promise<void> {
  const status = await runForgeJson(root, ['status']);
  const items = new Map((status.json.items as Array<{ story_id: string; state: string; problem?: string | null }>).map((item) => [item.story_id, item]));
  assert.deepEqual(
    ['SHOP-101', 'SHOP-102', 'SHOP-99', 'SHOP-98'].map((id) => items.get(id)?.state),
    ['submitted', 'submitted', 'handed_off', 'picked_up'],
  );
  assert.match(String(items.get('SHOP-98')?.problem), /SHOP-98-pr-handoff\.md.*status/);
}
