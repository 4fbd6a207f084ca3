/**
 * The states of a task in `.tracking.json`, in the order a task moves through them. Apart from
 * the schema (protocol/tracking.ts) so a reader that only counts them does not load zod.
 */
export const TASK_STATES = ['submitted', 'picked_up', 'handed_off', 'orphaned', 'timed_out', 'escalated', 'invalid', 'confirmed'] as const;
