import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decideBash } from '../../src/heimdall/decide-bash.js';
import { parseFull } from '../../src/heimdall/shell/parse-full.js';
import { dangerous, everyday } from './corpus-data.js';
import { fixtureFs, fixturePolicy, WORKTREE } from './fixture-policy.js';
import { mutations, randomCommand, seededRandom } from './fuzz-input.js';
import { runHeimdall } from './run-heimdall.js';

// The bound. Measured as CPU time of this process, not wall time, so other processes on a
// busy machine cannot make it fail; a hang or a runaway parse still would.
const LIMIT_MS = 200;

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

describe('fuzzing Heimdall', () => {
  it('never throws and never spends 200 ms on one random or mutated command', () => {
    parseFull('true');
    const random = seededRandom(42);
    const seeds = [...dangerous(), ...everyday()].map((r) => r.command);
    const inputs = [...Array.from({ length: 1500 }, () => randomCommand(random)), ...seeds.flatMap((s) => mutations(s, random, 2))];
    const slow: string[] = [];
    for (const input of inputs) {
      const started = cpuMs();
      const verdict = decideBash(input, WORKTREE, fixturePolicy(), fixtureFs);
      const took = cpuMs() - started;
      assert.ok(['allow', 'audit', 'block'].includes(verdict.decision));
      if (took > LIMIT_MS) slow.push(`${took.toFixed(0)} ms: ${JSON.stringify(input)}`);
    }
    assert.deepEqual(slow, []);
  });

  it('blocks a command too large to inspect instead of parsing it', () => {
    const verdict = decideBash(`echo ${'a'.repeat(300_000)}`, WORKTREE, fixturePolicy(), fixtureFs);
    assert.equal(verdict.findings[0]?.rule, 'unknown-code');
  });

  it('makes the real binary exit only with 0 or 2, whatever the input', async (t) => {
    const random = seededRandom(9);
    const inputs = [
      '',
      'not json',
      '[]',
      '{"tool_name": 3}',
      JSON.stringify({ hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 42 } }),
      ...Array.from({ length: 2 }, () =>
        JSON.stringify({ hook_event_name: 'PreToolUse', tool_name: 'Bash', cwd: '/', tool_input: { command: randomCommand(random) } }),
      ),
      JSON.stringify({ hook_event_name: 'PreToolUse', tool_name: 'Read', cwd: '/', tool_input: { file_path: randomCommand(random) } }),
    ];
    for (const input of inputs) {
      const result = await runHeimdall(t, input, []);
      assert.ok(result.code === 0 || result.code === 2, `exit ${result.code} for ${input}`);
    }
  });
});
