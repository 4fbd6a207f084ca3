import { ForgeError } from '../errors.js';

/** Requests may carry at most this many bytes of body; more is refused with 413. */
export const BODY_LIMIT = 64 * 1024;

/**
 * Reads a request body as JSON, refusing more than `limit` bytes without reading further (a
 * Content-Length over the limit is refused before any byte is read).
 */
export async function readJsonBody(request: Request, limit = BODY_LIMIT): Promise<unknown> {
  const text = await readBodyText(request, limit);
  if (text.trim() === '') throw new ForgeError('bad_input', 'the request has no body: expected a JSON object');
  try {
    return JSON.parse(text);
  } catch (error) {
    if (error instanceof SyntaxError) throw new ForgeError('bad_input', `malformed JSON in the request body: ${error.message}`);
    throw error;
  }
}

export function declaredTooLarge(request: Request, limit = BODY_LIMIT): boolean {
  const declared = Number(request.headers.get('content-length') ?? '0');
  return Number.isFinite(declared) && declared > limit;
}

async function readBodyText(request: Request, limit: number): Promise<string> {
  if (declaredTooLarge(request, limit)) throw tooLarge(limit);
  if (request.body === null) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

function tooLarge(limit: number): ForgeError {
  return new ForgeError('too_large', `the request body is larger than ${limit} bytes`);
}
