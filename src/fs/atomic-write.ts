import { randomInt } from 'node:crypto';
import { closeSync, copyFileSync, mkdirSync, openSync, renameSync, rmSync, truncateSync } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { onExit } from 'signal-exit';
import writeFileAtomic from 'write-file-atomic';

export interface AtomicWriteOptions {
  /** Default true; false for files the daemon can write again from the others (contexts, caches). */
  fsync?: boolean;
  /**
   * Block instead of taking a dozen round trips through the thread pool: several times cheaper
   * per file, for bulk writes before anyone is served. Hold `holdForBulkWrites()` meanwhile.
   */
  blocking?: boolean;
  /** File mode of a file that holds a secret (0o600); write-file-atomic's default otherwise. */
  mode?: number;
  /**
   * Told the inode of the temp file before it is renamed into place (not with `blocking`). A stat
   * of the path after the write names this write only while it shows that inode: another writer's
   * rename can land between ours and the stat.
   */
  inode?: (ino: number) => void;
}

/**
 * Whole-file write through a temp file, fsync and rename: readers see the old bytes or the new
 * ones, never a mix. The one place that talks to write-file-atomic.
 */
export async function writeAtomic(file: string, content: string | Buffer, options: AtomicWriteOptions = {}): Promise<void> {
  const fsync = options.fsync ?? true;
  if (options.blocking) {
    writeBlocking(file, content, fsync);
    return;
  }
  const { inode } = options;
  const settings = {
    fsync,
    ...(options.mode === undefined ? {} : { mode: options.mode }),
    ...(inode === undefined ? {} : { tmpfileCreated: async (temp: string) => inode((await stat(temp)).ino) }),
  };
  try {
    await writeFileAtomic(file, content, settings);
  } catch (error) {
    // ENOENT: the folder was removed under us (or never existed); create it once and retry.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(dirname(file), { recursive: true });
    await writeFileAtomic(file, content, settings);
  }
}

/**
 * write-file-atomic registers an exit hook (to remove its temp file) for each write; signal-exit
 * installs its signal handlers for the first hook and removes them after the last, so writes one
 * after another pay for both every time (most of the cost of a blocking write). Holding a hook of
 * our own keeps them installed. Returns the release.
 */
export function holdForBulkWrites(): () => void {
  return onExit(() => undefined);
}

/**
 * A new version of a small derived file (the exchange memory, rebuilt from the transcripts), in
 * one blocking call and without fsync: thousands are written in a row, and a lost one is written
 * again from its transcript. Readers see the old bytes or the new ones. Hold
 * `holdForBulkWrites()` around a run of them.
 */
export function writeDerivedSync(file: string, content: string): void {
  writeBlocking(file, content, false);
}

/** write-file-atomic's blocking form; a missing folder is created once and the write retried. */
function writeBlocking(file: string, content: string | Buffer, fsync: boolean): void {
  try {
    writeFileAtomic.sync(file, content, { fsync });
  } catch (error) {
    // ENOENT: the folder was removed under us (or never existed), as the first file of a session finds it.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(dirname(file), { recursive: true });
    writeFileAtomic.sync(file, content, { fsync });
  }
}

/**
 * A new version of a large derived file, written through a temp file that starts as a copy of the
 * file's first `keep` bytes (none when 0) and that `build` appends the rest to; then the rename.
 * Readers see the old bytes or the new ones, and the file is never held whole in memory. The temp
 * is named like write-file-atomic's (`<file>.<n>`) and removed when `build` fails.
 */
export async function rebuildFileAtomic(file: string, keep: number, build: (fd: number) => Promise<void>): Promise<void> {
  const temp = `${file}.${randomInt(2 ** 32)}`;
  try {
    if (keep > 0) {
      copyFileSync(file, temp);
      truncateSync(temp, keep);
    }
    const fd = openSync(temp, 'a');
    try {
      await build(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}
