import assert from 'node:assert/strict';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { onCleanup } from '../helpers/cleanup.js';
import { type DaemonProcess, spawnDaemon } from '../helpers/daemon-process.js';
import { inboxPath, readTracking, taskMarkdown, tempProject, waitFor, writeLikeAProducer } from '../helpers/temp-project.js';
import { runForge } from '../parties/run-forge.js';
import { FIXTURE_FILES, writeFiles } from './code-fixture.js';

const STORY = 'CODE-1';

/** Where the code index says a name is defined, asked as an agent asks: `forge kb ask --code` in a child process. */
async function whereIs(root: string, name: string): Promise<string | null> {
  const run = await runForge(root, ['kb', 'ask', '--code', '--repo', STORY, `where is ${name} defined`]);
  assert.equal(run.code, 0, `forge kb ask --code failed: ${run.stderr}`);
  const first = /^(\S+:\d+) {2}definition /m.exec(run.stdout);
  return first === null ? null : first[1]!;
}

/** The same question through `forge tool get_codebase_context`, the answer an MCP client gets. */
async function toolWhereIs(root: string, name: string): Promise<string | null> {
  const input = JSON.stringify({ ask: 'definition', name, repo: STORY });
  const run = await runForge(root, ['tool', 'get_codebase_context', '--input', input, '--json']);
  assert.equal(run.code, 0, `forge tool get_codebase_context failed: ${run.stdout}${run.stderr}`);
  const first = (JSON.parse(run.stdout) as { items: { file: string; line: number }[] }).items[0];
  return first === undefined ? null : `${first.file}:${first.line}`;
}

/** Waits (bounded) until the question for `name` answers `place`; returns the answer. */
function answers(root: string, name: string, place: string, timeoutMs = 20_000): Promise<string> {
  return waitFor(`"where is ${name} defined" to answer ${place}`, async () => ((await whereIs(root, name)) === place ? place : null), timeoutMs);
}

/** Waits (bounded) for a line of the daemon's log; a timeout shows the log. */
async function logged(daemon: DaemonProcess, what: string, line: RegExp, timeoutMs: number): Promise<RegExpExecArray> {
  try {
    return await waitFor(what, () => line.exec(daemon.output()), timeoutMs);
  } catch (error) {
    throw new Error(`${(error as Error).message}; the daemon's log:\n${daemon.output()}`);
  }
}

async function stop(daemon: DaemonProcess): Promise<void> {
  daemon.child.kill('SIGINT');
  assert.equal(await daemon.exited, 0, daemon.output());
}

/**
 * Through a running daemon (`forge start` as a child process) and the agent-facing surfaces
 * (`forge kb ask --code`, `forge tool get_codebase_context`, each a child process reading the
 * index file the daemon keeps): an open task's worktree, a folder outside the project, is
 * indexed; a file saved there mid-run and a definition moved by an edit are answered at their
 * new file:line; a restart reads the worktree's index; the task's handoff lets the worktree go,
 * and a restart after it reads the project's index instead of parsing it again.
 */
