import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Diagnostic } from '../../protocol/diagnostic.js';
import { renderDiagnostic } from '../../protocol/diagnostic.js';
import { TRACKING_FILE } from '../../protocol/paths.js';
import { inProject } from '../project/project-root.js';
import type { TrackingStore } from '../tracking/tracking-store.js';
import type { Logger } from './logger.js';

/**
 * The looks at `.tracking.json` its change events ask for, one at a time: two quick edits must
 * not both quarantine the same file. The event is the daemon's own write, or an edit by someone
 * else: a valid edit is adopted, a broken one kept aside and rewritten, and either way every story
 * is read again against what was taken in (`onTakenIn`).
 */
export class TrackingEdits {
  private looks: Promise<void> = Promise.resolve();

  constructor(
    private readonly projectRoot: string,
    private readonly store: TrackingStore,
    private readonly logger: Logger,
    private readonly onTakenIn: () => Promise<void>,
    /** Asked with the lease epoch a foreign write carries: true when a later holder wrote it, and this daemon stops. */
    private readonly superseded: (epoch: number | undefined) => boolean = () => false,
  ) {}

  noticed(): void {
    this.looks = this.looks
      .then(async () => {
        if (await takeInEdit(this.projectRoot, this.store, this.logger, this.superseded)) await this.onTakenIn();
      })
      .catch((error: Error) => this.logger.error(`tracking: ${error.message}`));
  }

  /** The chain of looks as it stands: a later event replaces it. */
  underWay(): Promise<void> {
    return this.looks;
  }
}

/** True when the file on disk was not the daemon's own write and was taken in. */
async function takeInEdit(projectRoot: string, store: TrackingStore, logger: Logger, superseded: (epoch: number | undefined) => boolean): Promise<boolean> {
  // The event of our own write can arrive before that write is recorded as ours.
  await store.writesSettled();
  if (await store.isOwnFile()) return false;
  let bytes: Buffer;
  try {
    bytes = await readFile(inProject(projectRoot, TRACKING_FILE));
  } catch (error) {
    // ENOENT: removed by hand; the next flush writes it again from the files.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  // Checked again after the read: a write of ours may have landed while we were reading.
  if (store.isOwnWrite(bytes) || (await store.isOwnFile())) return false;
  // Written by a later holder (this daemon lost its lease and has not noticed): nothing to adopt, nothing more to write.
  if (superseded(leaseEpochOf(bytes))) return false;
  const outcome = await store.adopt(bytes);
  if (outcome.adopted) logger.info(`${TRACKING_FILE} edited by hand; re-reading every story against it`);
  else reportCorruptTracking(logger, outcome);
  return true;
}

export function reportCorruptTracking(logger: Logger, outcome: { diagnostic: Diagnostic | null; brokenCopy: string | null }): void {
  if (!outcome.diagnostic) return;
  const kept = outcome.brokenCopy ? `kept the broken copy as ${basename(outcome.brokenCopy)}` : 'it was gone before a copy could be kept';
  logger.warn(`${renderDiagnostic(outcome.diagnostic)}; ${kept}; rebuilding it from the files`);
}

/** The `lease_epoch` a tracking file carries, or undefined (none, or not JSON: the adopt says what is wrong). */
function leaseEpochOf(bytes: Buffer): number | undefined {
  try {
    const epoch = (JSON.parse(bytes.toString('utf8')) as { lease_epoch?: unknown }).lease_epoch;
    return typeof epoch === 'number' && Number.isInteger(epoch) ? epoch : undefined;
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}
