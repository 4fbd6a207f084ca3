import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Config, DEFAULT_CONFIG, DEFAULT_ROSTER, rosterOf } from '../../protocol/config.js';
import { renderSignal, SIGNAL_WRITER, SIGNALS, SignalContent } from '../../protocol/signals.js';
import { parseYaml } from '../../src/markdown/yaml.js';

describe('signal content', () => {
  test('may be empty, keeps unknown keys, and checks the known ones', () => {
    assert.deepEqual(SignalContent.parse({}), {});
    assert.deepEqual(SignalContent.parse({ at: '2026-04-01T12:00:00Z', by: 'forge-daemon', pid: 7 }), {
      at: '2026-04-01T12:00:00Z',
      by: 'forge-daemon',
      pid: 7,
    });
    assert.ok(!SignalContent.safeParse({ at: 'now' }).success);
    assert.ok(!SignalContent.safeParse({ violations: -1 }).success);
    assert.ok(!SignalContent.safeParse({ session_id: 5 }).success);
  });

  test('is rendered as sorted key: value YAML lines that read back to the same values', () => {
    const text = renderSignal({ session_id: 's: 1 #x', agent: 'anvil', at: '2026-04-01T12:00:00.000Z', violations: 3, skipped: undefined });
    assert.equal(text, 'agent: "anvil"\nat: "2026-04-01T12:00:00.000Z"\nsession_id: "s: 1 #x"\nviolations: 3\n');
    const parsed = parseYaml(text);
    assert.ok(parsed.ok);
    assert.deepEqual(SignalContent.parse(parsed.value), { agent: 'anvil', at: '2026-04-01T12:00:00.000Z', session_id: 's: 1 #x', violations: 3 });
  });

  test('every signal has exactly one writer', () => {
    assert.deepEqual(Object.keys(SIGNAL_WRITER).sort(), [...SIGNALS].sort());
  });
});

describe('configuration', () => {
  test('defaults are the contract values, in milliseconds', () => {
    const { timeouts, daemon, forge, heimdall } = DEFAULT_CONFIG;
    assert.deepEqual(timeouts, {
      orphan: 300_000,
      dev: 1_800_000,
      code_review: 900_000,
      arch_review: 900_000,
      ux_review: 600_000,
      test: 1_200_000,
      stall: 600_000,
    });
    assert.equal(daemon.reconcile_interval, 30_000);
    assert.equal(daemon.settle, 250);
    assert.equal(forge.dashboard_port, 2800);
    assert.equal(heimdall.escalate_after, 3);
    assert.deepEqual(rosterOf(DEFAULT_CONFIG), Object.fromEntries(Object.entries(DEFAULT_ROSTER).map(([name, types]) => [name, { task_types: types }])));
  });

  test('durations take every documented form and refuse others, naming the key', () => {
    const config = Config.parse({ timeouts: { orphan: '90s', dev: 45, test: '1500ms', stall: '2h' } });
    assert.deepEqual([config.timeouts.orphan, config.timeouts.dev, config.timeouts.test, config.timeouts.stall], [90_000, 45_000, 1500, 7_200_000]);
    const bad = Config.safeParse({ timeouts: { orphan: '5 minutes' }, daemon: { settle: true } });
    assert.ok(!bad.success);
    assert.deepEqual(bad.error.issues.map((issue) => issue.path.join('.')).sort(), ['daemon.settle', 'timeouts.orphan']);
  });

  test('refuses wrong types with the key path', () => {
    const bad = Config.safeParse({
      forge: { dashboard_port: 70_000 },
      heimdall: { escalate_after: 0 },
      daemon: { watch: 'inotify' },
      workers: { smith: { task_types: 'backend' } },
    });
    assert.ok(!bad.success);
    assert.deepEqual(bad.error.issues.map((issue) => issue.path.join('.')).sort(), [
      'daemon.watch',
      'forge.dashboard_port',
      'heimdall.escalate_after',
      'workers.smith.task_types',
    ]);
  });

  test('a configured roster replaces the default one', () => {
    const config = Config.parse({ workers: { smith: { task_types: ['backend'], adapter: 'agents/smith.md' }, idle_wait: '2m' } });
    assert.deepEqual(rosterOf(config), { smith: { task_types: ['backend'], adapter: 'agents/smith.md' } });
    assert.equal(config.workers.idle_wait, 120_000);
  });
});
