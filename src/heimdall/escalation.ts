import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { agentInbox, signalFile } from '../../protocol/paths.js';
import { appendLine } from '../fs/append-line.js';
import { createExclusive } from '../fs/exclusive-create.js';
import { maskSecrets } from './mask-secrets.js';

/**
 * Counts blocks per story and raises the `.escalation` signal once the count reaches
 * `escalate_after`. Each block appends one line to `.<id>.heimdall-blocks` (a single O_APPEND
 * write, so concurrent hooks never lose or merge a line) and then counts the lines; the signal is
 * claimed by exclusive create, so of several hooks that all see the threshold exactly one writes
 * it and logs SOUNDED. A lock would serialize every hook for no gain: counting needs no
 * read-modify-write.
 */
export function blockCounterFile(projectRoot: string, agent: string, storyId: string): string {
  return join(projectRoot, ...agentInbox(agent).split('/'), `.${storyId}.heimdall-blocks`);
}

export interface Escalation {
  violations: number;
  /** True for the one hook that created the `.escalation` file. */
  raised: boolean;
}

export async function countBlock(
  projectRoot: string,
  agent: string,
  storyId: string,
  options: { at: string; reason: string; escalateAfter: number; sessionId: string | null },
): Promise<Escalation> {
  const counter = blockCounterFile(projectRoot, agent, storyId);
  // The reason comes masked from the audit line; masked again here, since this file must never hold a secret whoever calls.
  const reason = maskSecrets(options.reason);
  await appendLine(counter, `${options.at} ${reason.replace(/\s+/g, ' ').slice(0, 200)}`);
  const violations = (await readFile(counter, 'utf8')).split('\n').filter((l) => l !== '').length;
  if (violations < options.escalateAfter) return { violations, raised: false };
  const { renderSignal } = await import('../../protocol/signals.js');
  const content = renderSignal({ at: options.at, by: 'heimdall', reason, violations, agent, session_id: options.sessionId ?? undefined });
  const raised = await createExclusive(join(projectRoot, ...signalFile(agent, storyId, 'escalation').split('/')), content);
  return { violations, raised };
}
