import { type ClaimKey, inClaimOrder, waitsForDependencies } from '../../protocol/claim-order.js';
import { agentInbox, signalFile } from '../../protocol/paths.js';
import type { SignalName } from '../../protocol/signals.js';
import type { TaskFrontMatter } from '../../protocol/task.js';
import { pathExists } from '../fs/path-exists.js';
import { inProject } from '../project/project-root.js';
import { type ClaimContent, claimTask } from './claim-task.js';
import { dependencyGate } from './dependency-gate.js';
import { listInbox } from './inbox-listing.js';
import { foldersHolding } from './locate-story.js';
import { readTask, type TaskRead } from './read-task.js';

/** Signals that make a task not claimable: someone has it, or it left the normal path. */
export const BLOCKING_SIGNALS: readonly SignalName[] = ['picked-up', 'orphaned', 'escalation', 'confirmed', 'timeout'];

export interface PickOptions {
  agent: string;
  /** Claim this story only. */
  story?: string | undefined;
  session_id: string;
  now: () => string;
  maxBytes: number;
  /**
   * Claim keys of valid tasks already read, by id, for callers that pick many times (a long-lived
   * worker, the MCP server). The task is still read fresh right before it is claimed.
   */
  keys?: Map<string, ClaimKey>;
  /** `[dispatch] respect_depends_on`: skip tasks whose dependencies are not handed off yet (a plan's modules always wait: waitsForDependencies). */
  respectDependsOn?: boolean;
}

export interface PickedTask {
  id: string;
  agent: string;
  file: string;
  claimFile: string;
  claim: ClaimContent;
  frontMatter: TaskFrontMatter;
  body: string;
}

/** Why nothing was claimed: how many task files of the inbox were in each situation. */
export interface PickTally {
  inbox: string;
  folderExists: boolean;
  tasks: number;
  blocked: Partial<Record<SignalName, number>>;
  invalid: number;
  duplicate: number;
  lost: number;
  /** Tasks skipped because a story they depend on is not handed off yet (respectDependsOn). */
  waiting: number;
}

export type PickResult = { picked: PickedTask; tally: PickTally } | { picked: null; tally: PickTally };

const READ_BATCH = 64;

/** Claims the first claimable task of an agent's inbox in claim order (see protocol/claim-order.ts). */
export async function pickNext(projectRoot: string, options: PickOptions): Promise<PickResult> {
  const { agent } = options;
  const tally: PickTally = { inbox: agentInbox(agent), folderExists: true, tasks: 0, blocked: {}, invalid: 0, duplicate: 0, lost: 0, waiting: 0 };
  const stories = await listInbox(projectRoot, agent);
  if (stories === null) return { picked: null, tally: { ...tally, folderExists: false } };

  const claimable: string[] = [];
  for (const [id, story] of stories) {
    if (!story.task || (options.story !== undefined && id !== options.story)) continue;
    tally.tasks += 1;
    const blocker = BLOCKING_SIGNALS.find((signal) => story.signals.has(signal));
    if (blocker) tally.blocked[blocker] = (tally.blocked[blocker] ?? 0) + 1;
    else claimable.push(id);
  }

  const fresh = new Map<string, TaskRead>();
  const keys = options.keys ?? new Map<string, ClaimKey>();
  const unknown = claimable.filter((id) => !keys.has(id));
  for (let i = 0; i < unknown.length; i += READ_BATCH) {
    await Promise.all(
      unknown.slice(i, i + READ_BATCH).map(async (id) => {
        const read = await readTask(projectRoot, agent, id, options.maxBytes);
        if (read === null) return;
        fresh.set(id, read);
        if (read.ok) keys.set(id, { id, urgency: read.frontMatter.urgency, submitted_at: read.frontMatter.submitted_at });
      }),
    );
  }
  for (const read of fresh.values()) if (!read.ok) tally.invalid += 1;

  const ordered = inClaimOrder(claimable.flatMap((id) => keys.get(id) ?? []));
  let gate: Awaited<ReturnType<typeof dependencyGate>> | null = null;
  for (const { id } of ordered) {
    // Racing pickers walk the same order, so most candidates after the first are already taken:
    // a stat is cheaper than reading and validating a task only to lose the claim.
    if (await pathExists(inProject(projectRoot, signalFile(agent, id, 'picked-up')))) {
      keys.delete(id);
      tally.lost += 1;
      continue;
    }
    const read = fresh.get(id) ?? (await readTask(projectRoot, agent, id, options.maxBytes));
    if (read === null || !read.ok) {
      // A cached task that changed into an invalid one (or vanished) since it was first read.
      keys.delete(id);
      if (read !== null) tally.invalid += 1;
      continue;
    }
    // The same id in another folder is ambiguous: the daemon tracks one copy and rejects the other,
    // by history a client cannot see. Neither is claimed until a person removes one.
    if ((await foldersHolding(projectRoot, id)).some((folder) => folder !== agent)) {
      tally.duplicate += 1;
      continue;
    }
    if (
      waitsForDependencies(read.frontMatter, options.respectDependsOn ?? false) &&
      (await (gate ??= await dependencyGate(projectRoot))(read.frontMatter.depends_on)).length > 0
    ) {
      tally.waiting += 1;
      continue;
    }
    const claim: ClaimContent = { agent, session_id: options.session_id, at: options.now() };
    const outcome = await claimTask(projectRoot, id, claim);
    keys.delete(id);
    if (outcome !== 'won') {
      tally.lost += 1;
      continue;
    }
    return {
      picked: { id, agent, file: read.file, claimFile: signalFile(agent, id, 'picked-up'), claim, frontMatter: read.frontMatter, body: read.body },
      tally,
    };
  }
  return { picked: null, tally };
}
