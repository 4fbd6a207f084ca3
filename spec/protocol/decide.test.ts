import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Action } from '../../protocol/actions.js';
import { decide } from '../../protocol/decide.js';
import { contextFile, handoffFile, signalFile, taskFile } from '../../protocol/paths.js';
import type { StorySnapshot } from '../../protocol/snapshot.js';
import { stableJson } from '../../protocol/stable-json.js';
import { contextOf } from '../../protocol/task-context.js';
import type { TaskEntry } from '../../protocol/tracking.js';
import { config, emptySnapshot, iso, prHandoff, T0, taskFrontMatter, validTask, withSignal } from '../helpers/story-builders.js';

const MIN = 60_000;
const ctx = (now: number, activity: Record<string, number> = {}) => ({ now, activity });

function entryOf(actions: Action[]): TaskEntry {
  const set = actions.find((a) => a.type === 'set-entry');
  assert.ok(set && set.type === 'set-entry', 'expected a set-entry action');
  return set.entry;
}

function typesOf(actions: Action[]): string[] {
  return actions.map((a) => (a.type === 'log' ? `log:${a.event}` : a.type));
}

function submitted(id = 'FORGE-1'): StorySnapshot {
  const snapshot = emptySnapshot(id);
  snapshot.tasks.push(validTask(id));
  return snapshot;
}

/** Decides once, then again with the first result as the previous entry and the context in place. */
function settle(snapshot: StorySnapshot, now: number, cfg = config()) {
  const first = decide(snapshot, undefined, cfg, ctx(now));
  const context = first.actions.find((a) => a.type === 'write-context');
  if (context && context.type === 'write-context') snapshot.contexts[snapshot.tasks[0]!.agent] = stableJson(context.context);
  return { first, entry: entryOf(first.actions) };
}

describe('decide: a new task', () => {
  test('is accepted as submitted, gets its context and an orphan deadline from submitted_at', () => {
    const decision = decide(submitted(), undefined, config(), ctx(T0 + MIN));
    const entry = entryOf(decision.actions);
    assert.equal(entry.state, 'submitted');
    assert.equal(entry.stage, 'dev');
    assert.equal(entry.deadline_at, iso(T0 + 5 * MIN));
    assert.equal(decision.wakeAt, T0 + 5 * MIN);
    assert.deepEqual(typesOf(decision.actions), ['set-entry', 'write-context', 'log:task-accepted']);
    const write = decision.actions[1]!;
    assert.ok(write.type === 'write-context');
    assert.equal(write.file, contextFile('anvil', 'FORGE-1'));
    assert.deepEqual(write.context.allowed_paths, [
      '/work/trees/FORGE-1',
      '/work/project/_vibe-chain-output/handoffs',
      '/work/project/_vibe-chain-output/worker-inbox/anvil',
    ]);
  });

  test('deciding again on the result changes nothing and logs nothing', () => {
    const snapshot = submitted();
    const { entry } = settle(snapshot, T0 + MIN);
    const again = decide(snapshot, entry, config(), ctx(T0 + 2 * MIN));
    assert.deepEqual(typesOf(again.actions), ['set-entry']);
    assert.deepEqual(entryOf(again.actions), entry);
  });

  test('takes its stage from task_type when stage is absent', () => {
    const snapshot = emptySnapshot('R-1');
    snapshot.tasks.push(validTask('R-1', 'temper', { task_type: 'code_review' }));
    assert.equal(entryOf(decide(snapshot, undefined, config(), ctx(T0)).actions).stage, 'code_review');
    const arch = emptySnapshot('A-1');
    arch.tasks.push(validTask('A-1', 'architect', { task_type: 'arch' }));
    assert.equal(entryOf(decide(arch, undefined, config(), ctx(T0)).actions).stage, 'arch_review');
  });
});

