import assert from 'node:assert/strict';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { HistoryRecord } from '../../protocol/tracking.js';
import { tempProject } from '../helpers/temp-project.js';
import { startTestDaemon } from '../helpers/test-daemon.js';
import { runChild } from './run-forge.js';

const PROTOCOL_MD = fileURLToPath(new URL('../../../protocol/PROTOCOL.md', import.meta.url));

/** The bash block between the lifecycle-example markers of PROTOCOL.md, exactly as a reader copies it. */
async function lifecycleExample(): Promise<string> {
  const text = await readFile(PROTOCOL_MD, 'utf8');
  const section = /<!-- lifecycle-example:start -->\n```bash\n([\s\S]*?)```\n<!-- lifecycle-example:end -->/.exec(text);
  assert.ok(section, 'PROTOCOL.md has the lifecycle example between its markers');
  return section[1]!;
}

test('the bash lifecycle of PROTOCOL.md runs a story to the ledger against the daemon, with files only', async (t) => {
  const root = await tempProject(t);
  await startTestDaemon(t, root);
  const script = join(root, 'lifecycle.sh');
  await writeFile(script, await lifecycleExample());
  const run = await runChild('bash', [script], { env: { PATH: process.env.PATH ?? '', P: root } });
  assert.equal(run.code, 0, `${run.stdout}${run.stderr}`);
  assert.match(run.stdout, /^DEMO-1 finished: \{/m);
  const ledger = (await readFile(join(root, '_vibe-chain-output', 'worker-inbox', '.history.jsonl'), 'utf8')).trim().split('\n');
  assert.equal(ledger.length, 1);
  const record = HistoryRecord.parse(JSON.parse(ledger[0]!));
  assert.equal(record.state, 'confirmed');
  assert.equal(record.handoff?.status, 'completed');
  assert.ok(record.picked_up_at && record.completed_at && record.confirmed_at);
  assert.deepEqual(
    (await readdir(join(root, '_vibe-chain-output', 'worker-inbox', 'anvil'))).filter((name) => name !== '.heartbeat'),
    [],
  );
});
