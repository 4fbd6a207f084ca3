import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { tempProject } from '../helpers/temp-project.js';
import { runForge } from '../parties/run-forge.js';

test('forge plan lists the plans, and forge plan <project> shows each file with what to fix and the tools that move it on', async (t) => {
  const root = await tempProject(t);
  assert.match((await runForge(root, ['plan'])).stdout, /No plans in _vibe-chain\/plans\/ yet: create_project starts one/);
  const made = await runForge(root, ['tool', 'create_project', '--input', JSON.stringify({ project: 'shop', title: 'A small shop', idea: 'Mugs.' })]);
  assert.equal(made.code, 0, made.stderr);
  assert.match((await runForge(root, ['plan'])).stdout, /^shop\s+interview\s+A small shop$/m);
  const file = join(root, '_vibe-chain', 'plans', 'shop', 'project.md');
  await writeFile(file, (await readFile(file, 'utf8')).replace(/^title: .*$/m, 'title:'));
  const one = await runForge(root, ['plan', 'shop']);
  assert.equal(one.code, 0);
  assert.match(
    one.stdout,
    /^plan shop: project\n {2}invalid {2}_vibe-chain\/plans\/shop\/project\.md\n {11}_vibe-chain\/plans\/shop\/project\.md: field "title" front matter does not match its schema/m,
  );
  assert.match(one.stdout, /^ {2}missing {2}_vibe-chain\/plans\/shop\/plan\.md$/m);
  assert.match(one.stdout, /^next: fix the files above$/m);
  const missing = await runForge(root, ['plan', 'nope']);
  assert.equal(missing.code, 1);
  assert.match(missing.stderr, /no plan folder _vibe-chain\/plans\/nope\//);
});
