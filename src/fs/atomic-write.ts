import { closeSync, mkdirSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
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
}

/**
 * Whole-file write through a temp file, fsync and rename: readers see the old bytes or the new
 * ones, never a mix. The one place that talks to write-file-atomic.
 */
export async function writeAtomic(file: string, content: string | Buffer, options: AtomicWriteOptions = {}): Promise<void> {
  const fsync = options.fsync ?? true;
  const write = async () => {
    if (options.blocking) writeFileAtomic.sync(file, content, { fsync });
    else await writeFileAtomic(file, content, { fsync });
  };
  try {
    await write();
  } catch (error) {
    // ENOENT: the folder was removed under us (or never existed); create it once and retry.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(dirname(file), { recursive: true });
    await write();
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
 * A new version of a small derived file in a folder only this project writes (the exchange
 * memory, rebuilt from the transcripts): a temp file and a rename, in blocking calls. What
 * write-file-atomic adds there is moot (symlinks resolved, the old file's mode and owner kept, an
 * exit hook per write) and costs more than the write itself when thousands of files are written.
 * No signal handler can run between the calls, so the temp file outlives only a hard kill, as
 * it would with write-file-atomic. Readers see the old bytes or the new ones.
 */
export function writeDerivedSync(file: string, content: string): void {
  const temp = `${file}.${process.pid}.tmp`;
  let fd: number;
  try {
    fd = openSync(temp, 'w');
  } catch (error) {
    // ENOENT: the folder does not exist yet (the first file of a session); create it once.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(dirname(file), { recursive: true });
    fd = openSync(temp, 'w');
  }
  try {
    writeSync(fd, content);
  } catch (error) {
    closeSync(fd);
    unlinkSync(temp);
    throw error;
  }
  closeSync(fd);
  renameSync(temp, file);
}
