import { existsSync, type FSWatcher, lstatSync, type Stats, watch } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { FsEventKind, TreeWatch, TreeWatchOptions } from './fs-watcher.js';

/**
 * Watches a protocol folder that may hold thousands of files (an agent's inbox, the handoffs)
 * with one OS watch per folder, at a cost per event that does not depend on how many files the
 * folder holds. chokidar re-lists and stats a whole folder after every change in it, which made
 * its reactions cost more with every task in the folder; here the OS names the file that changed
 * and one `lstat` says whether it was added, changed or removed. That lstat is synchronous (a few
 * microseconds on the local disks native mode is for), so events leave in the order they came.
 *
 * Folders down to `depth` are watched; one that appears is watched and reported as `addDir`, one
 * that goes away as `unlinkDir` (the daemon reconciles on both, which covers the files of a
 * folder created and filled before its watch was up). The root may be removed and created again.
 * Native mode only: `poll` mode (network filesystems) stays with chokidar's polling.
 */
export function watchFolders(options: TreeWatchOptions): TreeWatch {
  const watchers = new Map<string, FSWatcher>();
  let closed = false;
  let rootRetry: NodeJS.Timeout | null = null;

  const emit = (kind: FsEventKind, path: string): void => {
    if (!closed) options.onEvent(kind, path);
  };

  function watchFolder(dir: string, level: number): boolean {
    if (closed || watchers.has(dir)) return false;
    let watcher: FSWatcher;
    try {
      watcher = watch(dir, { persistent: true }, (type, name) => {
        onChange(dir, level, type, name === null ? null : String(name)).catch((error: Error) => options.onError(error));
      });
    } catch (error) {
      // ENOENT: removed before the watch could start; whoever removed it will say so.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return false;
      throw error;
    }
    watcher.on('error', (error: NodeJS.ErrnoException) => {
      // The folder itself went away (its watch ends with it); anything else is the OS failing us.
      if (error.code === 'ENOENT' || error.code === 'EPERM') lost(dir);
      else options.onError(error);
    });
    watchers.set(dir, watcher);
    return true;
  }

  /**
   * Watches the folders under a folder just watched. `announce` (for a folder that appeared after
   * the start) reports each file already in it as added: it may have been filled before its
   * watch was up.
   */
  async function watchChildren(dir: string, level: number, announce: boolean): Promise<void> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (options.ignore(path)) continue;
      if (entry.isDirectory()) {
        if (level < options.depth && watchFolder(path, level + 1)) await watchChildren(path, level + 1, announce);
      } else if (announce) emit('add', path);
    }
  }

  async function onChange(dir: string, level: number, type: string, name: string | null): Promise<void> {
    if (closed) return;
    // No name (the OS dropped it, or its queue overflowed): say the folder needs a full look.
    if (name === null) return emit('addDir', dir);
    const path = join(dir, name);
    if (path !== dir && options.ignore(path)) return;
    const info = lstatOrNull(path);
    if (info === null) {
      if (watchers.has(path)) return lost(path);
      if (name === basename(dir) && !existsSync(dir)) return lost(dir);
      return emit('unlink', path);
    }
    if (info.isDirectory()) {
      if (level < options.depth && watchFolder(path, level + 1)) {
        emit('addDir', path);
        await watchChildren(path, level + 1, true);
      }
      return;
    }
    emit(type === 'change' ? 'change' : 'add', path);
  }

  function lost(dir: string): void {
    const watcher = watchers.get(dir);
    if (!watcher) return;
    watcher.close();
    watchers.delete(dir);
    for (const [path, child] of watchers) {
      if (path.startsWith(`${dir}/`)) {
        child.close();
        watchers.delete(path);
      }
    }
    emit('unlinkDir', dir);
    if (dir === options.root) awaitRoot(50);
  }

  /** The root is gone: look for it again, less often the longer it stays away. */
  function awaitRoot(delay: number): void {
    if (closed) return;
    rootRetry = setTimeout(() => {
      rootRetry = null;
      void (async () => {
        if (!existsSync(options.root) || !watchFolder(options.root, 0)) return awaitRoot(Math.min(delay * 2, 2_000));
        emit('addDir', options.root);
        await watchChildren(options.root, 0, true);
      })().catch((error: Error) => options.onError(error));
    }, delay);
    rootRetry.unref();
  }

  const ready = (async () => {
    if (watchFolder(options.root, 0)) await watchChildren(options.root, 0, false);
    else awaitRoot(50);
  })();
  ready.catch((error: Error) => options.onError(error));

  return {
    ready: ready.catch(() => undefined),
    close: async () => {
      closed = true;
      if (rootRetry) clearTimeout(rootRetry);
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}

function lstatOrNull(path: string): Stats | null {
  try {
    return lstatSync(path);
  } catch (error) {
    // ENOENT: removed (ENOTDIR: its folder was replaced by a file); either way it is gone.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}
