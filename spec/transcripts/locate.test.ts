import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { claudeProjectsDir, locateTranscriptDirs } from '../../src/transcripts/locate.js';
import { sourceOf } from '../../src/transcripts/scan-dir.js';
import { projectSlug, slugMatches } from '../../src/transcripts/slug.js';
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
    projectsDir: projects,
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
  const dirs = await locateTranscriptDirs({ projectRoot: '/srv/app', worktrees: [], extraDirs: [], projectsDir: projects });
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
