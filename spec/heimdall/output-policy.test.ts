import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decideBash } from '../../src/heimdall/decide-bash.js';
import { decideWrite } from '../../src/heimdall/decide-file-tool.js';
import { fixtureFs, fixturePolicy, PROJECT, WORKTREE } from './fixture-policy.js';

const OUT = `${PROJECT}/_vibe-chain-output`;
const bash = (command: string) => decideBash(command, WORKTREE, fixturePolicy(), fixtureFs);
const write = (file: string) => decideWrite('Write', { file_path: file, content: 'x' }, WORKTREE, fixturePolicy(), fixtureFs);

describe('writes under _vibe-chain-output/, folder by folder', () => {
  it('allows and logs broadcasts, written directly or through a temp name and a rename', () => {
    for (const command of [
      `echo '# API' > ${OUT}/broadcasts/20260401T120000000Z-api-1.md`,
      `mkdir -p ${OUT}/broadcasts && printf x > ${OUT}/broadcasts/.b.tmp-1 && mv ${OUT}/broadcasts/.b.tmp-1 ${OUT}/broadcasts/20260401T120000000Z-api-2.md`,
    ]) {
      const verdict = bash(command);
      assert.equal(verdict.decision, 'audit', command);
      assert.ok(
        verdict.findings.every((f) => f.rule === 'output-write'),
        command,
      );
    }
    assert.equal(write(`${OUT}/broadcasts/20260401T120000000Z-api-3.md`).decision, 'audit');
  });

  it("allows and logs the worker's own pr-handoff, its .picked-up claims and its .heartbeat", () => {
    for (const file of [
      `${OUT}/handoffs/FORGE-3-pr-handoff.md`,
      `${OUT}/handoffs/.FORGE-3-pr-handoff.md.tmp-12`,
      `${OUT}/worker-inbox/anvil/.heartbeat`,
      `${OUT}/worker-inbox/anvil/FORGE-3.picked-up`,
    ]) {
      assert.equal(write(file).decision, 'audit', file);
      assert.equal(bash(`touch ${file}`).decision, 'audit', file);
    }
  });

  const refused: Array<[string, string, RegExp]> = [
    [`${OUT}/worker-inbox/anvil/FORGE-3.confirmed`, 'guard-tamper', /sentinel confirms/],
    [`${OUT}/worker-inbox/anvil/FORGE-3.timeout`, 'guard-tamper', /daemon/],
    [`${OUT}/worker-inbox/anvil/FORGE-3.orphaned`, 'guard-tamper', /daemon/],
    [`${OUT}/worker-inbox/anvil/FORGE-3.escalation`, 'guard-tamper', /Heimdall/],
    [`${OUT}/worker-inbox/anvil/FORGE-3.context.json`, 'guard-tamper', /daemon writes task contexts/],
    [`${OUT}/worker-inbox/anvil/FORGE-9.md`, 'guard-tamper', /dispatcher/],
    [`${OUT}/worker-inbox/anvil/notes.txt`, 'guard-tamper', /\.picked-up claims and \.heartbeat/],
    [`${OUT}/worker-inbox/forge/FORGE-7.picked-up`, 'path-escape', /broadcast/],
    [`${OUT}/worker-inbox/forge/.heartbeat`, 'path-escape', /broadcast/],
    [`${OUT}/worker-inbox/.tracking.json`, 'guard-tamper', /forge verbs/],
    [`${OUT}/worker-inbox/.history.jsonl`, 'guard-tamper', /forge verbs/],
    [`${OUT}/handoffs/FORGE-4-pr-handoff.md`, 'path-escape', /forge handoff/],
    [`${OUT}/handoffs/FORGE-3-error-handoff.md`, 'guard-tamper', /forge handoff/],
    [`${OUT}/handoffs/FORGE-3-escalation-handoff.md`, 'guard-tamper', /forge handoff/],
    [`${OUT}/heimdall-audit.log`, 'guard-tamper', /Heimdall/],
    [`${OUT}/worker-inbox/anvil/.FORGE-3.heimdall-blocks`, 'guard-tamper', /Heimdall/],
    [`${OUT}/exchanges/s1/e1.md`, 'guard-tamper', /forge broadcast/],
    [`${OUT}/events.jsonl`, 'guard-tamper', /forge broadcast/],
  ];
  for (const [file, rule, instead] of refused) {
    it(`refuses ${file.slice(OUT.length + 1)} with a reason that says what to do instead`, () => {
      for (const verdict of [write(file), bash(`echo x >> ${file}`)]) {
        assert.equal(verdict.decision, 'block');
        const finding = verdict.findings.find((f) => f.decision === 'block')!;
        assert.equal(finding.rule, rule);
        assert.match(`${finding.message} ${finding.advice}`, instead);
      }
    });
  }

  it('still refuses writes outside the worktree and the output folder', () => {
    assert.equal(bash(`echo x > ${PROJECT}/src/app.ts`).findings[0]?.rule, 'path-escape');
  });
});
