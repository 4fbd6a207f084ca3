import { z } from 'zod';
import { jsonOrNull } from '../text/json-or-null.js';
import { type LabStoriesFile, labStoryKey } from './lab-story.js';

/**
 * What lab's relay sends on the subscription (FORGE-6). Events are routed by `project_id` (never
 * by lab's story id) and correlated with forge's tasks by `forge_task_id`. Unknown fields are kept.
 */
const Routed = { project_id: z.string().min(1) };

export const StoryTransitionEvent = z.looseObject({
  type: z.literal('story_transition'),
  ...Routed,
  forge_task_id: z.string().min(1),
  to: z.string().min(1),
  from: z.string().nullable().optional(),
});
export const AgentCompletedEvent = z.looseObject({
  type: z.literal('agent_completed'),
  ...Routed,
  forge_task_id: z.string().min(1),
  agent: z.string().nullable().optional(),
  status: z.string().min(1).optional(),
});
export const QueueSummaryEvent = z.looseObject({ type: z.literal('queue_summary'), ...Routed });

export type RelayMessage =
  | { kind: 'story_transition'; event: z.infer<typeof StoryTransitionEvent> }
  | { kind: 'agent_completed'; event: z.infer<typeof AgentCompletedEvent> }
  | { kind: 'queue_summary'; event: z.infer<typeof QueueSummaryEvent> }
  /** heartbeat and agent_start: expected, and of no use to forge. */
  | { kind: 'ignored'; type: string }
  /** The relay says the token is not accepted. */
  | { kind: 'auth_refused'; reason: string }
  /** The relay accepted the token. */
  | { kind: 'auth_ok' }
  /** Not JSON, not an object, an unknown type or a known one without its fields: counted and skipped. */
  | { kind: 'skipped'; why: string };

const IGNORED = new Set(['heartbeat', 'agent_start']);
const AUTH_REFUSALS = new Set(['auth_failed', 'auth_error', 'auth_refused', 'unauthorized', 'forbidden']);
const SCHEMAS = { story_transition: StoryTransitionEvent, agent_completed: AgentCompletedEvent, queue_summary: QueueSummaryEvent } as const;

/** One message of the relay, classified; never throws whatever the text. */
export function classifyRelayMessage(text: string): RelayMessage {
  const value = jsonOrNull(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { kind: 'skipped', why: 'not a JSON object' };
  const message = value as Record<string, unknown>;
  const type = typeof message.type === 'string' ? message.type : typeof message.event === 'string' ? message.event : null;
  if (type !== null && AUTH_REFUSALS.has(type)) return { kind: 'auth_refused', reason: reasonOf(message, type) };
  if (message.auth === 'ok' || type === 'auth_ok') return { kind: 'auth_ok' };
  if (message.auth === 'failed' || message.auth === 'refused' || (type === 'error' && (message.code === 401 || message.code === 403)))
    return { kind: 'auth_refused', reason: reasonOf(message, 'auth refused') };
  if (type === null) return { kind: 'skipped', why: 'no type' };
  if (IGNORED.has(type)) return { kind: 'ignored', type };
  if (!(type in SCHEMAS)) return { kind: 'skipped', why: `unknown type ${JSON.stringify(type.slice(0, 40))}` };
  const checked = SCHEMAS[type as keyof typeof SCHEMAS].safeParse({ ...message, type });
  if (!checked.success)
    return { kind: 'skipped', why: `${type} without ${checked.error.issues.map((issue) => issue.path.join('.') || 'its fields').join(', ')}` };
  return { kind: type, event: checked.data } as RelayMessage;
}

function reasonOf(message: Record<string, unknown>, fallback: string): string {
  const said = message.message ?? message.reason ?? message.error;
  return typeof said === 'string' && said !== '' ? said.slice(0, 200) : fallback;
}

/** The status a story event gives its entry: the transition's target, or the completion's status. */
export function statusOfEvent(message: Extract<RelayMessage, { kind: 'story_transition' | 'agent_completed' }>): string {
  return message.kind === 'story_transition' ? message.event.to : (message.event.status ?? 'agent_completed');
}

/**
 * The lab-stories.json update a story event makes: for this project's entry of that task only
 * (an event for another project, or for a task not submitted from here, changes nothing).
 */
export function relayUpdate(
  stories: LabStoriesFile,
  projectId: string,
  message: Extract<RelayMessage, { kind: 'story_transition' | 'agent_completed' }>,
  now: string,
): { key: string; status: string; last_checked: string } | null {
  if (message.event.project_id !== projectId) return null;
  const key = labStoryKey(projectId, message.event.forge_task_id);
  if (!stories[key]) return null;
  return { key, status: statusOfEvent(message), last_checked: now };
}