test("the daemon follows an open task's worktree: saves there are answered at their new file:line, a restart reads the index, and the task's close lets the worktree go", async (t) => {
  const root = await tempProject(t);
  const worktree = await mkdtemp(join(tmpdir(), 'vibe-chain-worktree-'));
  onCleanup(t, () => rm(worktree, { recursive: true, force: true }));
  await writeFiles(root, { 'src/project-only.ts': 'export function inTheProject(): number {\n  return 0;\n}\n' });
  await writeFiles(worktree, FIXTURE_FILES);

  const first = spawnDaemon(t, root);
  await first.ready;
  await writeLikeAProducer(inboxPath(root, 'anvil', `${STORY}.md`), taskMarkdown(root, STORY, 'anvil', { worktree_path: worktree }));
  await logged(first, `the index of ${STORY}'s worktree built`, new RegExp(`code index of ${STORY}: built, 6 files parsed`), 60_000);
  assert.equal(await whereIs(root, 'parseConfig'), 'src/config/parse.ts:7');
  assert.equal(await toolWhereIs(root, 'parseConfig'), 'src/config/parse.ts:7');
  assert.equal(await whereIs(root, 'inTheProject'), null, "the worktree's index holds the worktree, not the project");

  // A new file saved mid-run: its function is answered where it is.
  await writeFile(join(worktree, 'src/retry.ts'), '// Retries.\n\nexport function retryWithBackoff(attempts: number): number {\n  return attempts;\n}\n');
  await answers(root, 'retryWithBackoff', 'src/retry.ts:3');
  assert.equal(await toolWhereIs(root, 'retryWithBackoff'), 'src/retry.ts:3');

  // An edit that moves a definition down three lines: the answer follows it.
  const parse = join(worktree, 'src/config/parse.ts');
  await writeFile(
    parse,
    (await readFile(parse, 'utf8')).replace('export function parseConfig', '// Parses.\n// Throws on nothing.\n\nexport function parseConfig'),
  );
  await answers(root, 'parseConfig', 'src/config/parse.ts:10');

  // A restart while the task is open reads the worktree's index; only the file saved while it was down is parsed.
  await stop(first);
  await writeFile(join(worktree, 'src/while-down.ts'), 'export class ChangedWhileDown {}\n');
  const second = spawnDaemon(t, root);
  await second.ready;
  const read = await logged(
    second,
    `the index of ${STORY}'s worktree read at restart`,
    new RegExp(`code index of ${STORY}: read (\\d+) files from the index file, (\\d+) changed since re-indexed`),
    60_000,
  );
  assert.deepEqual([read[1], read[2]], ['8', '1'], second.output());
  assert.equal(await whereIs(root, 'ChangedWhileDown'), 'src/while-down.ts:1');
  assert.equal(await whereIs(root, 'parseConfig'), 'src/config/parse.ts:10');

  // The task is handed off (no longer open): the daemon lets its worktree go. Then it is confirmed and cleaned up.
  const handoff = await runForge(root, ['handoff', '--story', STORY, '--status', 'completed', '--summary', 'done']);
  assert.equal(handoff.code, 0, handoff.stderr);
  await logged(second, 'the worktree let go', new RegExp(`code index: no longer following ${worktree} \\(its task closed\\)`), 20_000);
  const confirm = await runForge(root, ['confirm', '--story', STORY]);
  assert.equal(confirm.code, 0, confirm.stderr);
  await waitFor(`${STORY} confirmed and cleaned up`, async () => (await readTracking(root))?.tasks[STORY] === undefined, 20_000);
  const gone = await runForge(root, ['kb', 'ask', '--code', '--repo', STORY, 'where is parseConfig defined']);
  assert.equal(gone.code, 1, 'a closed task has no repository to ask');
  assert.match(gone.stderr, new RegExp(`no repository "${STORY}"`));

  // A restart after the close reads the project's index rather than parsing it again.
  await stop(second);
  const third = spawnDaemon(t, root);
  await third.ready;
  await logged(
    third,
    "the project's index read at restart",
    /code index: read 1 files from the index file, 0 changed since re-indexed, 0 removed/,
    // Well under reconcile_interval (30 s): the start looks at once, even with no task open.
    20_000,
  );
  await stop(third);
  const logs = [first, second, third].map((daemon) => daemon.output()).join('\n');
  assert.ok(!/code index[^\n]*(error|watcher:)/.test(logs), logs);
  assert.ok(!new RegExp(`code index of ${STORY}`).test(third.output()), 'a closed task is not followed after a restart');
});

/**
 * A worktree the worker makes when it picks the task up (the path named at dispatch did not
 * exist yet) is followed from the pickup on, though the set of open tasks did not change.
 */
test('a worktree made at pickup, after its task was dispatched, is followed by the running daemon', async (t) => {
  const root = await tempProject(t);
  const parent = await mkdtemp(join(tmpdir(), 'vibe-chain-worktree-'));
  onCleanup(t, () => rm(parent, { recursive: true, force: true }));
  const worktree = join(parent, STORY);
  const daemon = spawnDaemon(t, root);
  await daemon.ready;
  await writeLikeAProducer(inboxPath(root, 'anvil', `${STORY}.md`), taskMarkdown(root, STORY, 'anvil', { worktree_path: worktree }));
  await waitFor(`${STORY} tracked`, async () => (await readTracking(root))?.tasks[STORY]?.state === 'submitted', 20_000);
  // A second task whose worktree exists: once its index is built, the daemon has looked at the
  // open tasks with STORY among them and found no worktree for it.
  const other = join(parent, 'OTHER-1');
  await writeFiles(other, { 'other.ts': 'export function elsewhere() {}\n' });
  await writeLikeAProducer(inboxPath(root, 'anvil', 'OTHER-1.md'), taskMarkdown(root, 'OTHER-1', 'anvil', { worktree_path: other }));
  await logged(daemon, "the other task's worktree built", /code index of OTHER-1: built, 1 files parsed/, 20_000);
  assert.ok(!daemon.output().includes(`code index of ${STORY}`), daemon.output());

  // The worker makes the worktree whole (as git worktree add leaves it), then picks the task up.
  const staging = join(parent, '.staging');
  await writeFiles(staging, FIXTURE_FILES);
  await rename(staging, worktree);
  const pickup = await runForge(root, ['pickup', '--agent', 'anvil', '--story', STORY]);
  assert.equal(pickup.code, 0, pickup.stderr);
  // Well under reconcile_interval (30 s), whose timer would find it too.
  await logged(daemon, `the index of ${STORY}'s worktree built`, new RegExp(`code index of ${STORY}: built, 6 files parsed`), 20_000);
  assert.equal(await whereIs(root, 'parseConfig'), 'src/config/parse.ts:7');
  await stop(daemon);
});
