import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ARTIFACT_SCHEMAS, type PlanFront } from '../../../protocol/planning/artifacts.js';
import { artifactDigest } from '../../../protocol/planning/digest.js';
import { dependencyStories, dispatchModules, sendBack } from '../../../protocol/planning/dispatch.js';
import type { ArtifactName } from '../../../protocol/planning/plan-files.js';
import { type ArtifactRead, checkStep, type PlanFolder, planStatus } from '../../../protocol/planning/plan-machine.js';
import { planDiagnostics } from '../../../protocol/planning/plan-rules.js';

const AT = '2026-04-01T12:00:00.000Z';

/** A folder built the way the tools build it: each artifact records the digests of what it was built on. */
class Folder {
  readonly folder: PlanFolder = { project: 'shop', files: {}, completed: new Set<string>() };
  put(artifact: ArtifactName, front: Record<string, unknown>, body = '', basedOn: ArtifactName[] = []): this {
    const based_on = Object.fromEntries(basedOn.map((input) => [input, this.digest(input)]));
    const parsed = ARTIFACT_SCHEMAS[artifact].parse({ project: 'shop', created_at: AT, ...(basedOn.length ? { based_on } : {}), ...front });
    (this.folder.files as Record<string, ArtifactRead<unknown>>)[artifact] = { ok: true, front: parsed, body, digest: artifactDigest(parsed, body) };
    return this;
  }
  digest(artifact: ArtifactName): string {
    const read = this.folder.files[artifact];
    assert.ok(read?.ok, artifact);
    return read.digest;
  }
}

const MODULES = [
  { id: 'db', title: 'Schema', task_type: 'backend', provides: ['Db'] },
  { id: 'api', title: 'API', task_type: 'backend', depends_on: ['db'], provides: ['GET /items'], consumes: ['Db'] },
  { id: 'ui', title: 'UI', task_type: 'frontend', depends_on: ['api'], consumes: ['GET /items'] },
];

function throughTestPlan(): Folder {
  return new Folder()
    .put('project', { title: 'Shop' }, 'A shop.')
    .put('interview', { questions: [{ question: 'Who?', answer: 'Buyers' }] }, '', ['project'])
    .put('vision', { summary: 'Sell things', goals: ['checkout'] }, '', ['project', 'interview'])
    .put('plan', { modules: MODULES }, '', ['vision'])
    .put(
      'design',
      {
        interfaces: [
          { interface: 'Db', module: 'db', type: 'Pool' },
          { interface: 'GET /items', module: 'api', type: '() => Item[]' },
        ],
      },
      '',
      ['plan'],
    )
    .put('test_plan', { cases: MODULES.map((m) => ({ module: m.id, kind: 'unit', description: `test ${m.id}` })) }, '', ['plan', 'design']);
}

