import { OUTPUT_DIR } from '../../protocol/paths.js';

/** Files of the reference lab side, relative to the project root with `/` separators like ipc-v1's. */
export const LAB_DIR = `${OUTPUT_DIR}/lab`;
export const PIPELINE_LOG = `${LAB_DIR}/pipeline.jsonl`;
export const REVIEW_QUEUE_DIR = `${LAB_DIR}/review-queue`;
export const DEGRADED_DIR = `${LAB_DIR}/degraded`;
export const LAB_STORIES_FILE = '.forge/lab-stories.json';

export const reviewQueueFile = (id: string) => `${REVIEW_QUEUE_DIR}/${id}.md`;
/** What a degraded run printed, and the task it was given (the inbox copy is gone by then). */
export const degradedLog = (id: string) => `${DEGRADED_DIR}/${id}.log`;
export const degradedTask = (id: string) => `${DEGRADED_DIR}/${id}.md`;
/**
 * The degraded run's task context for Heimdall. Not in the inbox: there the daemon alone writes
 * contexts, and the task they belong to is gone by the time a story runs degraded.
 */
export const degradedContext = (id: string) => `${DEGRADED_DIR}/${id}.context.json`;
/** The `--settings` a degraded Claude Code run is given: its OS sandbox, fixed to the task's worktree. */
export const degradedSettings = (id: string) => `${DEGRADED_DIR}/${id}.settings.json`;
