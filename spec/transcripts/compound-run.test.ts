import assert from 'node:assert/strict';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { COMPOUND_LOCK } from '../../protocol/exchange.js';
import { acquireCompoundLock } from '../../src/transcripts/compound-lock.js';
import { runCompoundForeground, startCompoundDetached } from '../../src/transcripts/compound-run.js';
import { onCleanup } from '../helpers/cleanup.js';
import { waitFor } from '../helpers/temp-project.js';
import { tempDir } from './corpus.js';

const node = JSON.stringify(process.execPath);
const writeEnv = (file: string) =>
  `${node} -e "require('fs').writeFileSync('${file}', process.env.FORGE_COMPOUND_SESSION + ' ' + process.env.FORGE_COMPOUND_TOKENS)"`;
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

test('a detached compound runs the command with the session in its environment and frees the lock when it ends', async (t) => {
  const project = await tempDir(t, 'kb-compound-');
  const started = await startCompoundDetached({
    projectRoot: project,
    command: writeEnv('done.txt'),
    staleMs: 3_600_000,
    sessionId: 'sess-9',
    contextTokens: 123_456,
  });
  assert.equal(started.started, true);
  // The file exists a moment before its content is written: wait for the content, not the name.
  const written = await waitFor(
    'the command to write its file',
    () =>
      readFile(join(project, 'done.txt'), 'utf8').then(
        (text) => text || null,
        () => null,
      ),
    20_000,
  );
  assert.equal(written, 'sess-9 123456');
  await waitFor('the lock to be released', async () => !(await exists(join(project, COMPOUND_LOCK))), 20_000);
});

test('while the lock is held neither a detached nor a foreground compound starts', async (t) => {
  const project = await tempDir(t, 'kb-compound-held-');
  const lock = await acquireCompoundLock(join(project, COMPOUND_LOCK), { staleMs: 3_600_000, onCompromised: (error) => assert.fail(error) });
  assert.ok(lock.ok);
  onCleanup(t, lock.release);
  const refreshed = (await stat(join(project, COMPOUND_LOCK))).mtimeMs;
  const request = { projectRoot: project, command: writeEnv('never.txt'), staleMs: 3_600_000, sessionId: null, contextTokens: null };
  assert.deepEqual(await startCompoundDetached(request), { started: false, heldSince: refreshed });
  assert.deepEqual(await runCompoundForeground(request, { stdout: () => undefined, stderr: () => undefined }), { ran: false, heldSince: refreshed });
  assert.equal(await exists(join(project, 'never.txt')), false);
});

test('a foreground compound passes on the output and exit status of the command and releases the lock', async (t) => {
  const project = await tempDir(t, 'kb-compound-fg-');
  let out = '';
  const result = await runCompoundForeground(
    { projectRoot: project, command: `${node} -e "console.log('compounding'); process.exit(3)"`, staleMs: 3_600_000, sessionId: null, contextTokens: null },
    { stdout: (text) => void (out += text), stderr: () => undefined },
  );
  assert.deepEqual(result, { ran: true, exitCode: 3 });
  assert.match(out, /compounding/);
  assert.equal(await exists(join(project, COMPOUND_LOCK)), false);
});
