import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadIndex } from '../../src/code/index-store.js';
import { spawnDaemon } from '../helpers/daemon-process.js';
import { tempProject, waitFor } from '../helpers/temp-project.js';
import { runForge } from '../parties/run-forge.js';
import { FIXTURE_FILES, writeFiles } from './code-fixture.js';

/**
 * Through a running daemon (`forge start` as a child process): the index is built at start, a
 * file saved mid-run is re-indexed and answered, many files changed at once are all taken while
 * the daemon keeps answering, and a restart reads the index instead of parsing the repository.
 */
test('the daemon builds the code index, re-indexes a file saved mid-run, takes a burst of changes, and a restart reads the index', async (t) => {
  const root = await tempProject(t);
  await writeFiles(root, FIXTURE_FILES);
  const indexFile = join(root, '_vibe-chain-output/code-index/project.jsonl');
  const defined = (name: string) => loadIndex(indexFile, root, 0)?.index.defsByName.get(name)?.[0] ?? null;

  const first = spawnDaemon(t, root);
  await first.ready;
  await waitFor('the code index built at start', () => /code index: built, 6 files parsed/.test(first.output()), 60_000);
  assert.equal(defined('parseConfig')?.file, 'src/config/parse.ts');

  await writeFile(join(root, 'src/retry.ts'), 'export function retryWithBackoff(attempts: number): number {\n  return attempts;\n}\n');
  const saved = await waitFor('the saved file in the index', () => defined('retryWithBackoff'), 20_000);
  assert.equal(saved.def[2], 1);
  const answer = await runForge(root, ['kb', 'ask', '--code', '--json', 'where is retryWithBackoff defined']);
  assert.equal(JSON.parse(answer.stdout).items[0].file, 'src/retry.ts');

  // A branch switch: 300 files at once, then one more save; every one is indexed, and the daemon answers meanwhile.
  const burst: Record<string, string> = {};
  for (let i = 0; i < 300; i++) burst[`gen/f${i}.py`] = `def generated_${i}():\n    return ${i}\n`;
  await writeFiles(root, burst);
  const status = await runForge(root, ['status', '--json']);
  assert.equal(status.code, 0, status.stderr);
  await writeFile(join(root, 'src/late.ts'), 'export class LateComer {}\n');
  await waitFor(
    'every file of the burst in the index',
    () => defined('generated_299') !== null && defined('generated_0') !== null && defined('LateComer') !== null,
    60_000,
  );

  first.child.kill('SIGINT');
  assert.equal(await first.exited, 0);
  await writeFile(join(root, 'src/while-down.ts'), 'export function changedWhileDown() {}\n');
  const second = spawnDaemon(t, root);
  await second.ready;
  const read = await waitFor(
    'the index read at restart',
    () => /code index: read (\d+) files from the index file, (\d+) changed since re-indexed/.exec(second.output()),
    60_000,
  );
  assert.equal(read[1], '309');
  assert.equal(read[2], '1', 'only the file changed while the daemon was down is parsed');
  assert.equal(defined('changedWhileDown')?.file, 'src/while-down.ts');
  second.child.kill('SIGINT');
  assert.equal(await second.exited, 0);
});
