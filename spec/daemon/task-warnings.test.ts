import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { TasksPage } from '../../protocol/http-api.js';
import type { TaskEntry } from '../../protocol/tracking.js';
import { inboxPath, readTracking, taskMarkdown, tempProject, waitFor, writeLikeAProducer } from '../helpers/temp-project.js';
import { startTestDaemon } from '../helpers/test-daemon.js';
import { answer, apiRequest, fixedContext, testApi } from '../http/api-fixture.js';
import { runForge, runForgeJson } from '../parties/run-forge.js';

/**
 * A typo is reported as soon as the daemon reads the file (a second in practice); the bound is
 * generous so a loaded machine does not fail the test, and the old daemon never reports it at all.
 */
const REPORTED_WITHIN_MS = 5_000;

async function warned(root: string, id: string, code: string): Promise<TaskEntry> {
  return waitFor(
    `a ${code} warning on ${id}`,
    async () => {
      const entry = (await readTracking(root))?.tasks[id];
      return entry?.errors.some((error) => error.code === code) ? entry : null;
    },
    REPORTED_WITHIN_MS,
  );
}

/** What a person sees of the story: the row of forge status (table and --json), forge status --story, and GET /api/tasks. */
async function surfaces(root: string, id: string): Promise<{ table: string; problem: string; detail: string[]; http: string }> {
  const table = await runForge(root, ['status']);
  assert.equal(table.code, 0, table.stderr);
  const view = await runForgeJson(root, ['status']);
  const row = (view.json.items as Array<{ story_id: string; problem: string | null }>).find((item) => item.story_id === id)!;
  const detail = await runForgeJson(root, ['status', '--story', id]);
  const api = testApi(fixedContext((await readTracking(root))!));
  const page = TasksPage.parse((await answer(api, apiRequest('/api/tasks'))).body);
  return {
    table: table.stdout,
    problem: row.problem ?? '',
    detail: detail.json.diagnostics as string[],
    http: page.items.find((item) => item.story_id === id)?.problem ?? '',
  };
}

describe('the daemon warns at once of what a task file most likely got wrong, and still accepts the task', () => {
  test('a front matter key a typo away from a known one is a warning naming both keys, in forge status, forge status --story and the HTTP API', async (t) => {
    const root = await tempProject(t);
    await startTestDaemon(t, root);
    const text = taskMarkdown(root, 'TYPO-1', 'anvil', { urgncy: 'high' });
    await writeLikeAProducer(inboxPath(root, 'anvil', 'TYPO-1.md'), text);

    const entry = await warned(root, 'TYPO-1', 'misspelt_key');
    assert.equal(entry.state, 'submitted', 'a warning refuses nothing');
    assert.equal(entry.urgency, 'normal', 'the misspelt key is not read: which is why it is worth a warning');
    assert.deepEqual(
      entry.errors.map((error) => [error.code, error.field]),
      [['misspelt_key', 'urgncy']],
    );
    assert.equal(await readFile(inboxPath(root, 'anvil', 'TYPO-1.md'), 'utf8'), text, 'the unknown key is kept');

    const seen = await surfaces(root, 'TYPO-1');
    for (const [where, text] of Object.entries({ table: seen.table, problem: seen.problem, detail: seen.detail.join('\n'), http: seen.http })) {
      assert.match(text, /urgncy/, where);
      assert.match(text, /"urgency"/, where);
    }
  });

  test('a misspelt key that is fixed in place loses its warning', async (t) => {
    const root = await tempProject(t);
    await startTestDaemon(t, root);
    await writeLikeAProducer(inboxPath(root, 'anvil', 'TYPO-2.md'), taskMarkdown(root, 'TYPO-2', 'anvil', { dependson: 'TYPO-1' }));
    const entry = await warned(root, 'TYPO-2', 'misspelt_key');
    assert.match(entry.errors[0]!.expected, /"depends_on"/);
    await writeLikeAProducer(inboxPath(root, 'anvil', 'TYPO-2.md'), taskMarkdown(root, 'TYPO-2', 'anvil', { urgency: 'high' }));
    const fixed = await waitFor('the warning to go', async () => {
      const now = (await readTracking(root))?.tasks['TYPO-2'];
      return now?.urgency === 'high' ? now : null;
    });
    assert.deepEqual(fixed.errors, []);
  });

  test('a task in the inbox folder of an agent no roster names is a warning naming the closest roster agent, gone once the roster names it', async (t) => {
    const root = await tempProject(t);
    await startTestDaemon(t, root);
    await writeLikeAProducer(inboxPath(root, 'furnance', 'LOST-1.md'), taskMarkdown(root, 'LOST-1', 'furnance', { task_type: 'backend' }));

    const entry = await warned(root, 'LOST-1', 'unknown_agent');
    assert.equal(entry.state, 'submitted', 'a warning refuses nothing');
    assert.equal(entry.errors[0]!.file, '_vibe-chain-output/worker-inbox/furnance/LOST-1.md');
    assert.match(entry.errors[0]!.expected, /did you mean "furnace"\?/);

    const seen = await surfaces(root, 'LOST-1');
    for (const [where, text] of Object.entries({ table: seen.table, problem: seen.problem, detail: seen.detail.join('\n'), http: seen.http })) {
      assert.match(text, /furnace/, where);
    }
    assert.match(seen.table, /LOST-1 .*did you mean "furnace"\?/, 'the guess fits in the row');
    assert.match(
      seen.detail.join('\n'),
      /worker-inbox\/furnance\/LOST-1\.md: field "agent" agent is in no roster: expected a worker of the roster: did you mean "furnace"\? \(the roster: anvil, furnace, .*\); a new agent needs a \[workers\.<name>\] table, got "furnance"/,
    );

    // The way out the warning names: a [workers.<name>] table makes the agent a roster worker.
    await writeLikeAProducer(join(root, '_vibe-chain', 'config.toml'), '[workers.furnance]\ntask_types = ["backend"]\n');
    const adopted = await waitFor('the warning to go once the roster names the agent', async () => {
      const now = (await readTracking(root))?.tasks['LOST-1'];
      return now?.errors.length === 0 ? now : null;
    });
    assert.equal(adopted.state, 'submitted');
  });
});
