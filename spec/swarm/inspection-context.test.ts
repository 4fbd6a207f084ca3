import assert from 'node:assert/strict';
import { test } from 'node:test';
import { INSPECTION_PROMPT_CHARS, inspectionPromptSections } from '../../src/swarm/inspection-context.js';
import { swarmProject } from '../tools/swarm-fixture.js';

test('an architecture review of a batch gets the batch inspection, flags included, as task context', async (t) => {
  const p = await swarmProject(t);
  const sections = await inspectionPromptSections(p.root, p.clock, { task_type: 'arch_review', batch: 'checkout' });
  assert.equal(sections.length, 1);
  assert.equal(sections[0]!.title, 'Inspection of batch checkout');
  assert.match(sections[0]!.text, /stale_consumer/);
  assert.match(sections[0]!.text, /conflicting_interface/);
  assert.match(sections[0]!.text, /checkout\/ui/);
  assert.ok(sections[0]!.text.length <= INSPECTION_PROMPT_CHARS + 200);
});

test('any other task, or a review without a batch, gets no inspection', async (t) => {
  const p = await swarmProject(t);
  assert.deepEqual(await inspectionPromptSections(p.root, p.clock, { task_type: 'frontend', batch: 'checkout' }), []);
  assert.deepEqual(await inspectionPromptSections(p.root, p.clock, { task_type: 'arch_review' }), []);
  assert.equal(
    (await inspectionPromptSections(p.root, p.clock, { task_type: 'arch', batch: 'checkout' })).length,
    1,
    'the arch alias is an architecture review too',
  );
});
