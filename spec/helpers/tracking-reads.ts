import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestContext } from 'node:test';
import { TRACKING_FILE } from '../../protocol/paths.js';
import { onCleanup } from './cleanup.js';

export interface TrackingReads {
  /** Reads that found the file. */
  count(): number;
  /** The start of the first read that did not parse, or null. */
  unparsable(): string | null;
}

/**
 * Reads `.tracking.json` every few milliseconds until the test ends, the way any reader may: it is
 * only ever replaced whole, so every read must parse.
 */
export function readTrackingMeanwhile(t: TestContext, root: string): TrackingReads {
  let reads = 0;
  let unparsable: string | null = null;
  const path = join(root, ...TRACKING_FILE.split('/'));
  const poller = setInterval(() => {
    readFile(path, 'utf8').then(
      (text) => {
        reads += 1;
        try {
          JSON.parse(text);
        } catch {
          unparsable ??= text.slice(0, 200);
        }
      },
      // ENOENT: not written yet.
      () => undefined,
    );
  }, 5);
  onCleanup(t, () => clearInterval(poller));
  return { count: () => reads, unparsable: () => unparsable };
}
