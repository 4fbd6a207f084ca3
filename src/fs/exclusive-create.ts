import { open } from 'node:fs/promises';

/**
 * Claims a file by exclusive create (`O_CREAT|O_EXCL`): of any number of racing callers, exactly
 * one gets true. The content is written through the same descriptor, so the winner's claim is
 * complete before anyone else can read it as theirs.
 */
export async function createExclusive(file: string, content: string): Promise<boolean> {
  let handle;
  try {
    handle = await open(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return true;
}
