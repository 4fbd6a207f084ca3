import { createHash } from 'node:crypto';
import { constants, type Dirent } from 'node:fs';
import { lstat, open, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FsEventKind, TreeWatch, TreeWatchOptions } from './fs-watcher.js';

/** Files up to this size are read whole and hashed each round; larger ones are judged by the facts of an open descriptor. */
const HASHED_BYTES = 16 * 1024;
/** Files opened at once in one round: enough to hide a network round trip, few enough to leave descriptors for the rest. */
const OPEN_AT_ONCE = 32;

/**
 * Polling for network filesystems, where the OS sees no write of another host. chokidar's polling
 * stats each path, and an NFS client answers a stat from its attribute cache: up to 60 s old for
 * a folder (acdirmax) with default mount options, so a claim made on another host stayed unseen
 * for most of a minute. Here every round lists each folder (readdir opens it, and an NFS client
 * revalidates a folder it opens: close-to-open) and opens each file, taking its facts from the
 * open descriptor (the open asks the server) and, for a small file, a hash of its content. So a
 * new, removed or rewritten file is seen within one round, whatever the caches hold. An event is
 * still a hint: the daemon re-reads the file.
 *
 * Cost per round: one listing per folder and one open per file of the watched folders (the
 * daemon's protocol folders only), reads of the small ones from the client's page cache when
 * they did not change. Rounds never overlap: the next starts `pollIntervalMs` after one ends.
 */
export function pollFolders(options: TreeWatchOptions): TreeWatch {
  /** Signature of every file known, by path; folders known, by path, with their level. */
  const files = new Map<string, string>();
  const folders = new Map<string, number>();
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<void> = Promise.resolve();

  const emit = (kind: FsEventKind, path: string, quiet: boolean): void => {
    if (!closed && !quiet) options.onEvent(kind, path);
  };

  /** One look at everything; `quiet` for the first, which only learns what is there (like chokidar's ignoreInitial). */
  async function look(quiet: boolean): Promise<void> {
    const seenFiles = new Set<string>();
    const seenFolders = new Set<string>();
    const toOpen: string[] = [];
    const pending: Array<[string, number]> = [[options.root, 0]];
    while (pending.length > 0 && !closed) {
      const [dir, level] = pending.pop() as [string, number];
      const entries = await list(dir);
      if (entries === null) continue;
      seenFolders.add(dir);
      if (!folders.has(dir)) {
        folders.set(dir, level);
        // A folder that appeared: the daemon reconciles on addDir, which also covers its files.
        emit('addDir', dir, quiet);
      }
      for (const entry of entries) {
        const path = join(dir, entry.name);
        if (options.ignore(path)) continue;
        if (entry.isDirectory()) {
          if (level < options.depth) pending.push([path, level + 1]);
        } else toOpen.push(path);
      }
    }
    for (let i = 0; i < toOpen.length && !closed; i += OPEN_AT_ONCE) {
      await Promise.all(
        toOpen.slice(i, i + OPEN_AT_ONCE).map(async (path) => {
          const signature = await signatureOf(path);
          if (signature === null) return;
          seenFiles.add(path);
          const known = files.get(path);
          files.set(path, signature);
          if (known === undefined) emit('add', path, quiet);
          else if (known !== signature) emit('change', path, quiet);
        }),
      );
    }
    if (closed) return;
    for (const path of [...files.keys()]) {
      if (seenFiles.has(path)) continue;
      files.delete(path);
      emit('unlink', path, quiet);
    }
    for (const dir of [...folders.keys()]) {
      if (seenFolders.has(dir)) continue;
      folders.delete(dir);
      emit('unlinkDir', dir, quiet);
    }
  }

  function schedule(): void {
    if (closed) return;
    timer = setTimeout(() => {
      timer = null;
      round = look(false)
        .catch((error: Error) => options.onError(error))
        .finally(schedule);
    }, options.pollIntervalMs);
  }

  const ready = look(true)
    .catch((error: Error) => options.onError(error))
    .finally(schedule);

  let closing: Promise<void> | null = null;
  return {
    ready,
    close: () =>
      (closing ??= (async () => {
        closed = true;
        if (timer) clearTimeout(timer);
        await ready;
        await round;
      })()),
  };
}

async function list(dir: string): Promise<Dirent[] | null> {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (error) {
    // ENOENT: the folder is gone (or not made yet); ENOTDIR: a file took its name.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}

/**
 * What a file is now, read through an open descriptor: inode, size, times, and for a small file a
 * hash of its content (a rewrite within one timestamp tick, or a server with coarse times, keeps
 * size and mtime). Null when it is gone. O_NONBLOCK so that a FIFO dropped in a folder cannot hang a round.
 */
async function signatureOf(path: string): Promise<string | null> {
  let handle;
  try {
    handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // ENOENT: removed between the listing and the open.
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    // EACCES/EPERM: not ours to read; its facts still say when it changes.
    if (code === 'EACCES' || code === 'EPERM') return factsOf(path);
    throw error;
  }
  try {
    const info = await handle.stat();
    let hash = '';
    if (info.isFile() && info.size <= HASHED_BYTES)
      hash = createHash('sha1')
        .update(await handle.readFile())
        .digest('base64');
    return `${info.ino}:${info.size}:${info.mtimeMs}:${info.ctimeMs}:${hash}`;
  } finally {
    await handle.close();
  }
}

async function factsOf(path: string): Promise<string | null> {
  try {
    const info = await lstat(path);
    return `${info.ino}:${info.size}:${info.mtimeMs}:${info.ctimeMs}:`;
  } catch (error) {
    // ENOENT: removed meanwhile.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
