import assert from 'node:assert/strict';
import { test } from 'node:test';
import { writePerTurn } from '../../src/cli/write-per-turn.js';

test('lines written in one turn of the event loop go out in one write, in order, none lost', async () => {
  const writes: string[] = [];
  const lines = writePerTurn((text) => writes.push(text));
  for (let i = 0; i < 1000; i++) lines.write(`line ${i}\n`);
  assert.deepEqual(writes, [], 'nothing is written before the turn ends');
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(writes.length, 1);
  assert.equal(writes[0], Array.from({ length: 1000 }, (_, i) => `line ${i}\n`).join(''));

  lines.write('last\n');
  lines.flush();
  assert.deepEqual(writes.slice(1), ['last\n'], 'flush writes at once');
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(writes.length, 2, 'and the scheduled write finds nothing left');
});
