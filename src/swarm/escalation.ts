import { escalationStoryId, renderContracts } from '../../protocol/broadcast.js';
import { HANDOFFS_DIR } from '../../protocol/paths.js';
import { IPC_PROTOCOL, type TaskFrontMatter } from '../../protocol/task.js';
import { toIso } from '../../protocol/timestamps.js';
import type { BroadcastHeader } from './broadcast-files.js';
import type { SwarmTask } from './siblings.js';

/**
 * The architect's review task for a critical or breaking broadcast:
 * `worker-inbox/<architect>/ESC-<broadcast id>.md`, task_type arch_review, naming the broadcast,
 * the producing module and the sibling modules it may affect. Pure: the service writes it.
 */
export interface EscalationInput {
  broadcast: BroadcastHeader;
  /** The worker that takes arch_review (the roster's; `architect` by default). */
  agent: string;
  projectRoot: string;
  projectId: string;
  /** The producing task, when its story is tracked. */
  producer: SwarmTask | null;
  /** Tasks that may be affected: the producer's siblings, or tasks of the same module prefix. */
  affected: ReadonlyArray<Pick<SwarmTask, 'story_id' | 'agent' | 'module' | 'state'>>;
  now: number;
}

const AFFECTED_SHOWN = 30;

export function escalationTask(input: EscalationInput): { frontMatter: TaskFrontMatter; body: string } {
  const { broadcast } = input;
  const modules = [...new Set(input.affected.map((task) => task.module ?? task.story_id))].sort();
  const why = [broadcast.severity === 'critical' ? 'critical' : null, broadcast.breaking ? 'breaking' : null].filter(Boolean).join(' and ');
  const frontMatter: TaskFrontMatter = {
    story_id: escalationStoryId(broadcast.id),
    project_id: input.projectId,
    worktree_path: input.projectRoot,
    project_root: input.projectRoot,
    handoff_dir: `${input.projectRoot}/${HANDOFFS_DIR}`,
    agent: input.agent,
    task_type: 'arch_review',
    ipc_protocol: IPC_PROTOCOL,
    submitted_at: toIso(input.now),
    urgency: broadcast.severity === 'critical' ? 'high' : 'normal',
    module: broadcast.module,
    title: `Review the ${why} broadcast of ${broadcast.module}: ${broadcast.summary}`.slice(0, 200),
    ...(input.producer?.batch ? { batch: input.producer.batch } : {}),
    broadcast_id: broadcast.id,
    affected_modules: modules,
  };
  const lines = [
    `# Architect review: ${why} broadcast from ${broadcast.module}`,
    '',
    `Broadcast ${broadcast.id} (${broadcast.file}), ${broadcast.severity}, kind ${broadcast.kind}, by ${broadcast.agent}${broadcast.story_id ? ` on ${broadcast.story_id}` : ''} at ${broadcast.created_at}.`,
    `Producing module: ${broadcast.module}${input.producer ? ` (story ${input.producer.story_id}, ${input.producer.agent}, ${input.producer.state})` : ''}.`,
    '',
    `Summary: ${broadcast.summary}`,
    '',
  ];
  if (broadcast.contracts.length > 0) lines.push('Contracts:', '', '```', renderContracts(broadcast.contracts.slice(0, 10)), '```', '');
  if (input.affected.length === 0) lines.push('No sibling module is tracked right now; check the consumers named in the broadcast.', '');
  else {
    lines.push(`Sibling modules it may affect (${modules.length}):`, '');
    for (const task of input.affected.slice(0, AFFECTED_SHOWN))
      lines.push(`- ${task.module ?? '(no module)'}: ${task.story_id} (${task.agent}, ${task.state})`);
    if (input.affected.length > AFFECTED_SHOWN) lines.push(`- ... and ${input.affected.length - AFFECTED_SHOWN} more (get_siblings / forge tool get_siblings)`);
    lines.push('');
  }
  lines.push(
    'Decide whether the change is sound and what each affected module must do. Read the full broadcast with',
    `"forge broadcasts get ${broadcast.id}" (MCP: get_broadcast), check consumers with "forge inspect${input.producer?.batch ? ` --batch ${input.producer.batch}` : ''}",`,
    'broadcast your decision (kind decision) so the siblings see it, then write your handoff.',
  );
  return { frontMatter, body: `${lines.join('\n')}\n` };
}
