import { readFile } from 'node:fs/promises';
import { type ExchangeView, KB_BYTE_BUDGET } from '../../protocol/exchange.js';
import { ForgeError } from '../errors.js';
import { inProject } from '../project/project-root.js';
import { loadIndex } from './index-store.js';

/** `forge kb get`: one exchange by id, cut at a line boundary under the byte budget unless `full`. */
export async function getExchange(
  projectRoot: string,
  request: { exchangeId: string; session: string | null; full: boolean; budget?: number },
): Promise<ExchangeView> {
  const { lines } = await loadIndex(projectRoot);
  const matches = lines.filter((line) => line.exchange_id === request.exchangeId && (request.session === null || line.session_id === request.session));
  if (matches.length === 0) {
    throw new ForgeError(
      'not_found',
      `no exchange "${request.exchangeId}"${request.session ? ` in session ${request.session}` : ''} in the index (${lines.length} exchanges). Find ids with: forge kb search "<words>"`,
    );
  }
  if (matches.length > 1) {
    throw new ForgeError(
      'conflict',
      `exchange "${request.exchangeId}" is in ${matches.length} sessions (${matches.map((m) => m.session_id).join(', ')}); add --session`,
    );
  }
  const exchange = matches[0]!;
  let content: string;
  try {
    content = await readFile(inProject(projectRoot, exchange.file), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new ForgeError('not_found', `${exchange.file} is in the index but not on disk; run "forge kb ingest" to write it again`);
  }
  const bytes = Buffer.byteLength(content);
  const budget = request.budget ?? KB_BYTE_BUDGET;
  if (request.full || bytes <= budget) return { ok: true, exchange, content, bytes, truncated: false };
  const cut = cutAtLine(content, budget - 1_000);
  return {
    ok: true,
    exchange,
    content: cut,
    bytes,
    truncated: true,
    message: `Showing ${Buffer.byteLength(cut)} of ${bytes} bytes. Add --full for the whole exchange, or read ${exchange.file}.`,
  };
}

/**
 * The longest prefix of whole lines whose JSON-escaped size is within `max` (the answer is read as
 * JSON too), at least one line, cut hard if that is all there is.
 */
function cutAtLine(text: string, max: number): string {
  let end = 0;
  let size = 0;
  for (;;) {
    const newline = text.indexOf('\n', end);
    const next = newline === -1 ? text.length : newline + 1;
    size += Buffer.byteLength(JSON.stringify(text.slice(end, next))) - 2;
    if (size > max) break;
    end = next;
    if (newline === -1) break;
  }
  return end > 0 ? text.slice(0, end) : Buffer.from(text).subarray(0, max).toString('utf8');
}
