import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { HANDOFF_SCHEMAS } from '../../protocol/handoff.js';
import { READ_CACHE_DIR } from '../../protocol/paths.js';
import { SignalContent } from '../../protocol/signals.js';
import { TaskFrontMatter } from '../../protocol/task.js';
import { writeAtomic } from '../fs/atomic-write.js';
import { inProject } from '../project/project-root.js';
import { forEachInSlices } from './in-slices.js';
import type { Logger } from './logger.js';
import type { KnownRead, StoryReader } from './story-reader.js';

/**
 * The daemon's own record of the story files it parsed (task and handoff front matter, signals),
 * kept across restarts so a restart on thousands of open stories stats each file instead of
 * reading and parsing it again. It is not part of the protocol and not state: nobody
 * else reads it, a missing, stale or damaged one only costs one slower start, and its folder tells
 * git to ignore it.
 *
 * Two lines: a header (format, the schemas it was validated with, a digest of the second line),
 * then the reads. A record made under other schemas, or that does not match its digest, is
 * ignored whole.
 */
export const READ_CACHE_FILE = `${READ_CACHE_DIR}/reads.json`;
const FORMAT = 'forge-read-cache/2';

interface Header {
  format: string;
  schemas: string;
  sha256: string;
}

let schemasDigest: string | null = null;

/** Changes whenever what a valid read means changes. */
function currentSchemas(): string {
  schemasDigest ??= digest(
    JSON.stringify([TaskFrontMatter, SignalContent, ...Object.values(HANDOFF_SCHEMAS)].map((schema) => z.toJSONSchema(schema, { unrepresentable: 'any' }))),
  );
  return schemasDigest;
}

export async function loadKnownReads(file: string): Promise<KnownRead[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    // Usually ENOENT (no earlier run left one); any failure is only a reason to read every file.
    return [];
  }
  const newline = text.indexOf('\n');
  try {
    const header = JSON.parse(text.slice(0, newline)) as Partial<Header>;
    const body = text.slice(newline + 1);
    if (header.format !== FORMAT || header.schemas !== currentSchemas() || header.sha256 !== digest(body)) return [];
    const reads: unknown = JSON.parse(body);
    return Array.isArray(reads) ? (reads as KnownRead[]) : [];
  } catch {
    // Not JSON: damaged by hand; the digest would have caught any other change.
    return [];
  }
}

export async function saveKnownReads(file: string, reads: KnownRead[]): Promise<void> {
  // A slice at a time: one JSON.stringify of thousands of reads would hold up a running daemon's
  // events for a quarter of a second.
  const parts: string[] = [];
  const hash = createHash('sha256');
  const add = (part: string) => {
    parts.push(part);
    hash.update(part);
  };
  await forEachInSlices(reads, (read) => add(`${parts.length === 0 ? '[' : ','}${JSON.stringify(read)}`));
  add(parts.length === 0 ? '[]\n' : ']\n');
  const body = parts.join('');
  const header: Header = { format: FORMAT, schemas: currentSchemas(), sha256: hash.digest('hex') };
  // A cache need not survive a power cut: no fsync.
  await writeAtomic(join(dirname(file), '.gitignore'), '*\n', { fsync: false });
  await writeAtomic(file, `${JSON.stringify(header)}\n${body}`, { fsync: false });
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The read cache of one project's daemon: seeded into its reader at start, saved after each full read and at the stop. */
export class KeptReads {
  private saving: Promise<void> = Promise.resolve();
  private readonly file: string;

  constructor(
    projectRoot: string,
    private readonly reader: StoryReader,
    private readonly logger: Logger,
  ) {
    this.file = inProject(projectRoot, READ_CACHE_FILE);
  }

  async seed(): Promise<void> {
    this.reader.seed(await loadKnownReads(this.file));
  }

  /** Keeps what was parsed for the next start; a failure costs that start time, nothing else. */
  save(): Promise<void> {
    this.saving = this.saving
      .then(async () => {
        const reads = this.reader.takeKnownReads();
        if (reads) await saveKnownReads(this.file, reads);
      })
      .catch((error: Error) => this.logger.warn(`cannot write ${READ_CACHE_FILE}: ${error.message}; the next start reads every file`));
    return this.saving;
  }
}
