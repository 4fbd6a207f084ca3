import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isDeepStrictEqual } from 'node:util';
import { parseFast } from '../../src/heimdall/shell/parse-fast.js';
import { parseFull } from '../../src/heimdall/shell/parse-full.js';
import { corpusRequirement } from '../helpers/corpus-location.js';
import { need } from '../helpers/requirement.js';
import { dangerous, everyday, transcriptCommands } from './corpus-data.js';
import { mutations, seededRandom } from './fuzz-input.js';

function disagreements(inputs: string[]): string[] {
  const bad: string[] = [];
  for (const src of inputs) {
    const fast = parseFast(src);
    if (!fast) continue;
    const full = parseFull(src);
    if (!full.ok || !isDeepStrictEqual(fast, full.script)) bad.push(src);
  }
  return bad;
}

describe('the fast parser', () => {
  const corpus = [...dangerous(), ...everyday()].map((r) => r.command).concat(transcriptCommands());

  it('builds exactly the tree mvdan-sh builds for every corpus command it accepts', () => {
    assert.deepEqual(disagreements(corpus), []);
  });

  it('accepts most real transcript commands, so typical calls never load mvdan-sh', (t) => {
    if (!need(t, corpusRequirement())) return;
    const real = transcriptCommands();
    const accepted = real.filter((src) => parseFast(src) !== null).length;
    assert.ok(accepted / real.length > 0.9, `${accepted}/${real.length}`);
  });

  it('reads the commit-message idiom: a quoted heredoc inside $(...) inside double quotes', () => {
    const script = parseFast(`git commit -m "$(cat <<'EOF'\nfix: x\n\nbody\nEOF\n)"`);
    const message = script?.stmts[0]?.command;
    assert.equal(message?.type, 'simple');
    const part = message?.type === 'simple' ? message.args[3]?.parts[0] : undefined;
    assert.equal(part?.type, 'subst');
    assert.deepEqual(part?.type === 'subst' ? part.body.stmts[0]?.redirs[0]?.heredoc : null, {
      parts: [{ type: 'lit', value: 'fix: x\n\nbody\n', quoted: true }],
    });
  });

  it('agrees with mvdan-sh on mutated commands too', () => {
    const random = seededRandom(7);
    const inputs = corpus.flatMap((src) => mutations(src, random, 3));
    assert.deepEqual(disagreements(inputs), []);
  });

  it('refuses a # glued to a quote or an expansion, which mvdan-sh reads as a comment and bash as part of the word', () => {
    for (const src of [
      "echo 'a'# ; rm -rf /",
      'if true; then echo "a"# ; rm -rf /\nfi',
      'x=$((1)); echo $x# ; rm -rf /',
      'for i in 1; do echo ${i}#; rm -rf /; done',
    ]) {
      assert.equal(parseFast(src), null, src);
      assert.equal(parseFull(src).ok, false, src);
    }
    assert.equal(parseFull('for i in 1; do echo hi # comment\ndone').ok, true);
    assert.equal(parseFast('echo a#b')?.stmts.length, 1);
  });

  it('gives up on constructs it does not handle instead of guessing', () => {
    for (const src of [
      'a <<EOF\nx $HOME\nEOF',
      'a <<-EOF\n\tx\n\tEOF',
      'echo $((1+2))',
      'echo `x`',
      '(a)',
      '{ a; }',
      'if a; then b; fi',
      'a=(1 2)',
      "echo $'x'",
      'echo ${x:-y}',
      'echo <(a)',
      'export A=1',
      '! a',
      '# c',
      'a &&\nb',
      'a \\\nb',
      'echo {a,b}',
      'a 2>\nb',
    ]) {
      assert.equal(parseFast(src), null, src);
    }
  });
});
