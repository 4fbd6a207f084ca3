import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { ForgeError } from '../errors.js';
import type { ApiHandler } from './app.js';
import { BODY_LIMIT } from './request-body.js';
import { errorResponse } from './responses.js';

/**
 * The one bridge between node:http and the Web Request/Response handler. It buffers at most
 * BODY_LIMIT + 1 bytes of a body (more is refused with 413 and the connection closed), copies
 * headers as sent (the Host check needs the real one), sends whole answers in one write and event
 * streams chunk by chunk as they come, and aborts `request.signal` when the client goes away.
 */
export function nodeListener(handler: ApiHandler, origin: () => string, onError: (error: Error) => void): RequestListener {
  return (req, res) => {
    void serve(req, res, handler, origin, onError).catch((error: Error) => {
      // The socket broke mid-answer (EPIPE, ECONNRESET) or a response stream failed: report, drop the connection.
      onError(error);
      res.destroy();
    });
  };
}

async function serve(req: IncomingMessage, res: ServerResponse, handler: ApiHandler, origin: () => string, onError: (error: Error) => void): Promise<void> {
  const controller = new AbortController();
  res.once('close', () => controller.abort());
  const body = await readLimited(req, BODY_LIMIT);
  if (body === 'too_large') {
    res.shouldKeepAlive = false;
    await writeResponse(res, errorResponse(new ForgeError('too_large', `the request body is larger than ${BODY_LIMIT} bytes`), { connection: 'close' }), onError);
    return;
  }
  const request = toRequest(req, body, origin(), controller.signal);
  await writeResponse(res, request instanceof Request ? await handler(request) : errorResponse(request), onError);
}

function toRequest(req: IncomingMessage, body: Buffer, origin: string, signal: AbortSignal): Request | ForgeError {
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  try {
    return new Request(`${origin}${req.url ?? '/'}`, { method, headers: headersOf(req), body: hasBody ? body : null, signal });
  } catch (error) {
    // TypeError: a request line or header the Fetch API cannot represent (absolute-form URL, bad bytes).
    if (!(error instanceof TypeError)) throw error;
    return new ForgeError('bad_input', `malformed request: ${error.message}`);
  }
}

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/** The body, or 'too_large' as soon as it passes `limit` (the rest is never read). */
function readLimited(req: IncomingMessage, limit: number): Promise<Buffer | 'too_large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        req.off('data', onData);
        req.pause();
        resolve('too_large');
      } else chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

async function writeResponse(res: ServerResponse, response: Response, onError: (error: Error) => void): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  res.writeHead(response.status, headers);
  if (response.body === null) {
    res.end();
    return;
  }
  // Whole answers go out in one write; an event stream is passed on chunk by chunk as it comes.
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    res.end(new Uint8Array(await response.arrayBuffer()));
    return;
  }
  res.flushHeaders();
  const reader = response.body.getReader();
  // A client that leaves ends the stream; a stream that had already failed says so through onError.
  res.once('close', () => void reader.cancel().catch(onError));
  for (;;) {
    const { done, value } = await reader.read();
    if (done || res.destroyed) break;
    if (!res.write(value)) await new Promise((resolve) => res.once('drain', resolve));
  }
  res.end();
}
