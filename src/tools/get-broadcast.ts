import type { z } from 'zod';
import { clip } from '../../protocol/clip.js';
import { renderDiagnostic } from '../../protocol/diagnostic.js';
import { BROADCASTS_DIR } from '../../protocol/paths.js';
import { jsonBytes } from '../../protocol/tools/common.js';
import { BODY_PAGE_CHARS, CONTRACTS_SHOWN, type GetBroadcastInput, type GetBroadcastOutput } from '../../protocol/tools/get-broadcast.js';
import { ForgeError } from '../errors.js';
import { readBroadcast } from '../swarm/broadcast-files.js';
import type { ToolContext } from './context.js';

export async function getBroadcast(context: ToolContext, input: z.output<typeof GetBroadcastInput>): Promise<GetBroadcastOutput> {
  const read = await readBroadcast(context.projectRoot, input.id);
  if (read === null) throw new ForgeError('not_found', `no broadcast ${input.id} in ${BROADCASTS_DIR}/; list them with get_broadcasts (forge broadcasts)`);
  if (!read.ok) throw new ForgeError('bad_input', `${read.file} is not a valid broadcast:\n  ${read.errors.map(renderDiagnostic).join('\n  ')}`);
  const { header, body } = read;
  const start = input.cursor === undefined ? 0 : Number(input.cursor);
  if (start > 0 && start >= body.length)
    throw new ForgeError('usage', `cursor ${start} is past the end of the body (${body.length} characters); omit cursor to read from the start`);
  const slice = sliceWithin(body, start, BODY_PAGE_CHARS, BODY_PAGE_BYTES);
  const end = start + slice.length;
  const { contracts, escalates, breaking, ...rest } = header;
  const shown = contracts.slice(0, CONTRACTS_SHOWN).map((contract) => ({ ...contract, type: contract.type === null ? null : clip(contract.type, 300) }));
  while (shown.length > 1 && jsonBytes(shown) > CONTRACTS_BYTES) shown.pop();
  return {
    ok: true,
    broadcast: {
      id: rest.id,
      file: rest.file,
      severity: rest.severity,
      kind: rest.kind,
      module: rest.module,
      agent: rest.agent,
      story_id: rest.story_id,
      breaking,
      escalates,
      created_at: rest.created_at,
      summary: rest.summary,
    },
    contracts: shown,
    contracts_total: contracts.length,
    body: slice,
    body_chars: body.length,
    cursor: input.cursor ?? null,
    nextCursor: end < body.length ? String(end) : null,
    hasMore: end < body.length,
    truncated: end < body.length,
  };
}

/** Bytes of the answer given to the body and to the contracts, so the whole stays under about 10 KB. */
const BODY_PAGE_BYTES = 6_000;
const CONTRACTS_BYTES = 2_500;

/** The longest slice from `start`, at most `maxChars`, whose JSON form fits `maxBytes`. */
function sliceWithin(text: string, start: number, maxChars: number, maxBytes: number): string {
  let low = 1;
  let high = Math.min(maxChars, text.length - start);
  if (jsonBytes(text.slice(start, start + high)) <= maxBytes) return text.slice(start, start + high);
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (jsonBytes(text.slice(start, start + mid)) <= maxBytes) low = mid;
    else high = mid - 1;
  }
  return text.slice(start, start + low);
}
