import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Config } from '../../protocol/config.js';
import { afterExit, backoffMs, EXIT_STATUS_WAIT_MS, exitSettled, startupScreen, WAKE_CHECK_MS, WAKE_GRACE_MS, wakeStep } from '../../protocol/supervision.js';
import type { SupervisorEntry, WorkerEntry } from '../../protocol/tracking.js';
import { availabilityFor } from '../../src/workers/availability.js';

const config = Config.parse({ supervisor: { enabled: true, restart_backoff: '1s', max_backoff: '5m', crash_loop: 5, crash_window: '10m' } });

describe('restarts', () => {
  test('the wait before a restart doubles from restart_backoff and stops at max_backoff', () => {
    assert.deepEqual(
      [0, 1, 2, 3].map((n) => backoffMs(n, config)),
      [1_000, 2_000, 4_000, 8_000],
    );
    assert.equal(backoffMs(20, config), 300_000);
  });

  test('the fifth exit within ten minutes makes the worker failed; older exits are forgotten', () => {
    let exits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const outcome = afterExit(exits, i, i * 1000, config);
      assert.equal(outcome.kind, 'restart');
      exits = outcome.exits;
    }
    assert.equal(afterExit(exits, 4, 4_000, config).kind, 'failed');
    assert.equal(afterExit(exits, 4, 600_000 + 1_000, config).kind, 'restart', 'exits more than ten minutes old no longer count');
  });
});

describe('recording an exit', () => {
  test('a dead pane whose exit status tmux has not read yet is looked at again, for a bounded time', () => {
    assert.equal(exitSettled(true, 1_000, 1_000), true, 'a known status is recorded at once');
    assert.equal(exitSettled(false, 1_000, 1_000 + EXIT_STATUS_WAIT_MS - 1), false);
    assert.equal(exitSettled(false, 1_000, 1_000 + EXIT_STATUS_WAIT_MS), true, 'then recorded without it');
  });
});

describe('waking a worker stopped at its prompt', () => {
  test('a task waiting past the grace gets a typed line, retried twice, then the worker needs a person', () => {
    assert.equal(wakeStep(null, 0, null, WAKE_GRACE_MS - 1).kind, 'none');
    let step = wakeStep(null, 0, null, WAKE_GRACE_MS);
    assert.equal(step.kind, 'type');
    let now = WAKE_GRACE_MS;
    for (const attempt of [2, 3]) {
      assert.equal(wakeStep(step.kind === 'type' ? step.wake : null, 0, null, now + WAKE_CHECK_MS - 1).kind, 'none');
      now += WAKE_CHECK_MS;
      step = wakeStep(step.kind === 'type' ? step.wake : null, 0, null, now);
      assert.deepEqual(step, { kind: 'type', wake: { attempts: attempt, sentAt: now } });
    }
    assert.equal(wakeStep(step.kind === 'type' ? step.wake : null, 0, null, now + WAKE_CHECK_MS).kind, 'give-up');
  });

  test('a Stop hook that ran after the line ends the wake; no task waiting, nothing is typed', () => {
    assert.deepEqual(wakeStep({ attempts: 1, sentAt: 100 }, 0, 150, 10_000), { kind: 'none', wake: null });
    assert.deepEqual(wakeStep({ attempts: 1, sentAt: 100 }, null, null, 10_000), { kind: 'none', wake: null });
  });
});

test('start-up screens that wait for a person are recognised, a worker at work is not', () => {
  assert.match(startupScreen('WARNING: Claude Code running in Bypass Permissions mode\n 1. No, exit\n 2. Yes, I accept') ?? '', /dangerously-skip-permissions/);
  assert.match(startupScreen('Do you trust the files in this folder?') ?? '', /trust/);
  assert.match(startupScreen('Select login method:\n 1. Claude account') ?? '', /not logged in/);
  // As Claude Code 2.1.332 shows them.
  assert.match(
    startupScreen('  Detected a custom API key in your environment\n  Do you want to use this API key?\n    Yes\n  ❯ No (recommended)') ?? '',
    /ANTHROPIC_API_KEY/,
  );
  assert.match(startupScreen(' Quick safety check: Is this a project you created or one you trust?\n ❯ No, exit\n   Yes, I trust this folder') ?? '', /trust/);
  assert.match(startupScreen('❯ hello\n  ⎿  Not logged in · Please run /login') ?? '', /not logged in/);
  assert.equal(
    startupScreen('❯ \n  ⏵⏵ bypass permissions on (shift+tab to cycle) · ← for agents'),
    null,
    'the footer of a session at work is no start-up screen',
  );
  assert.equal(startupScreen('sim: working on S-1\n> '), null);
});

test('lab is offered only a managed worker that can claim now', () => {
  const roster = { anvil: { task_types: ['frontend'] }, forge2: { task_types: ['frontend'] } };
  const supervised = (state: SupervisorEntry['state']): SupervisorEntry => ({ state, pid: 1, restarts: 0, started_at: null, last_exit: null, reason: null });
  const idle = (since: string, state?: SupervisorEntry['state']): WorkerEntry => ({
    status: 'idle',
    idle_since: since,
    current_task: null,
    last_seen_at: since,
    ...(state ? { supervisor: supervised(state) } : {}),
  });
  for (const state of ['needs_input', 'failed', 'stopped', 'starting', 'restarting'] as const) {
    const answer = availabilityFor(
      'frontend',
      roster,
      { anvil: idle('2026-04-01T12:00:00.000Z', state), forge2: idle('2026-04-01T12:05:00.000Z', 'running') },
      () => undefined,
    );
    assert.equal(answer.agent, 'forge2', `an idle ${state} worker is passed over`);
  }
  const failedBusy: WorkerEntry = { status: 'busy', idle_since: null, current_task: 'F-1', last_seen_at: null, supervisor: supervised('failed') };
  assert.equal(availabilityFor('frontend', { anvil: roster.anvil }, { anvil: failedBusy }, () => undefined).agent, null);
});