describe('decide: deadlines', () => {
  test('writes .orphaned once the orphan deadline has passed without a pickup', () => {
    const snapshot = submitted();
    const { entry } = settle(snapshot, T0);
    const late = decide(snapshot, entry, config(), ctx(T0 + 5 * MIN));
    const orphaned = entryOf(late.actions);
    assert.equal(orphaned.state, 'orphaned');
    assert.equal(orphaned.orphaned_at, iso(T0 + 5 * MIN));
    assert.ok(late.actions.some((a) => a.type === 'write-signal' && a.file === signalFile('anvil', 'FORGE-1', 'orphaned')));
    assert.equal(late.wakeAt, null);
  });

  test('a picked-up task gets the stage timeout from its pickup time and times out after it', () => {
    const snapshot = withSignal(submitted(), 'anvil', 'picked-up', T0 + MIN);
    const { entry } = settle(snapshot, T0 + MIN);
    assert.equal(entry.state, 'picked_up');
    assert.equal(entry.deadline_at, iso(T0 + 31 * MIN));
    const late = decide(snapshot, entry, config(), ctx(T0 + 31 * MIN, { anvil: T0 + 30 * MIN }));
    assert.equal(entryOf(late.actions).state, 'timed_out');
    assert.ok(late.actions.some((a) => a.type === 'write-signal' && a.file === signalFile('anvil', 'FORGE-1', 'timeout')));
  });

  test('an operator deleting .orphaned re-arms the orphan clock from that moment', () => {
    const snapshot = submitted();
    const { entry } = settle(snapshot, T0);
    const orphaned = entryOf(decide(withSignal(submitted(), 'anvil', 'orphaned', T0 + 5 * MIN), entry, config(), ctx(T0 + 5 * MIN)).actions);
    assert.equal(orphaned.state, 'orphaned');
    const rearmed = decide(snapshot, orphaned, config(), ctx(T0 + 20 * MIN));
    const back = entryOf(rearmed.actions);
    assert.equal(back.state, 'submitted');
    assert.equal(back.deadline_at, iso(T0 + 25 * MIN));
    assert.ok(rearmed.actions.some((a) => a.type === 'log' && a.event === 'rearmed'));
  });

  test('a worker with no sign of life for the stall window is flagged stalled before its timeout', () => {
    const snapshot = withSignal(submitted(), 'anvil', 'picked-up', T0);
    const { entry } = settle(snapshot, T0);
    const alive = entryOf(decide(snapshot, entry, config(), ctx(T0 + 9 * MIN, { anvil: T0 + 8 * MIN })).actions);
    assert.equal(alive.stalled, false);
    const hung = decide(snapshot, entry, config(), ctx(T0 + 11 * MIN, { anvil: T0 }));
    assert.equal(entryOf(hung.actions).stalled, true);
    assert.equal(entryOf(hung.actions).state, 'picked_up');
    assert.ok(hung.actions.some((a) => a.type === 'log' && a.event === 'stalled'));
  });
});