describe('the planning state machine', () => {
  test('each phase follows the one before it, and a step asked for early names the missing file and the step that writes it', () => {
    const f = new Folder();
    assert.equal(planStatus(f.folder).phase, 'project');
    assert.deepEqual(planStatus(f.folder).next, ['create_project']);
    f.put('project', { title: 'Shop' });
    assert.equal(planStatus(f.folder).phase, 'interview');
    const [early] = checkStep(f.folder, 'submit_plan');
    assert.equal(early?.code, 'phase_order');
    assert.equal(early?.file, '_vibe-chain/plans/shop/interview.md');
    assert.match(early!.expected, /start_interview, then submit_vision/);
    assert.equal(checkStep(throughTestPlan().folder, 'start_implementation').length, 0);
    assert.equal(planStatus(throughTestPlan().folder).phase, 'implementation');
  });

  test('a hand edit of an artifact keeps it current and makes every later one built on it stale, naming the field based_on', () => {
    const f = throughTestPlan();
    const plan = f.folder.files.plan;
    assert.ok(plan?.ok);
    const edited = { ...plan.front, modules: [...plan.front.modules] };
    f.folder.files.plan = { ok: true, front: edited, body: 'Now with notes.', digest: artifactDigest(edited, 'Now with notes.') };
    const status = planStatus(f.folder);
    assert.equal(status.phase, 'design');
    assert.deepEqual(
      status.artifacts.map((a) => `${a.artifact}:${a.state}`),
      [
        'project:current',
        'interview:current',
        'vision:current',
        'plan:current',
        'design:stale',
        'test_plan:stale',
        'implementation:missing',
        'verdict:missing',
      ],
    );
    const [stale] = checkStep(f.folder, 'start_implementation');
    assert.equal(stale?.code, 'stale_artifact');
    assert.equal(stale?.file, '_vibe-chain/plans/shop/design.md');
    assert.equal(stale?.field, 'based_on.plan');
    assert.match(stale!.expected, /re-enter the design phase \(submit_design\)/);
    // Re-entering design (re-submitting it on the edited plan) makes the chain current again, but the test plan still needs its turn.
    f.put('design', { interfaces: (f.folder.files.design as { front: { interfaces: unknown[] } }).front.interfaces }, '', ['plan']);
    assert.equal(planStatus(f.folder).phase, 'qa_strategy');
    assert.equal(checkStep(f.folder, 'start_qa_strategy').length, 0, 're-entry of an earlier phase is allowed');
  });

  test('whitespace at line ends does not change a digest; content does', () => {
    assert.equal(artifactDigest({ a: 1 }, 'text  \r\nmore\n'), artifactDigest({ a: 1, created_at: 'x' }, 'text\nmore'));
    assert.notEqual(artifactDigest({ a: 1 }, 'text'), artifactDigest({ a: 2 }, 'text'));
  });

  test('a plan with a cycle, an unknown dependency, a duplicate id or an interface nobody provides is refused field by field', () => {
    const plan = ARTIFACT_SCHEMAS.plan.parse({
      project: 'shop',
      created_at: AT,
      based_on: {},
      modules: [
        { id: 'a', title: 'A', task_type: 'backend', depends_on: ['c'] },
        { id: 'b', title: 'B', task_type: 'backend', depends_on: ['a', 'ghost'], consumes: ['Nope'] },
        { id: 'c', title: 'C', task_type: 'backend', depends_on: ['b'] },
        { id: 'c', title: 'C again', task_type: 'backend' },
      ],
    }) as PlanFront;
    const found = planDiagnostics(plan, 'plan.md').map((d) => `${d.code} ${d.field} ${d.got}`);
    assert.deepEqual(found.sort(), [
      'dependency_cycle modules.0.depends_on a -> b -> c -> a',
      'plan_rule modules.1.consumes.0 "Nope"',
      'plan_rule modules.3.id "c"',
      'unknown_dependency modules.1.depends_on.1 "ghost"',
    ]);
    const f = throughTestPlan();
    f.put('plan', { modules: [{ id: 'x', title: 'X', task_type: 'backend', depends_on: ['x'] }] }, '', ['vision']);
    assert.equal(planStatus(f.folder).phase, 'architecture');
    assert.equal(checkStep(f.folder, 'start_design')[0]?.code, 'dependency_cycle');
  });

  test('implementation dispatches each module once, keeps what was dispatched on re-entry, and a failed verdict opens a round with new story ids', () => {
    const f = throughTestPlan();
    const plan = (f.folder.files.plan as { front: PlanFront }).front;
    const first = dispatchModules('shop', plan, null, (m) => (m.task_type === 'frontend' ? 'anvil' : 'furnace'));
    assert.deepEqual(first.toWrite, ['db', 'api', 'ui']);
    assert.deepEqual(dependencyStories(plan, first.modules, 'ui'), ['shop.api']);
    const implementation = { project: 'shop', created_at: AT, based_on: {}, round: 1, batch: 'shop', modules: first.modules };
    assert.deepEqual(dispatchModules('shop', plan, implementation, () => 'anvil').toWrite, [], 'idempotent');
    const back = sendBack('shop', implementation, [{ module: 'api', reason: 'wrong type' }]);
    assert.deepEqual(
      back.modules.map((m) => `${m.id}:${m.story_id}:${m.round}`),
      ['db:shop.db:1', 'api:shop.api.r2:2', 'ui:shop.ui:1'],
    );
  });

  test('a module is submitted only after the modules it depends on, and the inspection only when every module is done', () => {
    const f = throughTestPlan();
    const plan = (f.folder.files.plan as { front: PlanFront }).front;
    const { modules } = dispatchModules('shop', plan, null, () => 'furnace');
    f.put('implementation', { round: 1, batch: 'shop', modules }, '', ['plan', 'design', 'test_plan']);
    const [early] = checkStep(f.folder, 'submit_implementation', 'api');
    assert.equal(early?.code, 'phase_order');
    assert.match(`${early?.expected} ${early?.got}`, /depends on done first .* not done: db/);
    assert.equal(checkStep(f.folder, 'submit_implementation', 'db').length, 0);
    assert.equal(checkStep(f.folder, 'submit_implementation', 'nope')[0]?.code, 'unknown_dependency');
    assert.equal(checkStep(f.folder, 'start_inspection')[0]?.field, 'modules');
    // Done is the story's handoff (the I/O layer gathers it), never a write to implementation.md.
    const done = { ...f.folder, completed: new Set(modules.map((m) => m.story_id)) };
    Object.assign(f.folder, done);
    assert.equal(checkStep(f.folder, 'submit_implementation', 'db')[0]?.code, 'phase_order', 'a module done is not submitted twice');
    assert.equal(planStatus(f.folder).phase, 'inspection');
    f.put('verdict', { round: 1, verdict: 'pass' }, '', ['implementation']);
    assert.equal(planStatus(f.folder).phase, 'done');
  });
});
