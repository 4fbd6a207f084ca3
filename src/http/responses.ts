import { errorEnvelope, type ForgeError, HTTP_STATUS } from '../errors.js';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

/** The one place an error becomes a response: its status from HTTP_STATUS, its body the error envelope. */
export function errorResponse(error: ForgeError, headers: Record<string, string> = {}): Response {
  return json(errorEnvelope(error), HTTP_STATUS[error.code], headers);
}
