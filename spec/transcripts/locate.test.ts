import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { Config } from '../../protocol/config.js';
import { claudeProjectsDir, claudeProjectsDirs, locateTranscriptDirs, TranscriptLocator } from '../../src/transcripts/locate.js';
import { sourceOf } from '../../src/transcripts/scan-dir.js';
import { projectSlug, SlugIndex, slugMatches } from '../../src/transcripts/slug.js';
import { tempDir } from './corpus.js';

test('a POSIX path becomes its projects folder name with every non-alphanumeric character a dash', () => {
  assert.equal(projectSlug('/home/a/b.c'), '-home-a-b-c');
  assert.equal(projectSlug('/home/USER/projects/spotter-worktrees/spotter-gqc'), '-home-USER-projects-spotter-worktrees-spotter-gqc');
});

test('a Windows path keeps its drive letter and turns the colon and backslashes into dashes', () => {
  assert.equal(projectSlug('C:\\x\\y'), 'C--x-y');
  assert.equal(projectSlug('D:\\Users\\Zoë\\repo'), 'D--Users-Zo--repo');
});

test('non-ASCII characters become one dash per UTF-16 unit, as in the JavaScript that names the folders', () => {
  assert.equal(projectSlug('/tmp/café'), '-tmp-caf-');
  assert.equal(projectSlug('/tmp/日本'), '-tmp---');
  assert.equal(projectSlug('/tmp/a😀b'), '-tmp-a--b');
});

test('a slug over 200 characters matches a folder that starts with its first 200 and carries a suffix', () => {
  const long = `/${'deep/'.repeat(50)}project`;
  const slug = projectSlug(long);
  assert.ok(slug.length > 200);
  assert.equal(slugMatches(`${slug.slice(0, 200)}-1a2b3c`, slug), true);
  assert.equal(slugMatches(slug.slice(0, 200), slug), false, 'the cut name always carries a suffix');
  assert.equal(slugMatches(`${slug.slice(0, 199)}x-1a2b3c`, slug), false);
  assert.equal(slugMatches('-home-a-b-c-d', '-home-a-b-c'), false, 'short slugs match exactly');
});

test('the projects folder is under CLAUDE_CONFIG_DIR when it is set, else under ~/.claude', () => {
  assert.equal(claudeProjectsDir({ CLAUDE_CONFIG_DIR: '/cfg' }, '/home/u'), join('/cfg', 'projects'));
  assert.equal(claudeProjectsDir({}, '/home/u'), join('/home/u', '.claude', 'projects'));
});

test('the project root, each worktree and the configured extra folders are located, worktrees carrying their owner', async (t) => {
  const projects = await tempDir(t, 'kb-projects-');
  const root = '/srv/app';
  const tree = '/srv/app-trees/S-1';
  const longTree = `/srv/${'x'.repeat(230)}`;
  const longName = `${projectSlug(longTree).slice(0, 200)}-abc123`;
  for (const name of [projectSlug(root), projectSlug(tree), longName, '-srv-other']) await mkdir(join(projects, name));
  const dirs = await locateTranscriptDirs({
    projectRoot: root,
    worktrees: [
      { agent: 'anvil', storyId: 'S-1', worktreePath: tree },
      { agent: 'furnace', storyId: 'S-2', worktreePath: longTree },
      { agent: 'pixel', storyId: 'S-3', worktreePath: '/srv/never-ran' },
    ],
    extraDirs: ['extra/transcripts'],
    projectsDirs: [projects],
  });
  assert.deepEqual(
    dirs.map((d) => [d.dir, d.agent, d.storyId]),
    [
      [join(projects, longName), 'furnace', 'S-2'],
      [join(projects, projectSlug(root)), null, null],
      [join(projects, projectSlug(tree)), 'anvil', 'S-1'],
      [join(root, 'extra/transcripts'), null, null],
    ].sort((a, b) => (a[0]! < b[0]! ? -1 : 1)),
  );
});

test('no projects folder at all locates only the extra folders', async (t) => {
  const projects = join(await tempDir(t, 'kb-noprojects-'), 'missing');
  const dirs = await locateTranscriptDirs({ projectRoot: '/srv/app', worktrees: [], extraDirs: [], projectsDirs: [projects] });
  assert.deepEqual(dirs, []);
});

test('only top-level session files and subagent files under a session are transcripts', () => {
  const dir = { dir: join('/srv', 'projects', '-srv-app'), agent: 'anvil', storyId: 'S-1' };
  const at = (...parts: string[]) => sourceOf(dir, join(dir.dir, ...parts));
  assert.deepEqual(at('abc.jsonl'), { file: join(dir.dir, 'abc.jsonl'), kind: 'session', sessionId: 'abc', agent: 'anvil', storyId: 'S-1' });
  assert.equal(at('abc', 'subagents', 'agent-1.jsonl')?.kind, 'sidechain');
  assert.equal(at('abc', 'subagents', 'agent-1.jsonl')?.sessionId, 'abc');
  assert.equal(at('README.md'), null);
  assert.equal(at('abc', 'other', 'x.jsonl'), null);
  assert.equal(at('abc', 'x.jsonl'), null);
  assert.equal(at('..jsonl'), null, 'a name that would not be a safe folder is left out');
  assert.equal(sourceOf(dir, join('/elsewhere', 'x.jsonl')), null);
});

