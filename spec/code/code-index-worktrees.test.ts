import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { DEFAULT_CONFIG } from '../../protocol/config.js';
import { contextFile } from '../../protocol/paths.js';
import { codeIndexService } from '../../src/code/code-index-service.js';
import { loadIndex } from '../../src/code/index-store.js';
import type { DaemonHandle } from '../../src/daemon/services.js';
import { onCleanup } from '../helpers/cleanup.js';
import { tempProject, waitFor } from '../helpers/temp-project.js';
import { FIXTURE_FILES, writeFiles } from './code-fixture.js';

/**
 * The service follows the worktree of each open task as well as the project: a file saved in
 * the worktree is in that task's index (repo = the story id) within moments, and a task that
 * closes is let go. Driven with a daemon handle whose tracked state the test sets.
 */
test("the code index follows an open task's worktree, re-indexes a file saved there, and lets it go when the task closes", async (t) => {
  const root = await tempProject(t);
  const worktree = await tempProject(t);
  await writeFiles(root, FIXTURE_FILES);
  await writeFiles(worktree, { 'lib/task.ts': 'export function inTheWorktree(): number {\n  return 1;\n}\n' });
  const context = join(root, contextFile('anvil', 'FORGE-7'));
  await mkdir(dirname(context), { recursive: true });
  await writeFile(context, JSON.stringify({ worktree_path: worktree }));
  const tasks = new Map<string, { state: string; agent: string }>([['FORGE-7', { state: 'picked_up', agent: 'anvil' }]]);
  const lines: string[] = [];
  const log = (message: string) => lines.push(message);
  const events = new EventEmitter();
  const handle = {
    projectRoot: root,
    clock: { now: () => Date.now() },
    logger: { story: log, info: log, warn: log, error: log },
    config: { current: { ...DEFAULT_CONFIG, daemon: { ...DEFAULT_CONFIG.daemon, watch: 'poll', poll_interval: 100 } } },
    store: { values: () => tasks.entries() },
    events,
  } as unknown as DaemonHandle;
  const service = codeIndexService();
  await service.start(handle);
  onCleanup(t, () => service.close());

  const taskIndex = join(root, '_vibe-chain-output/code-index/FORGE-7.jsonl');
  const defined = (name: string) => loadIndex(taskIndex, worktree, 0)?.index.defsByName.get(name)?.[0] ?? null;
  await waitFor('the worktree indexed', () => defined('inTheWorktree'), 30_000);
  await waitFor('the project indexed', () => lines.some((line) => /^code index: built/.test(line)), 30_000);

  await writeFile(join(worktree, 'lib/saved.ts'), 'export class SavedInWorktree {}\n');
  assert.equal((await waitFor('the saved file in the task index', () => defined('SavedInWorktree'), 20_000)).file, 'lib/saved.ts');

  // The task closes: its worktree is let go, so a later save there is not indexed.
  tasks.set('FORGE-7', { state: 'done', agent: 'anvil' });
  events.emit('flushed');
  await waitFor('the worktree let go', () => lines.some((line) => line === `code index: no longer following ${worktree} (its task closed)`), 10_000);
  await service.close();
  assert.ok(
    lines.some((line) => /^code index of FORGE-7: built, 1 files parsed/.test(line)),
    lines.join('\n'),
  );
  assert.ok(!lines.some((line) => / error|watcher:/.test(line)), lines.join('\n'));
});
