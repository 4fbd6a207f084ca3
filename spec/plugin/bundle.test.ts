import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { buildPluginBundle, PLUGIN_BUNDLE } from '../../scripts/build-plugin.js';
import { onCleanup } from '../helpers/cleanup.js';

describe("the plugin's committed bundle", () => {
  test('is exactly what a fresh build of the current sources gives (else run: npm run plugin-bundle, and commit build/)', async (t) => {
    const fresh = await mkdtemp(join(tmpdir(), 'vibe-chain-plugin-bundle-'));
    onCleanup(t, () => rm(fresh, { recursive: true, force: true }));
    await buildPluginBundle(fresh);
    const committed = (await readdir(PLUGIN_BUNDLE)).sort();
    const built = (await readdir(fresh)).sort();
    assert.deepEqual(committed, built, 'the same files');
    for (const name of built) assert.ok((await readFile(join(fresh, name))).equals(await readFile(join(PLUGIN_BUNDLE, name))), `${name} is stale`);
  });
});
