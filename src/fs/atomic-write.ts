import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import writeFileAtomic from 'write-file-atomic';

/**
 * Whole-file write through a temp file, fsync and rename: readers see the old bytes or the new
 * ones, never a mix. The one place that talks to write-file-atomic.
 */
export async function writeAtomic(file: string, content: string | Buffer, options: { fsync?: boolean } = {}): Promise<void> {
  try {
    await writeFileAtomic(file, content, { fsync: options.fsync ?? true });
  } catch (error) {
    // ENOENT: the folder was removed under us (or never existed); create it once and retry.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(dirname(file), { recursive: true });
    await writeFileAtomic(file, content, { fsync: options.fsync ?? true });
  }
}
