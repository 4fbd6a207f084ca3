import type { z } from 'zod';
import type { InspectBatchInput, InspectBatchOutput } from '../../protocol/tools/inspect-batch.js';
import { inspectionPage } from '../swarm/inspection-page.js';
import type { ToolContext } from './context.js';

export async function inspectBatch(context: ToolContext, input: z.output<typeof InspectBatchInput>): Promise<InspectBatchOutput> {
  const { headers } = await context.broadcasts.refresh();
  return inspectionPage(context.projectRoot, await context.tracking(), headers, input);
}
