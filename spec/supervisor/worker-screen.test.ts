import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tmux } from '../helpers/processes.js';
import { tempProject, waitFor } from '../helpers/temp-project.js';
import { runForge } from '../parties/run-forge.js';
import { needTmux, supervisedProject } from './supervised-project.js';

/** A managed worker's session as the supervisor names it, here printing 1..120 and then waiting, in a pane 50 rows tall. */
async function sessionWithLines(t: Parameters<typeof supervisedProject>[0]) {
  const { root, socket } = await supervisedProject(t);
  await tmux(socket, ['new-session', '-d', '-s', 'anvil', '-x', '120', '-y', '50', '--', 'sh', '-c', 'seq 1 120; exec sleep 600']);
  await waitFor('the lines printed', async () => (await tmux(socket, ['capture-pane', '-p', '-t', '=anvil:'])).includes('120'));
  return root;
}

test('forge workers show --lines N prints exactly the last N lines, whatever the height of the pane', async (t) => {
  if (!needTmux(t)) return;
  const root = await sessionWithLines(t);
  const five = await runForge(root, ['workers', 'show', 'anvil', '--lines', '5']);
  assert.equal(five.code, 0, five.stderr);
  assert.deepEqual(five.stdout.trimEnd().split('\n'), ['116', '117', '118', '119', '120']);
  const eighty = await runForge(root, ['workers', 'show', 'anvil', '--lines', '80']);
  assert.deepEqual(
    eighty.stdout.trimEnd().split('\n'),
    Array.from({ length: 80 }, (_, i) => String(41 + i)),
  );
});

test('forge workers show --lines 0 says which numbers are accepted', async (t) => {
  if (!needTmux(t)) return;
  const { root } = await supervisedProject(t);
  for (const given of ['0', '201', 'x']) {
    const run = await runForge(root, ['workers', 'show', 'anvil', '--lines', given]);
    assert.equal(run.code, 2, given);
    assert.match(run.stderr, new RegExp(`--lines: expected a number of lines from 1 to 200, got "${given}"`));
  }
});

test('forge attach of a misspelt worker, with the supervisor on, names the worker it meant instead of asking to enable the supervisor', async (t) => {
  if (!needTmux(t)) return;
  const { root } = await supervisedProject(t);
  const run = await runForge(root, ['attach', 'anvl']);
  assert.equal(run.code, 2);
  assert.match(run.stderr, /no managed worker is named anvl \(did you mean anvil\?\); managed: anvil/);
  assert.doesNotMatch(run.stderr, /enabled = true/);
  const off = await tempProject(t);
  const plain = await runForge(off, ['attach', 'anvil']);
  assert.equal(plain.code, 2);
  assert.match(plain.stderr, /anvil is not a managed worker: the supervisor is off \(set \[supervisor\] enabled = true/);
});
