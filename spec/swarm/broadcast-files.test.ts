import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { broadcastId, idTime, isBroadcastId, moduleSlug, parseContracts, summarize } from '../../protocol/broadcast.js';
import { ManualClock } from '../../src/clock.js';
import { BroadcastIndex } from '../../src/swarm/broadcast-index.js';
import { writeBroadcast } from '../../src/swarm/write-broadcast.js';
import { tempProject } from '../helpers/temp-project.js';
import { T, writeAt } from '../tools/swarm-fixture.js';

const GOOD = { severity: 'info', kind: 'interface', module: 'users', agent: 'furnace', body: 'INTERFACE: getUser\nTYPE: (id: string) => User\n' };

describe('broadcast ids and bodies', () => {
  test('an id is the UTC time, a file-safe module slug and a sequence number, and sorts by time', () => {
    const id = broadcastId(T, 'checkout/api v2', 3);
    assert.equal(id, '20260401T120000000Z-checkout-api-v2-3');
    assert.ok(isBroadcastId(id));
    assert.equal(idTime(id), T);
    assert.ok(broadcastId(T + 1, 'a', 1) > broadcastId(T, 'z', 9));
    assert.equal(moduleSlug('../../etc'), 'etc');
    assert.equal(moduleSlug('***'), 'module');
    assert.ok(moduleSlug('x'.repeat(300)).length <= 48);
    assert.ok(!isBroadcastId('20260401T120000000Z-..-1'));
  });

  test('the structured form parses into contracts, with multi-line types and yes/no breaking', () => {
    const contracts = parseContracts(
      'Notes first.\n\nINTERFACE: User\nTYPE: {\n  id: string;\n}\nMODULE: users\nBREAKING: yes, renamed\n\nINTERFACE: getUser\nTYPE: (id) => User\nBREAKING: no\n',
    );
    assert.deepEqual(contracts, [
      { interface: 'User', type: '{\n  id: string;\n}', module: 'users', breaking: true },
      { interface: 'getUser', type: '(id) => User', module: null, breaking: false },
    ]);
  });

  test('a summary is at most 200 characters: the first contract, else the first words', () => {
    assert.equal(summarize('INTERFACE: a\nTYPE: string\n\nINTERFACE: b\n'), 'a: string (+1 more)');
    assert.equal(summarize(`# Title\n\n${'word '.repeat(100)}`).length, 200);
    assert.ok(summarize(`INTERFACE: x\nTYPE: ${'t'.repeat(500)}\n\nINTERFACE: y\n`).length <= 200);
  });
});

describe('broadcast files are validated like any other protocol file', () => {
  test('bad broadcasts are listed as invalid with what is wrong, never dropped, and the good ones listed newest first', async (t) => {
    const root = await tempProject(t);
    const dir = '_vibe-chain-output/broadcasts';
    const front = (fields: string) => `---\n${fields}\ncreated_at: 2026-04-01T12:00:00Z\n---\nINTERFACE: x\n`;
    await writeAt(root, `${dir}/20260401T120000000Z-a-1.md`, front('kind: api\nmodule: a\nagent: anvil'));
    await writeAt(root, `${dir}/20260401T120000000Z-b-1.md`, front('severity: info\nkind: rumour\nmodule: b\nagent: anvil'));
    await writeAt(
      root,
      `${dir}/20260401T120000000Z-c-1.md`,
      `---\nseverity: info\nkind: api\nmodule: c\nagent: anvil\ncreated_at: 2026-04-01T12:00:00Z\n---\n${'x'.repeat(70_000)}\n`,
    );
    await writeAt(
      root,
      `${dir}/20260401T120000000Z-d-1.md`,
      `---\nseverity: info\nkind: api\nmodule: d\nagent: anvil\ncreated_at: 2026-04-01T12:00:00Z\n---\nbin\u0000ary\n`,
    );
    await writeAt(root, `${dir}/notes.md`, front('severity: info\nkind: api\nmodule: e\nagent: anvil'));
    await writeAt(root, `${dir}/20260401T120000000Z-f-1.md`, front('severity: info\nkind: api\nmodule: f\nagent: anvil'));
    await writeAt(root, `${dir}/20260401T120100000Z-g-1.md`, front('severity: critical\nkind: breaking\nmodule: g\nagent: anvil'));
    const index = new BroadcastIndex(root, { now: () => Date.now() + 60_000, settleMs: 250 });
    const snapshot = await index.refresh();
    assert.deepEqual(
      snapshot.headers.map((h) => h.module),
      ['g', 'f'],
    );
    assert.equal(snapshot.headers[0]!.escalates, true);
    const problems = Object.fromEntries(snapshot.invalid.map((bad) => [bad.file.split('/').pop(), bad.errors.map((e) => `${e.code}:${e.field}`).join(',')]));
    assert.deepEqual(problems, {
      '20260401T120000000Z-a-1.md': 'schema:severity',
      '20260401T120000000Z-b-1.md': 'schema:kind',
      '20260401T120000000Z-c-1.md': 'too_large:null',
      '20260401T120000000Z-d-1.md': 'binary:null',
      'notes.md': 'bad_broadcast_id:null',
    });
  });

  test('the writer refuses what readers would reject, and two writers in one millisecond get two files', async (t) => {
    const root = await tempProject(t);
    await assert.rejects(writeBroadcast(root, { ...GOOD, severity: 'loud' }, T), /severity/);
    await assert.rejects(writeBroadcast(root, { ...GOOD, body: ' \n' }, T), /no body/);
    await assert.rejects(writeBroadcast(root, { ...GOOD, body: 'a\u0000b' }, T), /not text/);
    await assert.rejects(writeBroadcast(root, { ...GOOD, body: 'x'.repeat(70_000) }, T), { code: 'too_large' });
    const written = await Promise.all(Array.from({ length: 5 }, () => writeBroadcast(root, GOOD, T)));
    assert.deepEqual(
      written.map((h) => h.id).sort(),
      [1, 2, 3, 4, 5].map((n) => `20260401T120000000Z-users-${n}`),
    );
    const index = new BroadcastIndex(root, { now: () => new ManualClock(T).now(), settleMs: 250 });
    assert.equal((await index.refresh()).headers.length, 5);
  });
});