describe('decide: handoffs, confirmation and escalation', () => {
  test('a valid pr-handoff marks the task handed off with completed_at', () => {
    const snapshot = withSignal(submitted(), 'anvil', 'picked-up', T0);
    snapshot.handoffs.pr = prHandoff('FORGE-1');
    const entry = entryOf(decide(snapshot, undefined, config(), ctx(T0 + MIN)).actions);
    assert.equal(entry.state, 'handed_off');
    assert.equal(entry.completed_at, iso(T0 + MIN));
    assert.equal(entry.picked_up_at, iso(T0));
    assert.equal(entry.handoff?.file, handoffFile('FORGE-1', 'pr'));
  });

  test('a malformed handoff is reported on the task at once and the stage clock keeps running', () => {
    const snapshot = withSignal(submitted(), 'anvil', 'picked-up', T0);
    const { entry } = settle(snapshot, T0);
    snapshot.handoffs.pr = {
      file: handoffFile('FORGE-1', 'pr'),
      parsed: {
        ok: false,
        settling: false,
        settlesAt: 0,
        errors: [{ code: 'schema', file: handoffFile('FORGE-1', 'pr'), field: 'status', expected: 'completed, failed or blocked', got: '"done"' }],
      },
    };
    const decision = decide(snapshot, entry, config(), ctx(T0 + MIN));
    const after = entryOf(decision.actions);
    assert.equal(after.state, 'picked_up');
    assert.equal(after.errors[0]?.field, 'status');
    assert.ok(decision.actions.some((a) => a.type === 'log' && a.event === 'handoff-invalid'));
  });

  test('.confirmed records the ledger line, then removes the task file before its signals and context', () => {
    const snapshot = withSignal(withSignal(submitted(), 'anvil', 'picked-up', T0), 'anvil', 'confirmed', T0 + 2 * MIN);
    snapshot.handoffs.pr = prHandoff('FORGE-1');
    snapshot.contexts.anvil = '{}';
    const decision = decide(snapshot, undefined, config(), ctx(T0 + 2 * MIN));
    assert.deepEqual(typesOf(decision.actions), ['append-ledger', 'log:confirmed', 'remove', 'remove', 'remove', 'remove', 'drop-entry']);
    const removes = decision.actions.filter((a) => a.type === 'remove').map((a) => (a.type === 'remove' ? a.file : ''));
    assert.equal(removes[0], taskFile('anvil', 'FORGE-1'));
    assert.ok(removes.includes(contextFile('anvil', 'FORGE-1')));
    const ledger = decision.actions[0]!;
    assert.ok(ledger.type === 'append-ledger');
    assert.equal(ledger.record.state, 'confirmed');
    assert.equal(ledger.record.story_id, 'FORGE-1');
  });

  test('a cleanup interrupted after the task file went finishes from the leftovers', () => {
    const snapshot = withSignal(withSignal(emptySnapshot('FORGE-1'), 'anvil', 'picked-up', T0), 'anvil', 'confirmed', T0 + MIN);
    const previous = entryOf(decide(withSignal(submitted(), 'anvil', 'picked-up', T0), undefined, config(), ctx(T0)).actions);
    const decision = decide(snapshot, previous, config(), ctx(T0 + 2 * MIN));
    assert.deepEqual(Object.keys(decision.rejected), []);
    assert.equal(decision.actions.filter((a) => a.type === 'remove').length, 2);
    assert.ok(decision.actions.some((a) => a.type === 'append-ledger' && a.record.state === 'confirmed'));
    assert.ok(decision.actions.some((a) => a.type === 'drop-entry'));
  });

  test('.escalation escalates, writes the escalation handoff once and logs the violation count', () => {
    const snapshot = withSignal(withSignal(submitted(), 'anvil', 'picked-up', T0), 'anvil', 'escalation', T0 + MIN, { violations: 4, reason: 'path escape' });
    const decision = decide(snapshot, undefined, config(), ctx(T0 + MIN));
    assert.equal(entryOf(decision.actions).state, 'escalated');
    const write = decision.actions.find((a) => a.type === 'write-handoff');
    assert.ok(write && write.type === 'write-handoff');
    assert.equal(write.frontMatter.violations, 4);
    assert.equal(write.frontMatter.status, 'escalated');
    const log = decision.actions.find((a) => a.type === 'log');
    assert.ok(log && log.type === 'log' && log.message === '4 violations, escalating to human review');
    snapshot.handoffs.escalation = { file: handoffFile('FORGE-1', 'escalation'), parsed: { ok: true, value: {} } };
    const again = decide(snapshot, entryOf(decision.actions), config(), ctx(T0 + 2 * MIN));
    assert.ok(!again.actions.some((a) => a.type === 'write-handoff' || a.type === 'log'));
  });
});

