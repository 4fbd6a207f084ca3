import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type ClaimKey, compareClaimOrder, inClaimOrder, waitsForDependencies } from '../../protocol/claim-order.js';

test('claim order is urgency high, normal (or absent), low; then the oldest submission as a time; then the id', () => {
  const keys: ClaimKey[] = [
    { id: 'low', urgency: 'low', submitted_at: '2026-01-01T00:00:00Z' },
    { id: 'b', submitted_at: '2026-04-01T12:00:00Z' },
    { id: 'a', urgency: 'normal', submitted_at: '2026-04-01T12:00:00Z' },
    { id: 'offset', submitted_at: '2026-04-01T13:59:00+02:00' },
    { id: 'high', urgency: 'high', submitted_at: '2026-05-01T00:00:00Z' },
    { id: 'garbled', submitted_at: 'not a time' },
  ];
  assert.deepEqual(
    inClaimOrder(keys).map((key) => key.id),
    ['high', 'offset', 'a', 'b', 'garbled', 'low'],
  );
  assert.deepEqual(
    [...keys].sort(compareClaimOrder).map((key) => key.id),
    inClaimOrder(keys).map((key) => key.id),
  );
});

test('claim order is a total order: antisymmetric and the same for any input order', () => {
  const keys: ClaimKey[] = Array.from({ length: 40 }, (_, i) => ({
    id: `S-${(i * 17) % 40}`,
    urgency: (['low', 'normal', 'high', undefined] as const)[i % 4],
    submitted_at: new Date(Date.UTC(2026, 3, 1, 12, i % 5)).toISOString(),
  }));
  const sorted = inClaimOrder(keys).map((key) => key.id);
  assert.deepEqual(
    inClaimOrder([...keys].reverse()).map((key) => key.id),
    sorted,
  );
  for (const a of keys) for (const b of keys) assert.equal(Math.sign(compareClaimOrder(a, b)) + Math.sign(compareClaimOrder(b, a)), 0);
});

test("a plan's module waits for its dependencies whatever respect_depends_on says; other tasks only when it is on", () => {
  assert.equal(waitsForDependencies({ module: 'shop/api', depends_on: ['shop.db'] }, false), true);
  assert.equal(waitsForDependencies({ depends_on: ['X-1'] }, false), false);
  assert.equal(waitsForDependencies({ depends_on: ['X-1'] }, true), true);
  assert.equal(waitsForDependencies({ module: 'shop/db' }, false), false);
});
