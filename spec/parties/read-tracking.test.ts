import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { stableJson } from '../../protocol/stable-json.js';
import { ForgeError } from '../../src/errors.js';
import { readTracking, readTrackingOrFail } from '../../src/tracking/read-tracking.js';
import { tempProject } from '../helpers/temp-project.js';
import { entry, tracking, writeTracking } from './tracking-fixture.js';

describe('reading .tracking.json as a client', () => {
  test('gives null when there is none and the parsed file when it is sound', async (t) => {
    const root = await tempProject(t);
    assert.equal(await readTracking(root), null);
    const file = tracking({ 'A-1': entry('A-1', 'handed_off') });
    await writeTracking(root, stableJson(file));
    assert.deepEqual(await readTracking(root), { ok: true, tracking: file });
  });

  test('turns broken JSON and a wrong shape into diagnostics naming the file and field, never an exception', async (t) => {
    const root = await tempProject(t);
    await writeTracking(root, '{"tasks": ');
    const broken = await readTracking(root);
    assert.ok(broken && !broken.ok);
    assert.deepEqual(
      { ...broken.diagnostics[0], got: null },
      { code: 'tracking_corrupt', file: '_vibe-chain-output/worker-inbox/.tracking.json', field: null, expected: 'valid JSON', got: null },
    );

    const wrong = tracking({ 'A-1': { ...entry('A-1', 'submitted'), state: 'lost' as never } });
    await writeTracking(root, stableJson(wrong));
    const invalid = await readTracking(root);
    assert.ok(invalid && !invalid.ok);
    assert.equal(invalid.diagnostics[0]!.field, 'tasks.A-1.state');
    await assert.rejects(
      readTrackingOrFail(root),
      (error: unknown) => error instanceof ForgeError && error.code === 'bad_input' && /tasks\.A-1\.state/.test(error.message),
    );
  });
});
