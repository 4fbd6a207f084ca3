import type { z } from 'zod';
import { type Diagnostic, renderDiagnostic } from '../../protocol/diagnostic.js';
import { ForgeError } from '../errors.js';
import { issueList } from './query.js';

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

/** A JSON body checked against a schema of protocol/http-api.ts: `bad_input` names each bad field. */
export async function readBodyAs<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const checked = schema.safeParse(await readJsonBody(request));
  if (checked.success) return checked.data;
  throw new ForgeError('bad_input', `bad request body: ${issueList(checked.error.issues, 'field', 'body')}`);
}

/** A party operation's refusal as the error envelope: its diagnostics, one per line, worded as everywhere else. */
export function refusal(errors: readonly Diagnostic[]): ForgeError {
  return new ForgeError('bad_input', errors.map(renderDiagnostic).join('\n'));
}
