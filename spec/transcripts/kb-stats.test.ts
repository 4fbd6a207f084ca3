import assert from 'node:assert/strict';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { COMPOUND_LOG, KbStats } from '../../protocol/exchange.js';
import type { CommandIo } from '../../src/cli/command.js';
import { main } from '../../src/cli/main.js';
import { pathExists } from '../../src/fs/path-exists.js';
import { tempProject } from '../helpers/temp-project.js';
import { ingestFolder } from './corpus.js';
import { generatedTranscripts, writeGeneratedTranscripts } from './synthetic-transcripts.js';

async function cli(project: string, args: string[]): Promise<{ code: number; stdout: string }> {
  let stdout = '';
  const io: CommandIo = {
    stdout: (text) => void (stdout += text),
    stderr: () => undefined,
    env: { CLAUDE_CONFIG_DIR: join(project, 'claude') },
    cwd: project,
    readStdin: async () => '',
    stopSignal: new AbortController().signal,
  };
  const code = await main([...args, '--project', project], io);
  return { code, stdout };
}

test('kb stats counts sessions, exchanges and bytes from the state, and names the last compound and whether it failed', async (t) => {
  const project = await tempProject(t);
  const empty = KbStats.parse(JSON.parse((await cli(project, ['kb', 'stats', '--json'])).stdout));
  assert.deepEqual(empty, { ok: true, sessions: 0, exchanges: 0, transcript_bytes: 0, index_bytes: 0, last_ingest_at: null, last_compound: null });
  const reports = [];
  for (const dir of await writeGeneratedTranscripts(join(project, 'transcripts'))) reports.push(await ingestFolder(project, dir));
  const sessions = reports.flatMap((r) => r.sessions);
  await mkdir(join(project, '_vibe-chain-output', 'exchanges'), { recursive: true });
  await appendFile(
    join(project, COMPOUND_LOG),
    '[2026-03-01T10:00:00.000Z] compound: x\n[2026-03-01T10:00:05.000Z] compound exited with 0\n[2026-03-02T10:00:00.000Z] compound: x\noops\n[2026-03-02T10:00:09.000Z] compound exited with 2\n',
  );
  const stats = KbStats.parse(JSON.parse((await cli(project, ['kb', 'stats', '--json'])).stdout));
  assert.equal(stats.sessions, sessions.length);
  assert.equal(
    stats.exchanges,
    sessions.reduce((sum, s) => sum + s.counters.exchanges, 0),
  );
  const sessionBytes = generatedTranscripts()
    .filter((f) => !f.path.includes('subagents'))
    .reduce((sum, f) => sum + Buffer.byteLength(f.text.slice(0, f.text.lastIndexOf('\n') + 1)), 0);
  assert.ok(stats.transcript_bytes >= sessionBytes, `${stats.transcript_bytes} >= ${sessionBytes}`);
  assert.ok(stats.index_bytes > 0);
  assert.notEqual(stats.last_ingest_at, null);
  assert.deepEqual(stats.last_compound, { at: '2026-03-02T10:00:09.000Z', exit_code: 2 });
  assert.match((await cli(project, ['kb', 'stats'])).stdout, /last compound {3}2026-03-02T10:00:09.000Z \(exit 2, failed\)/);
});

test('forge compound runs nothing while no session passed the watermark; --force runs it now, under the lock', async (t) => {
  const project = await tempProject(t, '[compound]\ncommand = "echo ran >> compound-ran.txt"\n');
  const gated = await cli(project, ['compound']);
  assert.equal(gated.code, 0);
  assert.match(gated.stdout, /nothing to compound/);
  assert.equal(await pathExists(join(project, 'compound-ran.txt')), false);
  assert.equal((await cli(project, ['compound', '--wait'])).code, 2, '--wait alone is a usage error');
  const forced = await cli(project, ['compound', '--force', '--wait']);
  assert.equal(forced.code, 0);
  assert.equal(await readFile(join(project, 'compound-ran.txt'), 'utf8'), 'ran\n');
});
