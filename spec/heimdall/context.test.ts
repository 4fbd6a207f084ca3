import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { DEFAULT_CONFIG } from '../../protocol/config.js';
import { TaskContext } from '../../protocol/task.js';
import { asTaskContext, findContext, projectRootOfContext } from '../../src/heimdall/context.js';
import { diskFsView } from '../../src/heimdall/fs-view.js';
import { HEIMDALL_DEFAULTS, readHeimdallConfig } from '../../src/heimdall/heimdall-config.js';
import { tempProject } from './temp-project.js';

const VALID = {
  story_id: 'FORGE-3',
  agent: 'anvil',
  worktree_path: '/w',
  assigned_branch: null,
  handoff_dir: '/h',
  has_db_migration: false,
  has_api_changes: true,
  allowed_paths: ['/w', '/h'],
};

describe('the hand-checked task context', () => {
  it('accepts and rejects the same documents as the TaskContext schema', () => {
    const samples: unknown[] = [
      VALID,
      { ...VALID, assigned_branch: 'feat/x' },
      { ...VALID, story_id: '../x' },
      { ...VALID, story_id: 'a..b' },
      { ...VALID, agent: 'Anvil' },
      { ...VALID, has_db_migration: 'yes' },
      { ...VALID, allowed_paths: ['/w', 3] },
      { ...VALID, assigned_branch: 5 },
      { ...VALID, worktree_path: undefined },
      [],
      null,
      'x',
    ];
    for (const sample of samples) assert.equal(asTaskContext(sample) !== null, TaskContext.safeParse(sample).success, JSON.stringify(sample));
  });

  it('keeps the [heimdall] defaults of protocol/config.ts', () => {
    assert.deepEqual(HEIMDALL_DEFAULTS, DEFAULT_CONFIG.heimdall);
  });
});

describe('finding the context of a call', () => {
  it('prefers --context, then FORGE_CONTEXT, then the tracked task whose worktree holds cwd', (t) => {
    const p = tempProject(t);
    const base = { env: {}, projectRoot: p.root, realpath: diskFsView.realpath };
    assert.equal(findContext({ ...base, explicit: p.contextFile, cwd: '/' })?.file, p.contextFile);
    assert.equal(findContext({ ...base, explicit: null, env: { FORGE_CONTEXT: p.contextFile }, cwd: '/', projectRoot: null })?.context.story_id, 'FORGE-3');
    const byCwd = findContext({ ...base, explicit: null, cwd: join(p.worktree, 'src') });
    assert.equal(byCwd?.context.agent, 'anvil');
    assert.equal(byCwd?.projectRoot, p.root);
    assert.equal(findContext({ ...base, explicit: null, cwd: p.root }), null);
  });

  it('falls back to the worktree match when the named context file is gone', (t) => {
    const p = tempProject(t);
    const found = findContext({ explicit: join(p.inbox, 'OLD-1.context.json'), env: {}, cwd: p.worktree, projectRoot: p.root, realpath: diskFsView.realpath });
    assert.equal(found?.context.story_id, 'FORGE-3');
  });

  it('prefers the deepest worktree when worktrees nest', (t) => {
    const p = tempProject(t);
    const inner = join(p.worktree, 'packages', 'api');
    mkdirSync(inner, { recursive: true });
    writeFileSync(join(p.inbox, 'FORGE-4.context.json'), JSON.stringify({ ...VALID, story_id: 'FORGE-4', worktree_path: inner }));
    writeFileSync(
      join(p.root, '_vibe-chain-output', 'worker-inbox', '.tracking.json'),
      JSON.stringify({
        tasks: {
          'FORGE-3': { state: 'picked_up', agent: 'anvil' },
          'FORGE-4': { state: 'submitted', agent: 'anvil' },
          'X-1': { state: 'confirmed', agent: 'anvil' },
        },
      }),
    );
    assert.equal(findContext({ explicit: null, env: {}, cwd: inner, projectRoot: p.root, realpath: diskFsView.realpath })?.context.story_id, 'FORGE-4');
    assert.equal(findContext({ explicit: null, env: {}, cwd: p.worktree, projectRoot: p.root, realpath: diskFsView.realpath })?.context.story_id, 'FORGE-3');
  });

  it('reads the project root from a context path', () => {
    assert.equal(projectRootOfContext('/p/_vibe-chain-output/worker-inbox/anvil/X.context.json'), '/p');
    assert.equal(projectRootOfContext('/elsewhere/X.context.json'), null);
  });
});

describe('the [heimdall] section of config.toml', () => {
  it('is read when the file exists, and a wrong value keeps its default with a problem reported', async (t) => {
    const p = tempProject(t, '[heimdall]\nescalate_after = 5\non_parse_error = "maybe"\ndeny = ["terraform destroy*"]\nallow_temp_writes = false\n');
    const { config, problems } = await readHeimdallConfig(p.root, { HOME: p.root });
    assert.deepEqual(config, { ...HEIMDALL_DEFAULTS, escalate_after: 5, deny: ['terraform destroy*'], allow_temp_writes: false });
    assert.deepEqual(problems, ['_vibe-chain/config.toml: field "heimdall.on_parse_error" configuration problem: expected "block" or "allow", got "maybe"']);
  });

  it('falls back to the defaults for a missing or broken file', async (t) => {
    const p = tempProject(t, 'this is = = not toml');
    assert.deepEqual((await readHeimdallConfig(p.root, { HOME: p.root })).config, HEIMDALL_DEFAULTS);
    rmSync(join(p.root, '_vibe-chain', 'config.toml'));
    assert.deepEqual(await readHeimdallConfig(p.root, { HOME: p.root }), { config: HEIMDALL_DEFAULTS, problems: [] });
  });
});
