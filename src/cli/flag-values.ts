import type { Diagnostic } from '../../protocol/diagnostic.js';
import { ForgeError } from '../errors.js';

/** Helpers that turn command-line strings into typed values, with usage errors that name the flag. */
export function requireFlag(value: string | undefined, flag: string): string {
  if (value === undefined || value === '') throw new ForgeError('usage', `${flag} is required`);
  return value;
}

export function countFlag(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new ForgeError('usage', `${flag}: expected a whole number >= 0, got ${JSON.stringify(value)}`);
  return Number(value);
}

export function listFlag(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/**
 * A schema failure of something assembled from flags, reported by flag: `--story "a/b": expected
 * a story id ...`. `flagOf` maps front matter fields to the flag that sets them.
 */
export function flagErrors(what: string, errors: Diagnostic[], flagOf: Record<string, string>): ForgeError {
  const lines = errors.map((error) => {
    const field = error.field?.split('.')[0] ?? '';
    const flag = flagOf[field];
    const name = flag ? `${flag} (${error.field})` : (error.field ?? 'front matter');
    return `${name}: expected ${error.expected}${error.got ? `, got ${error.got}` : ''}`;
  });
  return new ForgeError('usage', `the options do not make a valid ${what}:\n  ${lines.join('\n  ')}`);
}

/** The common options every verb gets from the CLI frame, declared again so `args.values` types them. */
export const COMMON_FLAGS = {
  project: { type: 'string' },
  json: { type: 'boolean' },
} as const;
