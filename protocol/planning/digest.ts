import { sortKeys } from '../stable-json.js';

/**
 * The digest an artifact records of each earlier artifact it was built from. It covers what
 * the artifact says (its front matter and body), not when it was written or what it was based
 * on, and ignores line-end and trailing whitespace, so a reformatting editor does not make
 * downstream files stale while any change of content does. FNV-1a, 64 bits: pure, no crypto
 * needed (it detects edits, it does not defend against forgery).
 */
const IGNORED = new Set(['based_on', 'created_at', 'updated_at']);

export function artifactDigest(front: Record<string, unknown>, body: string): string {
  const kept = Object.fromEntries(Object.entries(front).filter(([key]) => !IGNORED.has(key)));
  const text = body
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
  return fnv1a64(`${JSON.stringify(sortKeys(kept))}\n${text}`);
}

const PRIME = 0x100000001b3n;
const MASK = 0xffffffffffffffffn;

function fnv1a64(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * PRIME) & MASK;
  }
  return hash.toString(16).padStart(16, '0');
}
