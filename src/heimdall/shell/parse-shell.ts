import { parseFast } from './parse-fast.js';
import { parseFull } from './parse-full.js';
import type { ParseResult } from './parse-result.js';
import type { Script } from './syntax.js';

/** The fast parser when it accepts the input, else mvdan-sh (loaded only then). */
export function parseShell(src: string): ParseResult {
  const fast = parseFast(src);
  return fast ? { ok: true, script: fast, parser: 'fast' } : parseFull(src);
}

/** The parsed command, or null when it does not parse: for readers (masking) that read the raw text regardless. */
export function parsedOrNull(src: string): Script | null {
  try {
    const parsed = parseShell(src);
    return parsed.ok ? parsed.script : null;
  } catch {
    // Deliberately any error: the caller still reads the raw text, and a block must still be logged.
    return null;
  }
}
