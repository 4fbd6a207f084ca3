import { parseFast } from './parse-fast.js';
import { parseFull } from './parse-full.js';
import type { ParseResult } from './parse-result.js';

/** The fast parser when it accepts the input, else mvdan-sh (loaded only then). */
export function parseShell(src: string): ParseResult {
  const fast = parseFast(src);
  return fast ? { ok: true, script: fast, parser: 'fast' } : parseFull(src);
}
