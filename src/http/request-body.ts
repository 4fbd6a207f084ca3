import { ForgeError } from '../errors.js';

/**
 * A request body as JSON. The size limit is enforced before any handler runs (app.ts), so the
 * body read here is already bounded.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') throw new ForgeError('bad_input', 'the request has no body: expected a JSON object');
  try {
    return JSON.parse(text);
  } catch (error) {
    if (error instanceof SyntaxError) throw new ForgeError('bad_input', `malformed JSON in the request body: ${error.message}`);
    throw error;
  }
}
