import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DeltaRing, parseSince, sseFrame } from '../../src/dashboard/delta-ring.js';

describe('the delta ring', () => {
  const ring = new DeltaRing(3);
  for (let seq = 1; seq <= 5; seq += 1) ring.push(seq, `f${seq}`);

  test('replays exactly what a page missed while it still holds it', () => {
    assert.deepEqual(ring.after(2, 5), ['f3', 'f4', 'f5']);
    assert.deepEqual(ring.after(4, 5), ['f5']);
    assert.deepEqual(ring.after(5, 5), []);
  });

  test('sends a page back to a snapshot when part of what it missed is gone, or it is ahead', () => {
    assert.equal(ring.after(1, 5), null);
    assert.equal(ring.after(6, 5), null);
    assert.equal(new DeltaRing(3).after(0, 2), null);
  });

  test('reads a since position and refuses anything else', () => {
    assert.deepEqual(parseSince('a1b2.42'), { boot: 'a1b2', seq: 42 });
    for (const bad of [null, '', 'a1b2', 'a1b2.', '../x.1', 'a.b.1', `a.${'9'.repeat(20)}`]) assert.equal(parseSince(bad), null, String(bad));
  });

  test('frames events the way EventSource reads them', () => {
    assert.equal(sseFrame('delta', '{"a":1}', 3), 'id: 3\nevent: delta\ndata: {"a":1}\n\n');
    assert.equal(sseFrame('ping', '{}'), 'event: ping\ndata: {}\n\n');
  });
});
