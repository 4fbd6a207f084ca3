import { link, mkdir, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { createExclusive } from './exclusive-create.js';

/**
 * Puts a whole file at `file` only if nothing is there: the content is written (and synced) to a
 * temp name in the same folder, then hard-linked to the final name. The link is atomic and fails
 * when the name is taken, so readers never see half a file and of racing writers exactly one
 * wins. Returns false when the name was taken.
 */
export async function publishExclusive(file: string, content: string): Promise<boolean> {
  const dir = dirname(file);
  await mkdir(dir, { recursive: true });
  const temp = join(dir, `.${basename(file)}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`);
  if (!(await createExclusive(temp, content))) throw new Error(`temp file ${temp} already exists`);
  try {
    await link(temp, file);
    return true;
  } catch (error) {
    // EEXIST: someone else's file has this name; the caller picks another or leaves it be.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(temp);
  }
}
