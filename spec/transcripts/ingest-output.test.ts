import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { openService, snapshotExchanges, tempDir } from './corpus.js';
import { INGEST_DIGESTS } from './ingest-digests.js';
import { GENERATED_FOLDERS, generatedTranscripts } from './synthetic-transcripts.js';

/**
 * The ingest's output, file by file, against the digests recorded in ingest-digests.ts from the
 * ingest as it was before reads were streamed and writes batched: every exchange file,
 * `_index.jsonl` and `_state.json` (with the transcripts folder written as `<transcripts>`).
 * A change of format that is meant regenerates them: FORGE_UPDATE_DIGESTS=1 on this file.
 */
async function ingestDigests(
  t: import('node:test').TestContext,
  options: { readChunkBytes?: number; maxFolds?: number; piecewise?: boolean } = {},
): Promise<Record<string, string>> {
  const source = await tempDir(t, 'kb-digest-src-');
  const project = await tempDir(t, 'kb-digest-');
  const { readChunkBytes, maxFolds } = options;
  const service = await openService(project, { ...(readChunkBytes === undefined ? {} : { readChunkBytes }), ...(maxFolds === undefined ? {} : { maxFolds }) });
  const [workshop, hooks] = GENERATED_FOLDERS.map((name) => join(source, name));
  // One folder as a worker's worktree, so the story fields of the front matter are written too.
  const dirs = [
    { dir: workshop!, agent: null, storyId: null },
    { dir: hooks!, agent: 'anvil', storyId: 'SHOP-7', stage: 'dev' },
  ];
  const transcripts = generatedTranscripts();
  // Piecewise, every transcript grows by five lines between ingests (the daemon's path).
  const rounds = options.piecewise ? Math.max(...transcripts.map(({ text }) => Math.ceil(text.split('\n').length / 5))) : 1;
  const seen = new Set<string>();
  for (let round = 1; round <= rounds; round++) {
    for (const { path, text } of transcripts) {
      const lines = text.split('\n');
      const upTo = round === rounds ? text : lines.slice(0, round * 5).join('\n') + (round * 5 < lines.length ? '\n' : '');
      await mkdir(dirname(join(source, path)), { recursive: true });
      await writeFile(join(source, path), upTo);
    }
    const report = await service.ingestDirs(dirs);
    for (const session of report.sessions) {
      assert.ok(!(session.rebuilt && seen.has(session.sessionId)), `${session.sessionId} was read again from the start in round ${round}`);
      seen.add(session.sessionId);
    }
  }
  const files = await snapshotExchanges(project, { withState: true });
  const digests: Record<string, string> = {};
  for (const [path, text] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const stable = path === '_state.json' ? text.split(JSON.stringify(source).slice(1, -1)).join('<transcripts>') : text;
    digests[path] = createHash('sha256').update(stable).digest('hex').slice(0, 24);
  }
  return digests;
}

test('ingesting the generated transcripts writes the same bytes, file for file, as the recorded ingest', async (t) => {
  const digests = await ingestDigests(t);
  if (process.env.FORGE_UPDATE_DIGESTS === '1') {
    const target = fileURLToPath(new URL('../../../spec/transcripts/ingest-digests.ts', import.meta.url));
    const body = Object.entries(digests)
      .map(([path, digest]) => `  ${JSON.stringify(path)}: '${digest}',`)
      .join('\n');
    await writeFile(
      target,
      `/** Written by ingest-output.test.ts with FORGE_UPDATE_DIGESTS=1: sha256 (24 hex) of each output file. */\nexport const INGEST_DIGESTS: Record<string, string> = {\n${body}\n};\n`,
    );
  }
  assert.ok(Object.keys(digests).length > 10, `only ${Object.keys(digests).length} files written`);
  assert.deepEqual(digests, INGEST_DIGESTS);
});

test('reading transcripts in chunks far smaller than a line, with fewer folds than sessions, writes the same bytes as the recorded ingest', async (t) => {
  assert.deepEqual(await ingestDigests(t, { readChunkBytes: 97, maxFolds: 2 }), INGEST_DIGESTS);
});

test('transcripts growing five lines at a time, read in small chunks, come to the same exchange files and index as the recorded ingest, each resumed where it stopped', async (t) => {
  const { '_state.json': _state, ...expected } = INGEST_DIGESTS;
  // Two folds for eight sessions: most resume from their saved checkpoint, and open exchanges are written before the flush.
  const { '_state.json': _got, ...got } = await ingestDigests(t, { readChunkBytes: 97, maxFolds: 2, piecewise: true });
  assert.deepEqual(got, expected);
});
