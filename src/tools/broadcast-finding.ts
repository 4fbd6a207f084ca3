import type { z } from 'zod';
import { renderContracts } from '../../protocol/broadcast.js';
import type { BroadcastFindingInput, BroadcastFindingOutput } from '../../protocol/tools/broadcast-finding.js';
import { ForgeError } from '../errors.js';
import { writeBroadcast } from '../swarm/write-broadcast.js';
import { requireAgent, type ToolContext } from './context.js';

export async function broadcastFinding(context: ToolContext, input: z.output<typeof BroadcastFindingInput>): Promise<BroadcastFindingOutput> {
  const agent = requireAgent(context, input.agent, 'broadcast_finding');
  const parts = [input.contracts && input.contracts.length > 0 ? renderContracts(input.contracts) : null, input.body?.trim() ? input.body.trim() : null].filter(
    Boolean,
  );
  if (parts.length === 0) throw new ForgeError('bad_input', 'give the contract as contracts [{interface, type}] or the finding as body text; both are empty');
  const header = await writeBroadcast(
    context.projectRoot,
    {
      severity: input.severity,
      kind: input.kind,
      module: input.module,
      agent,
      story_id: input.story_id,
      breaking: input.breaking,
      body: `${parts.join('\n\n')}\n`,
    },
    context.clock.now(),
  );
  return { ok: true, id: header.id, file: header.file, created_at: header.created_at, summary: header.summary, escalates: header.escalates };
}
