import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { EXCHANGES_INDEX } from '../../protocol/exchange.js';
import { spawnDaemon } from '../helpers/daemon-process.js';
import { tempProject, waitFor } from '../helpers/temp-project.js';
import { tempDir } from './corpus.js';
import { Session } from './synthetic-transcripts.js';

const CONFIG = '[daemon]\nreconcile_interval = "1h"\nsettle = "50ms"\n[forge]\ndashboard_port = 0\n';

test('a running daemon reads a folder added to [transcripts] dirs as soon as config.toml names it, without a restart', async (t) => {
  const root = await tempProject(t, CONFIG);
  const extra = await tempDir(t, 'kb-daemon-dirs-');
  const session = new Session('hot-1', '2026-03-02T08:00:00Z');
  session.prompt('Remember the hot reload.').say('Remembered.');
  await writeFile(join(extra, 'hot-1.jsonl'), session.text());
  const daemon = spawnDaemon(t, root);
  await daemon.ready;

  await writeFile(join(root, '_vibe-chain', 'config.toml'), `${CONFIG}[transcripts]\ndirs = [${JSON.stringify(extra)}]\n`);
  const index = await waitFor(
    'the exchange of the newly named folder',
    async () => {
      const text = await readFile(join(root, EXCHANGES_INDEX), 'utf8').catch((error: NodeJS.ErrnoException) => {
        // ENOENT: nothing ingested yet.
        if (error.code === 'ENOENT') return '';
        throw error;
      });
      return text.includes('"session_id":"hot-1"') ? text : null;
    },
    20_000,
  );
  assert.match(index, /"prompt":"Remember the hot reload\."/);
  assert.match(daemon.output(), /config reloaded/);
});
