import type { z } from 'zod';
import { isBroadcastId } from '../../protocol/broadcast.js';
import type { GetBroadcastsInput, GetBroadcastsOutput } from '../../protocol/tools/get-broadcasts.js';
import { ForgeError } from '../errors.js';
import { broadcastPage } from '../swarm/broadcast-page.js';
import { parseSince } from '../transcripts/kb-options.js';
import type { ToolContext } from './context.js';

export async function getBroadcasts(context: ToolContext, input: z.output<typeof GetBroadcastsInput>): Promise<GetBroadcastsOutput> {
  if (input.cursor !== undefined && !isBroadcastId(input.cursor)) {
    throw new ForgeError('usage', `cursor takes the nextCursor of an earlier get_broadcasts (a broadcast id), got ${JSON.stringify(input.cursor)}`);
  }
  const sinceMs = parseSince(input.since, context.clock.now());
  const snapshot = await context.broadcasts.refresh();
  return broadcastPage(snapshot, { severity: input.severity, kind: input.kind, module: input.module, sinceMs, limit: input.limit, cursor: input.cursor });
}
