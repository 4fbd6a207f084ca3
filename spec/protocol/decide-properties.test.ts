import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Action } from '../../protocol/actions.js';
import { signalFile, taskFile } from '../../protocol/paths.js';
import { seededRandom } from '../heimdall/fuzz-input.js';
import { config, T0 } from '../helpers/story-builders.js';
import { ProjectModel } from './decide-model.js';

/** The fuzz tests' seeded generator, with the draws a history needs, so a failing one can be replayed from its seed. */
function random(seed: number) {
  const next = seededRandom(seed);
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(items: T[]): T => items[Math.floor(next() * items.length)]! };
}

const AGENTS = ['anvil', 'furnace'];
const CFG = config({ orphan: 5 * 60_000, dev: 30 * 60_000, stall: 10 * 60_000 });

/** Removing a `.picked-up` while its task file is still claimable would allow a second claim. */
function assertNoReclaimWindow(model: ProjectModel, actions: Action[]): void {
  const removed = new Set<string>();
  for (const action of actions) {
    if (action.type !== 'remove') continue;
    const match = /worker-inbox\/([^/]+)\/(.+)\.picked-up$/.exec(action.file);
    if (match) {
      const task = taskFile(match[1]!, match[2]!);
      assert.ok(removed.has(task) || !model.files.has(task), `removed ${action.file} while ${task} could still be claimed`);
    }
    removed.add(action.file);
  }
}

/**
 * The daemon's reaction to an event on one story. Applying the same actions twice must change
 * nothing (idempotence), and deciding again must reach a fixed point within a few rounds (one
 * more round is needed only when a cleanup uncovers a file that was refused beside it).
 */
function react(model: ProjectModel, id: string): void {
  const actions = model.decideFor(id);
  assertNoReclaimWindow(model, actions);
  model.apply(actions);
  const afterOnce = model.fingerprint();
  model.apply(actions);
  assert.equal(model.fingerprint(), afterOnce, `applying the actions for ${id} twice changed something`);
  for (let round = 0; ; round++) {
    const before = model.fingerprint();
    const next = model.decideFor(id);
    assertNoReclaimWindow(model, next);
    model.apply(next);
    if (model.fingerprint() === before) break;
    assert.ok(round < 2, `deciding ${id} again keeps changing the files`);
  }
}

function reconcile(model: ProjectModel): void {
  for (const id of [...model.ids()].sort()) react(model, id);
}

function runHistory(seed: number): void {
  const rng = random(seed);
  const model = new ProjectModel(T0, CFG);
  const submissions: Array<{ id: string; agent: string; at: number }> = [];
  const claims = new Map<string, number>();
  let counter = 0;
  for (let step = 0; step < 70; step++) {
    const tracked = [...model.tracking.entries()];
    const move = rng.int(12);
    let touched: string | null = null;
    if (move <= 2 || tracked.length === 0) {
      const id = `S-${++counter}`;
      const agent = rng.pick(AGENTS);
      model.submit(id, agent);
      submissions.push({ id, agent, at: model.now });
      touched = id;
    } else {
      const [id, entry] = rng.pick(tracked);
      touched = id;
      if (move === 3) {
        // Several workers race for the same task; exclusive create lets at most one through.
        const task = `${entry.agent}/${id}@${entry.submitted_at}`;
        for (let racer = 0; racer < 1 + rng.int(3); racer++) if (model.claim(id, entry.agent)) claims.set(task, (claims.get(task) ?? 0) + 1);
      } else if (move === 4) model.handoff(id, rng.next() < 0.8);
      else if (move === 5 && entry.state === 'handed_off') model.signal(id, entry.agent, 'confirmed');
      else if (move === 6 && rng.next() < 0.3) model.signal(id, entry.agent, 'escalation');
      else if (move === 7 && entry.state === 'orphaned') model.removeFile(taskFile(entry.agent, id));
      else if (move === 8) model.removeFile(signalFile(entry.agent, id, rng.pick(['orphaned', 'timeout'] as const)));
      else if (move === 9) model.now += rng.int(20 * 60_000);
      else if (move === 10) model.submit(id, AGENTS.find((a) => a !== entry.agent)!);
    }
    const delivery = rng.next();
    if (touched && delivery < 0.7) react(model, touched);
    else if (touched && delivery < 0.85) {
      // The daemon dies part-way through its reaction, then restarts and reconciles everything.
      const actions = model.decideFor(touched);
      model.apply(actions, rng.int(actions.length + 1));
      reconcile(model);
    }
    // Otherwise the event is lost; the periodic reconcile must make up for it.
    if (rng.next() < 0.1) reconcile(model);
  }
  reconcile(model);
  reconcile(model);

  for (const { id, at } of submissions) {
    const inLedger = model.ledger.some((r) => r.story_id === id);
    const tracked = model.tracking.has(id);
    assert.ok(inLedger || tracked, `seed ${seed}: story ${id} submitted at ${at} was lost`);
  }
  for (const [id, count] of claims) assert.ok(count <= 1, `seed ${seed}: ${id} was claimed ${count} times`);
  const keys = model.ledger.map((r) => `${r.story_id}@${r.submitted_at}`);
  assert.equal(new Set(keys).size, keys.length, `seed ${seed}: a task reached the ledger twice`);
  for (const [id, entry] of model.tracking) assert.ok(model.files.has(entry.file), `seed ${seed}: ${id} is tracked without its task file`);
}

test('random interleavings of file events, lost events, crashes and clock jumps lose no task and stay idempotent', () => {
  for (let seed = 1; seed <= 200; seed++) runHistory(seed);
});

test('replaying a reaction cut short at any action converges to the same files as applying it whole', () => {
  const model = new ProjectModel(T0, CFG);
  model.submit('C-1', 'anvil');
  reconcile(model);
  model.claim('C-1', 'anvil');
  reconcile(model);
  model.handoff('C-1', true);
  reconcile(model);
  model.signal('C-1', 'anvil', 'confirmed');
  const actions = model.decideFor('C-1');
  const whole = model.clone();
  whole.apply(actions);
  reconcile(whole);
  for (let cut = 0; cut <= actions.length; cut++) {
    const crashed = model.clone();
    crashed.apply(actions, cut);
    reconcile(crashed);
    assert.equal(crashed.state(), whole.state(), `cut after ${cut} of ${actions.length} actions`);
  }
  assert.equal(whole.ledger.length, 1);
  assert.equal(whole.files.size, 1, 'only the pr-handoff remains after cleanup');
});
