import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import type { CommandIo } from '../../src/cli/command.js';
import { main } from '../../src/cli/main.js';
import { projectSlug } from '../../src/transcripts/slug.js';
import { tempDir } from './corpus.js';

test('kb ingest --dir reads a folder and reports its sessions', async (t) => {
  const other = await tempDir(t, 'kb-cli-ingest-');
  const dir = await tempDir(t, 'kb-cli-src-');
  await writeFile(
    join(dir, 'mini.jsonl'),
    `${JSON.stringify({ type: 'user', uuid: 'u-1', timestamp: '2026-03-01T10:00:00Z', message: { content: 'hello there' } })}\n`,
  );
  let stdout = '';
  const io: CommandIo = {
    stdout: (s) => void (stdout += s),
    stderr: () => undefined,
    env: {},
    cwd: other,
    readStdin: async () => '',
    stopSignal: new AbortController().signal,
  };
  assert.equal(await main(['kb', 'ingest', '--dir', dir, '--json', '--project', other], io), 0);
  const answer = JSON.parse(stdout);
  assert.deepEqual(
    answer.sessions.map((s: { session_id: string; exchanges: number }) => [s.session_id, s.exchanges]),
    [['mini', 1]],
  );
});

test("kb ingest without --dir finds the project root's folder under CLAUDE_CONFIG_DIR", async (t) => {
  const root = await tempDir(t, 'kb-cli-root-');
  const config = await tempDir(t, 'kb-cli-claude-');
  const dir = join(config, 'projects', projectSlug(root));
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, 'found.jsonl'),
    `${JSON.stringify({ type: 'user', uuid: 'u-2', timestamp: '2026-03-01T10:00:00Z', message: { content: 'where am I' } })}\n`,
  );
  let stdout = '';
  const io: CommandIo = {
    stdout: (s) => void (stdout += s),
    stderr: () => undefined,
    env: { CLAUDE_CONFIG_DIR: config },
    cwd: root,
    readStdin: async () => '',
    stopSignal: new AbortController().signal,
  };
  assert.equal(await main(['kb', 'ingest', '--json', '--project', root], io), 0);
  const answer = JSON.parse(stdout);
  assert.deepEqual(answer.dirs, [dir]);
  assert.deepEqual(
    answer.sessions.map((s: { session_id: string }) => s.session_id),
    ['found'],
  );
});
