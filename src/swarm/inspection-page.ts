import type { z } from 'zod';
import { fillOffsetPage, pageStart } from '../../protocol/tools/common.js';
import { INSPECT_MODULES_SHOWN, type InspectBatchInput, type InspectBatchOutput } from '../../protocol/tools/inspect-batch.js';
import type { TrackingFile } from '../../protocol/tracking.js';
import { parseCursor as offsetOf } from '../transcripts/search.js';
import type { BroadcastHeader } from './broadcast-files.js';
import { inspect } from './inspection.js';
import { gatherInspection } from './inspection-loader.js';

/**
 * One page of a batch's inspection (each module's produced and consumed interfaces, then the
 * flags), as the `inspect_batch` tool answers it and as an architecture review's prompt shows it.
 */
export async function inspectionPage(
  projectRoot: string,
  tracking: TrackingFile | null,
  headers: readonly BroadcastHeader[],
  input: z.output<typeof InspectBatchInput>,
): Promise<InspectBatchOutput> {
  const offset = offsetOf(input.cursor ?? null);
  const gathered = await gatherInspection(projectRoot, tracking, headers, input.batch ?? null);
  const { modules, flags } = inspect(gathered);
  const page: InspectBatchOutput = {
    ok: true,
    batch: input.batch ?? null,
    transcripts: gathered.transcripts,
    modules: { total: modules.length, items: offset === 0 ? modules.slice(0, INSPECT_MODULES_SHOWN) : [] },
    items: [],
    ...pageStart(flags.length, input.limit, input.cursor),
  };
  fillOffsetPage(page, flags.slice(offset, offset + input.limit), offset, flags.length);
  if (page.items.length === 0) page.message = emptyMessage(input.batch ?? null, modules.length, offset > 0, gathered.transcripts);
  return page;
}

function emptyMessage(batch: string | null, modules: number, paged: boolean, transcripts: boolean): string {
  if (paged) return 'No more flags after this cursor. Drop cursor to start again.';
  if (modules === 0) {
    return batch === null
      ? 'No tracked or finished task has a batch or a module, so there is nothing to inspect. The dispatcher sets batch and module in the task front matter.'
      : `No tracked or finished task has batch "${batch}". Check the name (forge status lists tasks), or omit batch to inspect every module.`;
  }
  return `Nothing to flag across ${modules} module(s): no consumer handed off before a breaking broadcast it depends on, no interface was broadcast with two types${transcripts ? ', and every completed module read the broadcasts' : ' (no transcript memory, so reading the broadcasts was not checked)'}.`;
}