describe('decide: bad input', () => {
  test('an invalid task file is tracked as invalid with its diagnostics and left alone', () => {
    const snapshot = emptySnapshot('BAD-1');
    const errors = [
      { code: 'schema' as const, file: taskFile('anvil', 'BAD-1'), field: 'submitted_at', expected: 'an ISO 8601 date-time', got: '"yesterday"' },
    ];
    snapshot.tasks.push({ agent: 'anvil', file: taskFile('anvil', 'BAD-1'), parsed: { ok: false, errors, settling: false, settlesAt: 0 } });
    const decision = decide(snapshot, undefined, config(), ctx(T0));
    const entry = entryOf(decision.actions);
    assert.equal(entry.state, 'invalid');
    assert.deepEqual(entry.errors, errors);
    assert.ok(!decision.actions.some((a) => a.type === 'remove' || a.type === 'write-signal'));
  });

  test('a file that may still be being written is retried after the settle window, not judged', () => {
    const snapshot = emptySnapshot('HALF-1');
    snapshot.tasks.push({ agent: 'anvil', file: taskFile('anvil', 'HALF-1'), parsed: { ok: false, errors: [], settling: true, settlesAt: T0 + 250 } });
    const decision = decide(snapshot, undefined, config(), ctx(T0));
    assert.deepEqual(decision.actions, []);
    assert.equal(decision.wakeAt, T0 + 250);
  });

  test('a second task file with a tracked id in another folder is rejected, the first stays tracked', () => {
    const snapshot = submitted('DUP-1');
    snapshot.tasks.push(validTask('DUP-1', 'furnace', { task_type: 'backend' }));
    const { entry } = settle(snapshot, T0);
    assert.equal(entry.agent, 'anvil');
    const decision = decide(snapshot, entry, config(), ctx(T0));
    assert.deepEqual(Object.keys(decision.rejected), [taskFile('furnace', 'DUP-1')]);
    assert.equal(decision.rejected[taskFile('furnace', 'DUP-1')]![0]!.code, 'duplicate_story_id');
  });

  test('signals for an unknown id are rejected and kept; a stray pr-handoff is reported', () => {
    const snapshot = withSignal(emptySnapshot('GHOST-1'), 'anvil', 'picked-up', T0);
    snapshot.handoffs.pr = prHandoff('GHOST-1');
    const decision = decide(snapshot, undefined, config(), ctx(T0));
    assert.deepEqual(decision.actions, []);
    assert.deepEqual(Object.keys(decision.rejected).sort(), [handoffFile('GHOST-1', 'pr'), signalFile('anvil', 'GHOST-1', 'picked-up')].sort());
  });

  test('a task file removed by someone else is recorded in the ledger, not silently dropped', () => {
    const snapshot = submitted();
    const { entry } = settle(snapshot, T0);
    const gone = emptySnapshot('FORGE-1');
    gone.contexts.anvil = '{}';
    const decision = decide(gone, entry, config(), ctx(T0 + MIN));
    assert.deepEqual(typesOf(decision.actions), ['append-ledger', 'log:task-removed', 'remove', 'drop-entry']);
  });

  test('the context written for a task names its worktree, branch and migration flag', () => {
    const context = contextOf(taskFrontMatter('C-1', 'furnace', { assigned_branch: 'feat/c-1', has_db_migration: true }), 'furnace');
    assert.equal(context.assigned_branch, 'feat/c-1');
    assert.equal(context.has_db_migration, true);
    assert.equal(context.has_api_changes, false);
  });
});