test('the slug index finds the same folders as comparing the slug with every name', () => {
  const short = projectSlug('/srv/app-trees/S-1');
  const long = projectSlug(`/srv/${'y'.repeat(230)}`);
  const names = [
    short,
    `${short}-x`,
    '-srv-other',
    `${long.slice(0, 200)}-1a2b3c`,
    `${long.slice(0, 200)}-4d5e6f`,
    long.slice(0, 200),
    `${long.slice(0, 199)}z-1a2b3c`,
  ];
  const index = new SlugIndex(names);
  for (const slug of [short, long, projectSlug('/srv/app-trees/S-2'), `${short}-x`, long.slice(0, 200)]) {
    assert.deepEqual(
      index.foldersOf(slug),
      names.filter((name) => slugMatches(name, slug)),
      slug,
    );
  }
});

test('a worktree whose transcripts folder appears after a first look is located the next time', async (t) => {
  const projects = await tempDir(t, 'kb-later-');
  const locator = new TranscriptLocator();
  const options = {
    projectRoot: '/srv/app',
    worktrees: [{ agent: 'anvil', storyId: 'S-1', worktreePath: '/srv/app-trees/S-1' }],
    extraDirs: [],
    projectsDirs: [projects],
  };
  assert.deepEqual(await locator.locate(options), []);
  await mkdir(join(projects, projectSlug('/srv/app-trees/S-1')));
  assert.deepEqual(await locator.locate(options), [{ dir: join(projects, projectSlug('/srv/app-trees/S-1')), agent: 'anvil', storyId: 'S-1', stage: null }]);
});

/** A locator that notes every path whose slug it works out. */
function countingLocator(): { locator: TranscriptLocator; worked: string[] } {
  const worked: string[] = [];
  const locator = new TranscriptLocator((path) => {
    worked.push(path);
    return projectSlug(path);
  });
  return { locator, worked };
}

test('locating an unchanged set of worktrees again works out no path again, and one more worktree costs one', async (t) => {
  const projects = await tempDir(t, 'kb-again-');
  const { locator, worked } = countingLocator();
  const worktrees = Array.from({ length: 50 }, (_, i) => ({ agent: 'anvil', storyId: `S-${i}`, worktreePath: `/srv/app-trees/S-${i}` }));
  await mkdir(join(projects, projectSlug('/srv/app-trees/S-7')));
  const options = { projectRoot: '/srv/app', worktrees, extraDirs: [], projectsDirs: [projects] };
  const first = await locator.locate(options);
  assert.equal(worked.length, 51, 'the root and every worktree once');
  worked.length = 0;
  assert.deepEqual(await locator.locate(options), first);
  assert.deepEqual(worked, []);
  await locator.locate({ ...options, worktrees: [...worktrees, { agent: 'furnace', storyId: 'S-50', worktreePath: '/srv/app-trees/S-50' }] });
  assert.deepEqual(worked, ['/srv/app-trees/S-50']);
  assert.deepEqual(
    first.map((d) => d.storyId),
    ['S-7'],
  );
});

test('the slugs of paths no longer asked for are forgotten once they outnumber the asked ones, so the kept ones do not grow', async (t) => {
  const projects = await tempDir(t, 'kb-forget-');
  const { locator, worked } = countingLocator();
  const set = (batch: number) =>
    Array.from({ length: 10 }, (_, i) => ({ agent: 'anvil', storyId: `S-${batch}-${i}`, worktreePath: `/srv/app-trees/S-${batch}-${i}` }));
  const options = { projectRoot: '/srv/app', extraDirs: [], projectsDirs: [projects] };
  await locator.locate({ ...options, worktrees: set(0) });
  await locator.locate({ ...options, worktrees: set(1) });
  worked.length = 0;
  await locator.locate({ ...options, worktrees: set(0) });
  assert.deepEqual(worked, [], 'kept while the kept ones are at most twice the asked ones');
  await locator.locate({ ...options, worktrees: set(2) });
  worked.length = 0;
  await locator.locate({ ...options, worktrees: set(0) });
  assert.deepEqual(
    worked,
    set(0).map((worktree) => worktree.worktreePath),
  );
});

test("the projects folders are the daemon's and those of the managed workers whose env sets another HOME or CLAUDE_CONFIG_DIR, each once", () => {
  const config = Config.parse({
    supervisor: { enabled: true, workers: ['anvil', 'furnace', 'crucible', 'temper'] },
    workers: {
      anvil: { task_types: ['frontend'], env: { HOME: '/homes/w' } },
      furnace: { task_types: ['backend'], env: { HOME: '/homes/w' } },
      crucible: { task_types: ['test'], env: { CLAUDE_CONFIG_DIR: '/cfg/crucible' } },
      temper: { task_types: ['code_review'], env: { HOME: '/home/d' } },
      pixel: { task_types: ['ux_review'], env: { HOME: '/homes/unmanaged' } },
    },
  });
  assert.deepEqual(claudeProjectsDirs(config, { HOME: '/home/d' }), [
    { dir: join('/home/d', '.claude', 'projects'), workers: null },
    { dir: join('/homes/w', '.claude', 'projects'), workers: ['anvil', 'furnace'] },
    { dir: join('/cfg/crucible', 'projects'), workers: ['crucible'] },
  ]);
  assert.deepEqual(claudeProjectsDirs({ ...config, supervisor: { ...config.supervisor, enabled: false } }, { HOME: '/home/d' }), [
    { dir: join('/home/d', '.claude', 'projects'), workers: null },
  ]);
});
