import assert from 'node:assert/strict';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { COMPOUND_LOG, KbStats } from '../../protocol/exchange.js';
import type { CommandIo } from '../../src/cli/command.js';
import { main } from '../../src/cli/main.js';
import { codeIndexFacts } from '../../src/code/index-facts.js';
import { runDoctor } from '../../src/doctor/run-doctor.js';
import { pathExists } from '../../src/fs/path-exists.js';
import { indexedFixture } from '../code/code-fixture.js';
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
  assert.deepEqual(empty, {
    ok: true,
    sessions: 0,
    exchanges: 0,
    transcript_bytes: 0,
    index_bytes: 0,
    last_ingest_at: null,
    last_compound: null,
    code_index: {
      file: '_vibe-chain-output/code-index/project.jsonl',
      indexed: false,
      files: 0,
      definitions: 0,
      references: 0,
      imports: 0,
      parse_errors: 0,
      skipped: {},
      broken_lines: 0,
    },
  });
  assert.match((await cli(project, ['kb', 'stats'])).stdout, /^code index {6}_vibe-chain-output\/code-index\/project\.jsonl: not built yet /m);
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

test('kb stats gives the code index as forge doctor counts it: the same line in text, the counts in --json, and it builds no index', async (t) => {
  const { root, indexer } = await indexedFixture(t, {
    'assets/logo.js': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]),
    'src/broken.ts': 'export function fine(): number { return 1; }\nexport function broken( {\n',
  });
  const { code_index: counts } = KbStats.parse(JSON.parse((await cli(root, ['kb', 'stats', '--json'])).stdout));
  const summary = codeIndexFacts(root, 0).summary!;
  assert.deepEqual(counts, {
    file: '_vibe-chain-output/code-index/project.jsonl',
    indexed: true,
    files: indexer.index.files.size,
    definitions: summary.definitions,
    references: summary.references,
    imports: summary.imports,
    parse_errors: 1,
    skipped: { binary: 1 },
    broken_lines: 0,
  });
  assert.ok(counts.definitions > 0 && counts.references > 0);
  const doctorLine = (await runDoctor(root, {}, Date.now())).find((check) => check.check === 'code index')!.message;
  const text = (await cli(root, ['kb', 'stats'])).stdout;
  assert.ok(text.split('\n').includes(`code index      ${doctorLine}`), text);
  assert.match(doctorLine, /1 with parse errors .*skipped: binary 1$/);

  const project = await tempProject(t);
  await cli(project, ['kb', 'stats']);
  assert.equal(await pathExists(join(project, '_vibe-chain-output', 'code-index')), false, 'kb stats reads the index; it never builds one');
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
