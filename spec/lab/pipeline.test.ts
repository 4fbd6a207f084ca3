import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { parseFrontMatter } from '../../src/markdown/front-matter.js';
import { spawnDaemon } from '../helpers/daemon-process.js';
import { handoffPath, inboxPath, readTracking, waitFor } from '../helpers/temp-project.js';
import { runForge, runForgeJson } from '../parties/run-forge.js';
import { type LabProject, labProject, ledgerOf, pipelineOf, readJsonLines, spawnSentinel, spawnSimWorker } from './lab-fixture.js';

/** Conditions get generous bounds: these are real processes on a machine that may be busy. */
const until = <T>(what: string, probe: () => Promise<T | undefined | null | false>) => waitFor(what, probe, 60_000);

/** The pipeline end to end with real processes: the daemon (with its HTTP API), the sentinel, simulated workers, the dispatcher CLI. */
async function startPipeline(
  t: Parameters<typeof labProject>[0],
  workers: string[],
  options: { sentinelEnv?: NodeJS.ProcessEnv; dev?: string } = {},
): Promise<LabProject> {
  const project = await labProject(t, '', { dev: options.dev });
  const daemon = spawnDaemon(t, project.root);
  await daemon.ready;
  spawnSentinel(t, project.root, options.sentinelEnv);
  for (const agent of workers) spawnSimWorker(t, project.root, agent);
  for (const agent of workers) {
    await until(`${agent} idle in the daemon's availability answer`, async () => {
      const response = await fetch(`http://127.0.0.1:${project.port}/api/workers/available?task_type=frontend`);
      const body = (await response.json()) as { available: boolean; agent: string | null };
      return body.available && body.agent === agent;
    });
  }
  return project;
}

async function dispatch(project: LabProject, id: string, body: string): Promise<Record<string, unknown>> {
  const run = await runForgeJson(project.root, ['lab', 'dispatch', '--story', id, '--type', 'frontend', '--worktree', project.trees, '--body', body]);
  assert.equal(run.code, 0, run.stderr);
  return run.json;
}

async function frontMatterOf(file: string): Promise<Record<string, unknown>> {
  const parsed = parseFrontMatter(await readFile(file, 'utf8'));
  assert.ok(parsed.ok, `${file} has front matter`);
  return parsed.data;
}

async function eventsOf(root: string, id: string): Promise<string[]> {
  return (await pipelineOf(root)).filter((record) => record.story_id === id).map((record) => String(record.event));
}

describe('the lab pipeline with real processes', () => {
  test('a story given to a free worker is picked up, handed off, confirmed by the sentinel and recorded as done', async (t) => {
    const project = await startPipeline(t, ['anvil']);
    const answer = await dispatch(project, 'HAPPY-1', 'Build the badge.');
    assert.deepEqual([answer.mode, answer.agent], ['inbox', 'anvil']);

    const record = await until('HAPPY-1 in the ledger', async () => (await ledgerOf(project.root)).find((line) => line.story_id === 'HAPPY-1'));
    assert.equal(record.state, 'confirmed');
    assert.ok(record.picked_up_at && record.completed_at && record.confirmed_at, 'every step has its time');
    assert.equal((record.handoff as { kind: string }).kind, 'pr');
    await until('the sentinel to record HAPPY-1 done', async () => (await eventsOf(project.root, 'HAPPY-1')).includes('done'));
    assert.deepEqual(await eventsOf(project.root, 'HAPPY-1'), ['dispatched', 'done']);
  });

  test('an orphaned story leaves the inbox and runs in degraded mode, in its worktree, with the adapter first in the prompt and no hub token', async (t) => {
    const project = await startPipeline(t, [], { sentinelEnv: { ...process.env, VIBE_LAB_FORGE_TOKEN: 'tok-orphan-secret' } });
    const submitted = await runForge(project.root, [
      'submit',
      '--story',
      'ORPH-1',
      '--type',
      'ux_review',
      '--worktree',
      project.trees,
      '--body',
      'Review the cart badge.',
    ]);
    assert.equal(submitted.code, 0, submitted.stderr);

    const record = await until('ORPH-1 recorded as orphaned in the ledger', async () =>
      (await ledgerOf(project.root)).find((line) => line.story_id === 'ORPH-1'),
    );
    assert.equal(record.state, 'orphaned');
    const [run] = await until('the degraded run', async () => {
      const runs = await readJsonLines(project.recordFile);
      return runs.length > 0 ? runs : null;
    });
    const prompt = String((run!.args as string[]).at(-1));
    assert.ok(prompt.startsWith('# Pixel, UX reviewer'), 'the personality adapter comes first');
    assert.match(prompt, /Review the cart badge\./);
    assert.match(prompt, /^story_id: ORPH-1$/m);
    assert.equal(run!.cwd, project.trees);
    assert.equal(run!.token, null, 'the hub token is not passed to the degraded run');
    await until('ORPH-1 done', async () => (await eventsOf(project.root, 'ORPH-1')).includes('done'));
    assert.deepEqual(await eventsOf(project.root, 'ORPH-1'), ['rerouted', 'degraded-spawn', 'degraded-exit', 'done']);
    await assert.rejects(readFile(inboxPath(project.root, 'pixel', 'ORPH-1.md')), { code: 'ENOENT' });
  });

  test('a worker that never hands off times out: the sentinel writes the error-handoff (failed, worker_timeout) and confirms', async (t) => {
    const project = await startPipeline(t, ['anvil']);
    await dispatch(project, 'HANG-1', 'sim: hang');
    const record = await until('HANG-1 in the ledger', async () => (await ledgerOf(project.root)).find((line) => line.story_id === 'HANG-1'));
    assert.equal(record.state, 'confirmed');
    assert.equal((record.handoff as { kind: string }).kind, 'error');
    const handoff = await frontMatterOf(handoffPath(project.root, 'HANG-1', 'error'));
    assert.deepEqual([handoff.story_id, handoff.status, handoff.reason], ['HANG-1', 'failed', 'worker_timeout']);
    assert.deepEqual(await eventsOf(project.root, 'HANG-1'), ['dispatched', 'failed']);
  });

  test('an escalated story goes to the human review queue once and is never retried or confirmed', async (t) => {
    const project = await startPipeline(t, ['anvil'], { dev: '10m' });
    await dispatch(project, 'ESC-1', 'sim: hang');
    await until('ESC-1 picked up', async () => (await readTracking(project.root))?.tasks['ESC-1']?.state === 'picked_up');
    // What Heimdall writes at escalate_after.
    await writeFile(inboxPath(project.root, 'anvil', 'ESC-1.escalation'), 'violations: 3\nreason: "3 blocked tool calls"\n', { flag: 'wx' });

    const queued = join(project.root, '_vibe-chain-output', 'lab', 'review-queue', 'ESC-1.md');
    const entry = await until('ESC-1 in the review queue', async () => frontMatterOf(queued));
    // The reason is the daemon's escalation handoff's: the signal's own, or its default when the daemon read the signal before its content.
    assert.deepEqual([entry.story_id, entry.agent, entry.violations], ['ESC-1', 'anvil', 3]);
    assert.match(String(entry.reason), /blocked/);
    // Several sentinel cycles (300 ms each) later, still exactly one review and nothing else.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.deepEqual(await eventsOf(project.root, 'ESC-1'), ['dispatched', 'review']);
    assert.equal((await readTracking(project.root))?.tasks['ESC-1']?.state, 'escalated');
    await assert.rejects(readFile(inboxPath(project.root, 'anvil', 'ESC-1.confirmed')), { code: 'ENOENT' });
  });
});
