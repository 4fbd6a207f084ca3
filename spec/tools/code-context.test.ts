import assert from 'node:assert/strict';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { systemClock } from '../../src/clock.js';
import { createToolContext } from '../../src/tools/context.js';
import { runTool } from '../../src/tools/registry.js';
import { FIXTURE_FILES, writeFiles } from '../code/code-fixture.js';
import { tempProject } from '../helpers/temp-project.js';
import { runForge } from '../parties/run-forge.js';
import type { Answer } from './tool-cases.js';

async function fixtureProject(t: import('node:test').TestContext): Promise<string> {
  const root = await tempProject(t);
  await writeFiles(root, { ...FIXTURE_FILES, 'assets/blob.js': Buffer.from([1, 0, 2]) });
  return root;
}

test('get_manifest says there is no index yet, the first question builds it, and the manifest then counts it', async (t) => {
  const root = await fixtureProject(t);
  const context = createToolContext(root, {}, systemClock);
  const before = (await runTool(context, 'get_manifest', {})) as Answer;
  assert.equal(before.indexed, false);
  assert.match(before.message, /index_repo builds it/);
  const answer = (await runTool(context, 'get_codebase_context', { ask: 'definition', name: 'fmt' })) as Answer;
  assert.deepEqual(
    answer.items.map((item: Answer) => `${item.file}:${item.line}`),
    ['tools/helpers.py:1'],
  );
  assert.ok(existsSync(join(root, '_vibe-chain-output/code-index/project.jsonl')));
  const manifest = (await runTool(context, 'get_manifest', {})) as Answer;
  assert.equal(manifest.indexed, true);
  assert.deepEqual(manifest.languages, { typescript: 3, python: 2, markdown: 1 });
  assert.deepEqual(manifest.skipped, { binary: 1 });
  assert.ok(manifest.bytes > 0);
});

test('a long-lived context sees a file re-indexed by index_repo, and list_repos names the project', async (t) => {
  const root = await fixtureProject(t);
  const context = createToolContext(root, {}, systemClock);
  await runTool(context, 'index_repo', {});
  writeFileSync(join(root, 'tools/helpers.py'), 'def fmt(text):\n    return text\n\ndef shout(text):\n    return text.upper()\n');
  const indexed = (await runTool(context, 'index_repo', { files: 'tools/helpers.py' })) as Answer;
  assert.equal(indexed.indexed, 1);
  assert.equal(indexed.built, false);
  const answer = (await runTool(context, 'get_codebase_context', { question: 'shout' })) as Answer;
  assert.equal(answer.items[0].file, 'tools/helpers.py');
  assert.equal(answer.items[0].line, 4);
  const repos = (await runTool(context, 'list_repos', {})) as Answer;
  assert.deepEqual(
    repos.items.map((item: Answer) => [item.repo, item.indexed, item.files]),
    [['project', true, 6]],
  );
  await assert.rejects(runTool(context, 'get_manifest', { repo: 'NOPE-1' }), /no repository "NOPE-1"/);
  await assert.rejects(runTool(context, 'get_codebase_context', { ask: 'file' }), /ask "file" needs file/);
});

test('forge kb ask --code prints file:line answers, and the index is rebuilt when its file is deleted', async (t) => {
  const root = await fixtureProject(t);
  const first = await runForge(root, ['kb', 'ask', '--code', 'who calls parseConfig']);
  assert.equal(first.code, 0, first.stderr);
  assert.match(first.stdout, /^src\/config\/parse.ts:13 {2}caller in load {2}call parseConfig\n {4}return parseConfig\(readText\(path\)\);/m);
  assert.match(first.stdout, /references "parseConfig": 3 of 3\n$/);
  rmSync(join(root, '_vibe-chain-output/code-index'), { recursive: true });
  const json = await runForge(root, ['kb', 'ask', '--code', '--json', 'ConfigStore']);
  assert.equal(JSON.parse(json.stdout).items[0].line, 11);
  const usage = await runForge(root, ['kb', 'ask', 'ConfigStore']);
  assert.equal(usage.code, 2);
  assert.match(usage.stderr, /add --code/);
});

test('the planning tools get code context from the index the daemon keeps: a map for a phase, the matching definitions for a module, nothing before there is an index', async (t) => {
  const root = await fixtureProject(t);
  const context = createToolContext(root, {}, systemClock);
  const provider = context.codeContext!;
  assert.equal(await provider(root, { project: 'shop', for: { phase: 'start_architecture' } }), null, 'no index yet, and none is built for it');
  assert.equal(existsSync(join(root, '_vibe-chain-output/code-index/project.jsonl')), false);
  await runTool(context, 'index_repo', {});
  const map = await provider(root, { project: 'shop', for: { phase: 'start_architecture' } });
  assert.match(map ?? '', /src\/config\/parse\.ts/);
  const module = await provider(root, { project: 'shop', for: { module: 'report', title: 'build_report' } });
  assert.match(module ?? '', /^tools\/report\.py:\d+ function build_report$/m);
  // And a planning step hands it on: its answer carries the map.
  await runTool(context, 'create_project', { project: 'shop', title: 'Shop', idea: 'A shop.' });
  const started = (await runTool(context, 'start_interview', { project: 'shop' })) as Answer;
  assert.equal(started.code_context.available, true);
  assert.match(started.code_context.text, /src\/config\/parse\.ts/);
});
