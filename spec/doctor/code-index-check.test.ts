import assert from 'node:assert/strict';
import { appendFileSync } from 'node:fs';
import test from 'node:test';
import { codeIndexFacts } from '../../src/code/index-facts.js';
import { codeIndexCheck } from '../../src/doctor/code-index-check.js';
import { runDoctor } from '../../src/doctor/run-doctor.js';
import { indexedFixture } from '../code/code-fixture.js';
import { tempProject } from '../helpers/temp-project.js';

test('forge doctor counts what the code index skipped, by reason, from the index file', async (t) => {
  const { root, indexer, file } = await indexedFixture(t, {
    'assets/logo.js': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]),
    'dist/bundle.js': 'var a=function(){return 1};'.repeat(3000),
    'src/broken.ts': 'export function fine(): number { return 1; }\nexport function broken( {\n',
  });
  const facts = codeIndexFacts(root, 0);
  assert.deepEqual(facts.summary!.skipped, { binary: 1, minified: 1 });
  assert.equal(facts.summary!.parse_errors, 1);
  assert.equal(facts.summary!.files, indexer.index.files.size);
  const check = codeIndexCheck(facts);
  assert.equal(check.status, 'OK');
  assert.match(check.message, /_vibe-chain-output\/code-index\/project\.jsonl: \d+ files indexed/);
  assert.match(check.message, /1 with parse errors/);
  assert.match(check.message, /skipped: binary 1, minified 1/);

  // A torn last line is said, and the counts come from the lines before it.
  appendFileSync(file, '{"p":"src/half.ts","l":"typescr\n');
  assert.match(codeIndexCheck(codeIndexFacts(root, 0)).message, /1 unreadable line\(s\) ignored/);

  const doctor = await runDoctor(root, {}, Date.now());
  assert.ok(doctor.some((result) => result.check === 'code index' && /skipped: binary 1, minified 1/.test(result.message)));
});

test('forge doctor says when there is no code index yet, without building one', async (t) => {
  const root = await tempProject(t);
  const check = codeIndexCheck(codeIndexFacts(root, 0));
  assert.equal(check.status, 'OK');
  assert.match(check.message, /not built yet/);
});