describe('decide: operators, late files and finished stories', () => {
  test('deleting .picked-up by hand re-offers the task with a whole orphan window from that moment', () => {
    const claimed = withSignal(submitted(), 'anvil', 'picked-up', T0);
    const { entry } = settle(claimed, T0);
    const released = decide(submitted(), entry, config(), ctx(T0 + 40 * MIN));
    const back = entryOf(released.actions);
    assert.equal(back.state, 'submitted');
    assert.equal(back.deadline_at, iso(T0 + 45 * MIN));
    assert.ok(!released.actions.some((a) => a.type === 'write-signal'), 'released, not orphaned at once');
  });

  test('a story confirmed while its task file is broken is still recorded and cleaned up', () => {
    const snapshot = withSignal(emptySnapshot('IC-1'), 'anvil', 'confirmed', T0);
    const errors = [{ code: 'yaml_syntax' as const, file: taskFile('anvil', 'IC-1'), field: null, expected: 'valid YAML', got: null }];
    snapshot.tasks.push({ agent: 'anvil', file: taskFile('anvil', 'IC-1'), parsed: { ok: false, errors, settling: false, settlesAt: 0 } });
    const decision = decide(snapshot, undefined, config(), ctx(T0));
    assert.ok(decision.actions.some((a) => a.type === 'append-ledger'));
    assert.ok(decision.actions.some((a) => a.type === 'remove' && a.file === taskFile('anvil', 'IC-1')));
  });

  test('a task file for a story already confirmed and cleaned up is refused, not run twice', () => {
    const snapshot = submitted('DONE-1');
    snapshot.inLedger = true;
    const decision = decide(snapshot, undefined, config(), ctx(T0));
    assert.deepEqual(decision.actions, []);
    assert.equal(decision.rejected[taskFile('anvil', 'DONE-1')]![0]!.code, 'duplicate_story_id');
  });

  test('an .escalation after the handoff does not escalate a story that is no longer open', () => {
    const snapshot = withSignal(submitted(), 'anvil', 'picked-up', T0);
    snapshot.handoffs.pr = prHandoff('FORGE-1');
    const { entry } = settle(snapshot, T0);
    assert.equal(entry.state, 'handed_off');
    const decision = decide(withSignal(snapshot, 'anvil', 'escalation', T0 + MIN), entry, config(), ctx(T0 + MIN));
    assert.equal(entryOf(decision.actions).state, 'handed_off');
    assert.ok(!decision.actions.some((a) => a.type === 'write-handoff'));
  });

  test('a handoff that lands after .timeout is recorded but does not reopen the story', () => {
    const snapshot = withSignal(withSignal(submitted(), 'anvil', 'picked-up', T0), 'anvil', 'timeout', T0 + 30 * MIN);
    snapshot.handoffs.pr = prHandoff('FORGE-1');
    const entry = entryOf(decide(snapshot, undefined, config(), ctx(T0 + 31 * MIN)).actions);
    assert.equal(entry.state, 'timed_out');
    assert.equal(entry.handoff?.kind, 'pr');
  });

  test('signals left behind when a task file is removed by hand are reported, never deleted', () => {
    const snapshot = withSignal(withSignal(emptySnapshot('GONE-1'), 'anvil', 'picked-up', T0), 'anvil', 'escalation', T0);
    snapshot.inLedger = false;
    const previous = entryOf(decide(withSignal(submitted('GONE-1'), 'anvil', 'picked-up', T0), undefined, config(), ctx(T0)).actions);
    const first = decide(snapshot, previous, config(), ctx(T0 + MIN));
    assert.ok(!first.actions.some((a) => a.type === 'remove' && a.file.endsWith('.picked-up')));
    const later = decide(snapshot, undefined, config(), ctx(T0 + 2 * MIN));
    assert.deepEqual(later.actions, []);
    assert.deepEqual(Object.keys(later.rejected).sort(), [signalFile('anvil', 'GONE-1', 'escalation'), signalFile('anvil', 'GONE-1', 'picked-up')]);
  });

  test('fixing a broken task file logs task-fixed; a deleted handoff logs reopened', () => {
    const broken = emptySnapshot('FIX-1');
    broken.tasks.push({ agent: 'anvil', file: taskFile('anvil', 'FIX-1'), parsed: { ok: false, errors: [], settling: false, settlesAt: 0 } });
    const invalid = entryOf(decide(broken, undefined, config(), ctx(T0)).actions);
    const fixed = decide(withSignal(submitted('FIX-1'), 'anvil', 'picked-up', T0), invalid, config(), ctx(T0));
    assert.ok(fixed.actions.some((a) => a.type === 'log' && a.event === 'task-fixed'));

    const handedOff = withSignal(submitted(), 'anvil', 'picked-up', T0);
    handedOff.handoffs.pr = prHandoff('FORGE-1');
    const { entry } = settle(handedOff, T0);
    const reopened = decide(withSignal(submitted(), 'anvil', 'picked-up', T0), entry, config(), ctx(T0 + MIN));
    assert.ok(reopened.actions.some((a) => a.type === 'log' && a.event === 'reopened'));
  });

  test('a pr-handoff by another agent and a malformed error-handoff are both reported on the task', () => {
    const snapshot = withSignal(submitted(), 'anvil', 'picked-up', T0);
    snapshot.handoffs.pr = prHandoff('FORGE-1', 'furnace');
    snapshot.handoffs.error = {
      file: handoffFile('FORGE-1', 'error'),
      parsed: {
        ok: false,
        settling: false,
        settlesAt: 0,
        errors: [{ code: 'schema', file: handoffFile('FORGE-1', 'error'), field: 'reason', expected: 'a reason', got: null }],
      },
    };
    const entry = entryOf(decide(snapshot, undefined, config(), ctx(T0)).actions);
    assert.equal(entry.state, 'picked_up');
    assert.deepEqual(entry.errors.map((e) => [e.code, e.field]).sort(), [
      ['agent_mismatch', 'agent'],
      ['schema', 'reason'],
    ]);
  });
});

test('decide: the ledger line of a timed-out story that is confirmed keeps when it timed out', () => {
  const snapshot = withSignal(withSignal(submitted(), 'anvil', 'picked-up', T0), 'anvil', 'timeout', T0 + 30 * MIN);
  const timedOut = entryOf(decide(snapshot, undefined, config(), ctx(T0 + 30 * MIN)).actions);
  assert.equal(timedOut.timed_out_at, iso(T0 + 30 * MIN));
  const decision = decide(withSignal(snapshot, 'anvil', 'confirmed', T0 + 40 * MIN), timedOut, config(), ctx(T0 + 40 * MIN));
  const ledger = decision.actions.find((a) => a.type === 'append-ledger');
  assert.ok(ledger && ledger.type === 'append-ledger');
  assert.equal(ledger.record.timed_out_at, iso(T0 + 30 * MIN));
});
