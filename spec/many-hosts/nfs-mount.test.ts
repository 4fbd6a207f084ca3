import assert from 'node:assert/strict';
import { open, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, type TestContext, test } from 'node:test';
import { createExclusive } from '../../src/fs/exclusive-create.js';
import { onCleanup } from '../helpers/cleanup.js';
import { sharedProject, simulatedHost } from '../helpers/many-hosts.js';
import { waitFor } from '../helpers/temp-project.js';

/** The harness itself: two hosts' mounts of one export behave like two NFS clients of one server. */

/** Two hosts with an attribute cache long enough that nothing in a test outlives it. */
async function twoHosts(t: TestContext, actimeo = 60) {
  const shared = await sharedProject(t);
  if (!shared) return null;
  const a = await simulatedHost(t, shared, 'host-a', { caching: { actimeo } });
  const b = await simulatedHost(t, shared, 'host-b', { caching: { actimeo }, at: 'srv/elsewhere' });
  return { shared, a, b };
}

const missing = (path: string) =>
  stat(path).then(
    () => false,
    (error: NodeJS.ErrnoException) => error.code === 'ENOENT',
  );

describe('the simulated NFS mounts', () => {
  test('a stat serves cached attributes while an open sees the other host’s write at once (close-to-open)', async (t) => {
    const hosts = await twoHosts(t);
    if (!hosts) return;
    const { a, b } = hosts;
    await writeFile(join(b.root, 'note'), 'one\n');
    assert.equal((await stat(join(a.root, 'note'))).size, 4);
    await writeFile(join(b.root, 'note'), 'one, and two\n');
    assert.equal((await stat(join(a.root, 'note'))).size, 4, 'host A still has the old size cached');
    assert.equal(await readFile(join(a.root, 'note'), 'utf8'), 'one, and two\n');
    assert.equal((await stat(join(a.root, 'note'))).size, 13, 'the open revalidated the attributes');
  });

  test('a name seen missing stays missing while its folder is cached; listing the folder finds it', async (t) => {
    const hosts = await twoHosts(t);
    if (!hosts) return;
    const { a, b } = hosts;
    assert.ok(await missing(join(a.root, 'late')));
    await writeFile(join(b.root, 'late'), 'here\n');
    assert.ok(await missing(join(a.root, 'late')), 'the negative lookup is cached (lookupcache=all)');
    assert.ok((await readdir(a.root)).includes('late'), 'opening the folder revalidates it');
    assert.equal(await readFile(join(a.root, 'late'), 'utf8'), 'here\n');
  });

  test('cached attributes expire after actimeo', async (t) => {
    const hosts = await twoHosts(t, 1);
    if (!hosts) return;
    const { a, b } = hosts;
    await writeFile(join(b.root, 'grows'), 'a\n');
    assert.equal((await stat(join(a.root, 'grows'))).size, 2);
    await writeFile(join(b.root, 'grows'), 'a\nb\n');
    await waitFor('host A to see the new size by stat alone', async () => (await stat(join(a.root, 'grows'))).size === 4, 10_000);
  });

  test('of exclusive creates racing from two hosts exactly one wins', async (t) => {
    const hosts = await twoHosts(t);
    if (!hosts) return;
    const { a, b } = hosts;
    for (let round = 0; round < 50; round++) {
      const name = `claim-${round}`;
      const wins = await Promise.all([createExclusive(join(a.root, name), 'a'), createExclusive(join(b.root, name), 'b')]);
      assert.equal(wins.filter(Boolean).length, 1, `round ${round}: ${wins}`);
      assert.equal(await readFile(join(hosts.shared.server, name), 'utf8'), wins[0] ? 'a' : 'b');
    }
  });

  test('appends from two hosts land at each host’s cached end of file, so one can overwrite the other', async (t) => {
    const hosts = await twoHosts(t);
    if (!hosts) return;
    const { a, b } = hosts;
    await writeFile(join(a.root, 'ledger'), '');
    const fromA = await open(join(a.root, 'ledger'), 'a');
    const fromB = await open(join(b.root, 'ledger'), 'a');
    onCleanup(t, () => Promise.all([fromA.close(), fromB.close()]));
    await fromA.write('line from A\n');
    await fromB.write('line from B\n');
    assert.equal(await readFile(join(hosts.shared.server, 'ledger'), 'utf8'), 'line from B\n');
  });
});
