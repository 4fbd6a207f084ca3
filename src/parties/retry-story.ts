import { unlink } from 'node:fs/promises';
import { type Diagnostic, renderDiagnostic } from '../../protocol/diagnostic.js';
import { HISTORY_FILE, handoffFile, signalFile } from '../../protocol/paths.js';
import type { SignalName } from '../../protocol/signals.js';
import { HistoryRecord } from '../../protocol/tracking.js';
import { ForgeError } from '../errors.js';
import { pathExists } from '../fs/path-exists.js';
import { readRecordsWhere } from '../fs/read-json-lines.js';
import { inProject } from '../project/project-root.js';
import { readTracking } from '../tracking/read-tracking.js';
import { locateStory } from './locate-story.js';
import { readTask } from './read-task.js';
import { storyIdErrors } from './story-id-check.js';
import { writeTask } from './write-task.js';

export interface RetryOptions {
  now: () => string;
  maxBytes: number;
  /** How long to wait for the daemon to record the old submission in the ledger. */
  recordedWithinMs: number;
}

export type RetryResult =
  | { ok: true; story_id: string; agent: string; file: string; submitted_at: string; previous_submitted_at: string; previous_state: 'orphaned' | 'timed_out' }
  | { ok: false; errors: Diagnostic[] };

const POLL_MS = 50;

/**
 * Runs an orphaned or timed-out story again under its own id, the way a sentinel re-routes one:
 * the old claim and task file are removed, the daemon records that submission in the ledger
 * (state orphaned or timed_out) and cleans up its own signals, then the same task is written
 * fresh with a new `submitted_at`, so it gets a whole orphan window and any worker may claim it.
 * Needs the daemon running: without its ledger line, the new task would inherit the old signals.
 */
export async function retryStory(projectRoot: string, id: string, options: RetryOptions): Promise<RetryResult> {
  const idErrors = storyIdErrors(id, 'retry');
  if (idErrors.length > 0) return { ok: false, errors: idErrors };
  const read = await readTracking(projectRoot);
  const location = await locateStory(projectRoot, id, read?.ok ? read.tracking : null);
  if (location === null) throw new ForgeError('not_found', `no story ${id} in .tracking.json or in any inbox folder: nothing to retry`);
  const { agent } = location;
  const exists = (signal: SignalName) => pathExists(inProject(projectRoot, signalFile(agent, id, signal)));
  if (await exists('confirmed')) throw new ForgeError('conflict', `story ${id} is confirmed: it is finished and its id cannot run again`);
  const previousState = (await exists('timeout')) ? 'timed_out' : (await exists('orphaned')) ? 'orphaned' : null;
  if (previousState === null) {
    throw new ForgeError(
      'conflict',
      `story ${id} is ${location.entry?.state ?? 'not tracked yet'}, not orphaned or timed out: only a story the daemon gave up on is retried (there is no ${signalFile(agent, id, 'orphaned')} or ${signalFile(agent, id, 'timeout')})`,
    );
  }
  const handoff = handoffFile(id, 'pr');
  if (await pathExists(inProject(projectRoot, handoff))) {
    throw new ForgeError(
      'conflict',
      `${handoff} exists: a fresh task for ${id} would count as handed off at once; confirm the story, or move the handoff away first`,
    );
  }
  const task = await readTask(projectRoot, agent, id, options.maxBytes);
  if (task === null) throw new ForgeError('not_found', `the task file of ${id} is gone (removed a moment ago?): nothing to retry`);
  if (!task.ok)
    throw new ForgeError(
      'conflict',
      `${task.file} is invalid, so it cannot run again as it is; fix it first:\n${task.errors.map(renderDiagnostic).join('\n')}`,
    );
  const previous = task.frontMatter.submitted_at;
  // The task file first: whenever the daemon looks from here on, the story is gone and its last
  // state (orphaned or timed out) is what the ledger records. Were the claim removed first, a look
  // in between would find a task that lost its claim and give it a new window as submitted. The
  // claim, left without its task for a moment, is only reported meanwhile.
  await removeIfPresent(projectRoot, task.file);
  await removeIfPresent(projectRoot, signalFile(agent, id, 'picked-up'));
  if (!(await recorded(projectRoot, id, agent, previous, options.recordedWithinMs))) {
    // Put the task back as it was rather than lose it, or write a fresh one the old signals would catch.
    await writeTask(projectRoot, task.frontMatter, task.body);
    throw new ForgeError(
      'unavailable',
      `the daemon did not record ${task.file} in ${HISTORY_FILE} within ${options.recordedWithinMs} ms of its removal (is forge start running?); the task file is back as it was, try again once the daemon runs`,
    );
  }
  const submittedAt = options.now();
  const file = await writeTask(projectRoot, { ...task.frontMatter, submitted_at: submittedAt }, task.body);
  return { ok: true, story_id: id, agent, file, submitted_at: submittedAt, previous_submitted_at: previous, previous_state: previousState };
}

async function removeIfPresent(projectRoot: string, file: string): Promise<void> {
  try {
    await unlink(inProject(projectRoot, file));
  } catch (error) {
    // ENOENT: already gone, which is what we want.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * Whether, within the time, the ledger holds the old submission and the daemon removed its
 * deadline signals. The ledger is read once, then only what it gained since, and only the lines
 * that name the story are parsed.
 */
async function recorded(projectRoot: string, id: string, agent: string, submittedAt: string, withinMs: number): Promise<boolean> {
  const until = Date.now() + withinMs;
  const gone = async (signal: SignalName) => !(await pathExists(inProject(projectRoot, signalFile(agent, id, signal))));
  const ledger = inProject(projectRoot, HISTORY_FILE);
  let readTo = 0;
  let found = false;
  const inLedger = async () => {
    const read = await readRecordsWhere(ledger, HistoryRecord, 'story_id', id, readTo);
    readTo = read.readTo;
    found ||= read.records.some((record) => record.submitted_at === submittedAt);
    return found;
  };
  for (;;) {
    if ((await gone('orphaned')) && (await gone('timeout')) && (await inLedger())) return true;
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
