import { writeMark } from './worker-marks.js';

/**
 * A Notification hook call: the session waits for a person (permission, idle prompt, question), so
 * `worker-inbox/<agent>/.needs-input` says what about until the worker's next Stop hook removes it.
 */
export async function recordNotification(projectRoot: string, agent: string, input: unknown, now: Date): Promise<void> {
  const record = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const type = typeof record.notification_type === 'string' ? record.notification_type : 'notification';
  const message = typeof record.message === 'string' ? record.message.slice(0, 500) : '';
  await writeMark(projectRoot, agent, 'needs-input', { type, message, at: now.toISOString() });
}
