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
  throw new ForgeError('bad_input', `bad query parameters: ${issueList(checked.error.issues, 'parameter', 'query')}`);
}

/** Zod's issues as one line that names each parameter or field (`unknown <noun> x`, `<path>: <message>`). */
export function issueList(issues: readonly z.core.$ZodIssue[], noun: string, whole: string): string {
  return issues
    .map((issue) => {
      if (issue.code === 'unrecognized_keys') return `unknown ${noun} ${issue.keys.join(', ')}`;
      return `${issue.path.join('.') || whole}: ${issue.message}`;
    })
    .join('; ');
}
