import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, stat, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { epochFileName, highestEpoch, LeaseRecord } from '../../protocol/lease.js';
import { LEASE_DIR, PROJECT_ID_FILE } from '../../protocol/paths.js';
import { writeAtomic } from '../fs/atomic-write.js';
import { publishExclusive } from '../fs/publish-exclusive.js';
import { inProject } from '../project/project-root.js';

/** Who this process is, as a lease records it. */
export interface MachineIdentity {
  host: string;
  bootId: string | null;
  pid: number;
}

/** This machine's host name as leases record it; a managed worker's `[workers.NAME] host` names it too. */
export const thisHost = (): string => hostname();

export async function thisMachine(): Promise<MachineIdentity> {
  let bootId: string | null = null;
  try {
    bootId = (await readFile('/proc/sys/kernel/random/boot_id', 'utf8')).trim() || null;
  } catch (error) {
    // ENOENT: not Linux (or no /proc); pids are then compared by host name alone, as before leases.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return { host: thisHost(), bootId, pid: process.pid };
}

/** Whether a record was written on this machine in this boot, so its pid means a process we can look at. */
export function sameMachine(record: Pick<LeaseRecord, 'host' | 'boot_id'>, self: MachineIdentity): boolean {
  return record.host === self.host && record.boot_id === self.bootId;
}

/**
 * The project's id: created once by exclusive publish, read by everyone after. The lease names the
 * project by it, so the same project mounted at another path (another host, another mount point)
 * is recognised as itself.
 */
export async function ensureProjectId(projectRoot: string): Promise<string> {
  const file = inProject(projectRoot, PROJECT_ID_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      const id = (await readFile(file, 'utf8')).trim();
      if (id !== '') return id;
      // An empty id is a file someone made by hand (ours is published whole); it is not ours to replace.
      throw new Error(`${PROJECT_ID_FILE} is empty: write any unique word into it, or remove it`);
    } catch (error) {
      // ENOENT: no id yet; create one. Of racing daemons one publishes, the others read it.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt > 3) throw error;
    }
    if (await publishExclusive(file, `${randomUUID()}\n`)) continue;
    await delay(5);
  }
}

/** Where a folder is, as `<dev>:<ino>`: two paths of one machine naming the same folder agree. */
export async function placeOf(dir: string): Promise<string | null> {
  try {
    const info = await stat(dir, { bigint: true });
    return `${info.dev}:${info.ino}`;
  } catch (error) {
    // ENOENT: the folder went away meanwhile; the place is simply not known.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The lease folder's files, read fresh: a listing and an open of the highest epoch, never a cached stat. */
export class LeaseFiles {
  readonly dir: string;

  constructor(projectRoot: string) {
    this.dir = inProject(projectRoot, LEASE_DIR);
  }

  async ensureDir(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  async names(): Promise<string[]> {
    try {
      return await readdir(this.dir);
    } catch (error) {
      // ENOENT: no lease was ever taken here.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  /**
   * The highest epoch and its record (null when unreadable); epoch 0 when there is none. The
   * listing is checked by opening the next epochs by name: a network filesystem may serve a
   * folder listing from its cache, while an open asks the server.
   */
  async current(): Promise<{ epoch: number; record: LeaseRecord | null }> {
    let epoch = highestEpoch(await this.names());
    let record = epoch === 0 ? null : await this.read(epoch);
    for (let probes = 0; probes < NEXT_EPOCH_PROBES; probes++) {
      const next = await this.readIfThere(epoch + 1);
      if (next === 'missing') break;
      epoch += 1;
      record = next;
    }
    return { epoch, record };
  }

  /** One epoch's record; null when it is gone (pruned) or does not parse (a hand edit). */
  async read(epoch: number): Promise<LeaseRecord | null> {
    const record = await this.readIfThere(epoch);
    return record === 'missing' ? null : record;
  }

  private async readIfThere(epoch: number): Promise<LeaseRecord | null | 'missing'> {
    let text: string;
    try {
      text = await readFile(join(this.dir, epochFileName(epoch)), 'utf8');
    } catch (error) {
      // ENOENT: no such epoch (yet), or pruned or removed by hand between the listing and the read.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
      throw error;
    }
    try {
      const parsed = LeaseRecord.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : null;
    } catch (error) {
      // SyntaxError: a file edited by hand; judged as unreadable, which goes stale like any other.
      if (error instanceof SyntaxError) return null;
      throw error;
    }
  }

  /** Takes an epoch: exactly one of any racing contenders gets true. Readers never see half the file. */
  async create(record: LeaseRecord): Promise<boolean> {
    return publishExclusive(join(this.dir, epochFileName(record.epoch)), render(record));
  }

  /** The holder's renewal: a whole-file replace of its own epoch, nothing else. */
  async rewrite(record: LeaseRecord): Promise<void> {
    await writeAtomic(join(this.dir, epochFileName(record.epoch)), render(record));
  }

  /**
   * The mtime of an epoch's file as the file server has it, null when the file is gone. Taken from
   * a fresh open: an NFS client revalidates a file it opens (close-to-open), where a stat by name
   * may be answered from its attribute cache.
   */
  async serverMtime(epoch: number): Promise<number | null> {
    let handle;
    try {
      handle = await open(join(this.dir, epochFileName(epoch)), 'r');
    } catch (error) {
      // ENOENT: removed by hand (or by a new holder's pruning) since we wrote it.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      return (await handle.stat()).mtimeMs;
    } finally {
      await handle.close();
    }
  }

  async remove(names: string[]): Promise<void> {
    for (const name of names) {
      try {
        await unlink(join(this.dir, name));
      } catch (error) {
        // ENOENT: already gone; pruning is tidying, not a claim.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
}

/** Epochs opened by name beyond the listing's highest: takeovers come one at a time, so one or two is plenty. */
const NEXT_EPOCH_PROBES = 4;

function render(record: LeaseRecord): string {
  return `${JSON.stringify(record, null, 2)}\n`;
}
