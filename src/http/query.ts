import type { z } from 'zod';
import { ForgeError } from '../errors.js';

/**
 * Query parameters validated by a schema of protocol/http-api.ts. A parameter given twice, an
 * unknown one or a bad value is a `bad_input` error that names the parameter and what it takes.
 */
export function parseQuery<S extends z.ZodType>(url: URL, schema: S): z.infer<S> {
  const raw: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    if (key in raw) throw new ForgeError('bad_input', `parameter ${key} is given more than once`);
    raw[key] = value;
  }
  const checked = schema.safeParse(raw);
  if (checked.success) return checked.data;
  const problems = checked.error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') return `unknown parameter ${issue.keys.join(', ')}`;
    const name = issue.path.join('.') || 'query';
    return `${name}: ${issue.message}`;
  });
  throw new ForgeError('bad_input', `bad query parameters: ${problems.join('; ')}`);
}
