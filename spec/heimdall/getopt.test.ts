import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { knownField } from '../../src/heimdall/eval/fields.js';
import { hasOption, optionSpec, optionValuesOf, parseOptions } from '../../src/heimdall/eval/getopt.js';

const spec = optionSpec(['-c|--command=', '-q|--quiet', '-t|--tuples-only', '-A|--no-align', '--force', '--force-with-lease=?', '--format=', '-o|--output=?']);
const read = (...words: string[]) =>
  parseOptions(
    words.map((w) => knownField(w)),
    spec,
  );

describe('the option reader', () => {
  it('reads a cluster of flags whose last letter takes the next word', () => {
    const parsed = read('-tAqc', 'DELETE FROM x', 'db');
    assert.ok(hasOption(parsed, '-t') && hasOption(parsed, '-A') && hasOption(parsed, '-q'));
    assert.deepEqual(
      optionValuesOf(parsed, '-c').map((v) => v.text),
      ['DELETE FROM x'],
    );
    assert.deepEqual(
      parsed.operands.map((o) => o.text),
      ['db'],
    );
  });

  it('takes the rest of a cluster as the value when the letter needs one', () => {
    assert.deepEqual(
      optionValuesOf(read('-qcDROP'), '-c').map((v) => v.text),
      ['DROP'],
    );
  });

  it('reads a unique prefix of a long option as that option, with = or the next word as its value', () => {
    assert.deepEqual(
      optionValuesOf(read('--comm=SQL'), '-c').map((v) => v.text),
      ['SQL'],
    );
    assert.deepEqual(
      optionValuesOf(read('--comm', 'SQL'), '-c').map((v) => v.text),
      ['SQL'],
    );
    assert.ok(hasOption(read('--force-w'), '--force-with-lease'));
  });

  it('prefers an exact spelling to the longer options it is a prefix of', () => {
    const parsed = read('--force', 'x');
    assert.ok(hasOption(parsed, '--force'));
    assert.ok(!hasOption(parsed, '--force-with-lease'));
    assert.deepEqual(
      parsed.operands.map((o) => o.text),
      ['x'],
    );
  });

  it('reads an ambiguous prefix as every option it could be, so it cannot hide a dangerous one', () => {
    const parsed = read('--fo');
    assert.ok(hasOption(parsed, '--force') && hasOption(parsed, '--force-with-lease') && hasOption(parsed, '--format'));
  });

  it('reads an unknown long option as a flag, so the next word is still an operand', () => {
    const parsed = read('--frobnicate', 'upstream');
    assert.deepEqual(parsed.unknown, ['--frobnicate']);
    assert.deepEqual(
      parsed.operands.map((o) => o.text),
      ['upstream'],
    );
  });

  it('takes an optional value only when attached, and honours --no- and --', () => {
    assert.deepEqual(
      read('-o', 'x').operands.map((o) => o.text),
      ['x'],
    );
    assert.deepEqual(
      optionValuesOf(read('-ox'), '-o').map((v) => v.text),
      ['x'],
    );
    assert.ok(!hasOption(read('--force', '--no-force'), '--force'));
    assert.deepEqual(
      read('--', '-q').operands.map((o) => o.text),
      ['-q'],
    );
  });

  it('reads a known long option whose value is computed as that option with an unknown value', () => {
    const parsed = parseOptions([{ text: null, pattern: '--command=*', glob: false }], spec);
    assert.deepEqual(
      optionValuesOf(parsed, '-c').map((v) => v.text),
      [null],
    );
  });

  it('stops at the first operand when told to, for a subcommand', () => {
    const top = parseOptions(
      ['-C', 'dir', 'push', '-f'].map((w) => knownField(w)),
      optionSpec(['-C='], { stopAtOperand: true, abbreviations: false }),
    );
    assert.equal(top.end, 2);
    assert.deepEqual(
      optionValuesOf(top, '-C').map((v) => v.text),
      ['dir'],
    );
  });
});
