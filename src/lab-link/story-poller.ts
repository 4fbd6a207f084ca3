import { toIso } from '../../protocol/timestamps.js';
import type { Clock } from '../clock.js';
import type { Logger } from '../daemon/logger.js';
import { ForgeError } from '../errors.js';
import { readLabStories, updateLabStories } from './lab-stories.js';
import { CLOSED_STATUSES, type LabStoriesFile, type LabStoryRecord } from './lab-story.js';
import { readStatusAnswer, statusFromAnswer, storyStatusArgs } from './story-submission.js';
import type { StoryTransport } from './story-transport.js';

/** The open entries of this project, the longest unchecked first (never checked before all), at most `limit`. */
export function storiesToCheck(stories: LabStoriesFile, projectId: string, limit: number): string[] {
  const checkedAt = (entry: LabStoryRecord) => (entry.last_checked === null ? -Infinity : Date.parse(entry.last_checked));
  return Object.entries(stories)
    .filter(([, entry]) => entry.project_id === projectId && !CLOSED_STATUSES.has(entry.status))
    .sort(([keyA, a], [keyB, b]) => checkedAt(a) - checkedAt(b) || keyA.localeCompare(keyB))
    .slice(0, limit)
    .map(([key]) => key);
}

export interface PollerDeps {
  projectRoot: string;
  projectId: () => string;
  /** A new connection to lab's story tools, or null when none is configured. */
  connect: () => StoryTransport | null;
  batch: () => number;
  /** How long to wait after a 429 that gave no Retry-After. */
  fallbackWaitMs: () => number;
  clock: Clock;
  logger: Pick<Logger, 'info' | 'warn'>;
}

export type CycleOutcome = { kind: 'checked'; keys: string[] } | { kind: 'no_lab' | 'nothing_open' | 'waiting' | 'unreachable' | 'rate_limited' };

/**
 * FORGE-5: keeps `.forge/lab-stories.json` current by asking lab about a few open stories per
 * maintenance cycle. One call per story, never a retry inside a cycle: a 429 makes the next
 * cycles wait until its Retry-After, an unreachable lab is normal (one warning per outage) and
 * is tried again next cycle.
 */
export class StoryPoller {
  private transport: StoryTransport | null = null;
  private notBefore = 0;
  private outage = false;
  private readonly refused = new Set<string>();

  constructor(private readonly deps: PollerDeps) {}

  async cycle(): Promise<CycleOutcome> {
    const now = this.deps.clock.now();
    if (now < this.notBefore) return { kind: 'waiting' };
    const stories = await readLabStories(this.deps.projectRoot);
    const keys = storiesToCheck(stories, this.deps.projectId(), this.deps.batch());
    if (keys.length === 0) return { kind: 'nothing_open' };
    this.transport ??= this.deps.connect();
    if (this.transport === null) return { kind: 'no_lab' };

    const updates: Record<string, Pick<LabStoryRecord, 'status' | 'last_checked'>> = {};
    let outcome: CycleOutcome = { kind: 'checked', keys: [] };
    for (const key of keys) {
      const answer = await this.ask(stories[key]!.forge_task_id);
      if (answer.kind === 'unreachable' || answer.kind === 'rate_limited') {
        outcome = { kind: answer.kind };
        break;
      }
      const checkedAt = toIso(this.deps.clock.now());
      if (answer.kind === 'ok') updates[key] = { status: answer.status, last_checked: checkedAt };
      else {
        // Counted as checked, so one story lab refuses does not hold the others back.
        if (!this.refused.has(key)) this.deps.logger.warn(`lab refused get_story_status for ${key}: ${answer.message}; it is asked again in turn`);
        this.refused.add(key);
        updates[key] = { status: stories[key]!.status, last_checked: checkedAt };
      }
      if (outcome.kind === 'checked') outcome.keys.push(key);
    }
    if (Object.keys(updates).length > 0) await updateLabStories(this.deps.projectRoot, updates);
    return outcome;
  }

  private async ask(
    forgeTaskId: string,
  ): Promise<{ kind: 'ok'; status: string } | { kind: 'refused'; message: string } | { kind: 'unreachable' } | { kind: 'rate_limited' }> {
    let answer;
    try {
      answer = await this.transport!.call('get_story_status', storyStatusArgs(this.deps.projectRoot, forgeTaskId));
    } catch (error) {
      if (!(error instanceof ForgeError) || error.code !== 'unavailable') throw error;
      if (!this.outage)
        this.deps.logger.warn(`lab story status: ${error.message}; the daemon runs on and asks again every cycle (said once until lab answers)`);
      this.outage = true;
      const broken = this.transport;
      this.transport = null;
      await broken?.close().catch(() => undefined);
      return { kind: 'unreachable' };
    }
    if (this.outage) this.deps.logger.info('lab story status: lab answers again');
    this.outage = false;
    if (answer.kind === 'rate_limited') {
      const waitMs = answer.retryAfterMs ?? this.deps.fallbackWaitMs();
      this.notBefore = this.deps.clock.now() + waitMs;
      this.deps.logger.info(`lab story status: lab is rate-limiting get_story_status; next poll in ${Math.ceil(waitMs / 1000)} s or later`);
      return { kind: 'rate_limited' };
    }
    if (answer.kind === 'refused') return answer;
    const read = readStatusAnswer(answer.value);
    return read.ok ? { kind: 'ok', status: statusFromAnswer(read.answer) } : { kind: 'refused', message: read.problem };
  }

  async close(): Promise<void> {
    const transport = this.transport;
    this.transport = null;
    await transport?.close();
  }
}
