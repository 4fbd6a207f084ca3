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
 * How much of a big folder is opened each round. A file that is new or changed lately is opened
 * every round; the others (most of a folder of thousands of tasks and old handoffs) in turns, all
 * of them every `coldRounds` rounds. On a local disk one open costs about 0.1 ms of CPU, on NFS one
 * round trip to the server: opening 4,000 files every second would cost a quarter of a core and
 * 4,000 server calls a second for nothing.
 */
export interface PollTuning {
  /** While the watched folders hold at most this many files in all, every file is opened every round. */
  everyRoundFiles: number;
  /** A file that appeared or changed within this many rounds is opened every round. */
  hotRounds: number;
  /** Every other file is opened once in this many rounds. */
  coldRounds: number;
  /** Called after each round with its number (tests count rounds with it instead of time). */
  onRound?: (round: number) => void;
}

export const DEFAULT_POLL_TUNING: PollTuning = { everyRoundFiles: 256, hotRounds: 300, coldRounds: 10 };

interface Known {
  signature: string;
  /** The round it appeared or last changed in. */
  changed: number;
  /** Its turn among the cold files: opened in the rounds where round % coldRounds equals it. */
  slot: number;
}

/**
 * Polling for network filesystems, where the OS sees no write of another host. chokidar's polling
 * stats each path, and an NFS client answers a stat from its attribute cache: up to 60 s old for
 * a folder (acdirmax) with default mount options, so a claim made on another host stayed unseen
 * for most of a minute. Here every round lists each folder (readdir opens it, and an NFS client
 * revalidates a folder it opens: close-to-open), which shows a new or removed file at once, and
 * opens files, taking their facts from the open descriptor (the open asks the server) and, for a
 * small file, a hash of its content. So a new or removed file is seen within one round, a change
 * to a file that is new or changed lately (a claim, a handoff being fixed, a heartbeat) within one
 * round too, and a change to any other file within `coldRounds` rounds, whatever the caches hold.
 * An event is still a hint: the daemon re-reads the file. Rounds never overlap: the next starts
 * `pollIntervalMs` after one ends.
 */
export function pollFolders(options: TreeWatchOptions, tuning: PollTuning = DEFAULT_POLL_TUNING): TreeWatch {
  const files = new Map<string, Known>();
  /** Folders known, by path. */
  const folders = new Set<string>();
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let round = 0;
  let nextSlot = 0;
  let running: Promise<void> = Promise.resolve();

  const emit = (kind: FsEventKind, path: string, quiet: boolean): void => {
    if (!closed && !quiet) options.onEvent(kind, path);
  };

  /** The folders down to the depth, and the files in them. */
  async function listAll(quiet: boolean): Promise<{ listedFolders: Set<string>; listed: string[] }> {
    const listedFolders = new Set<string>();
    const listed: string[] = [];
    const pending: Array<[string, number]> = [[options.root, 0]];
    while (pending.length > 0 && !closed) {
      const [dir, level] = pending.pop() as [string, number];
      const entries = await list(dir);
      if (entries === null) continue;
      listedFolders.add(dir);
      if (!folders.has(dir)) {
        folders.add(dir);
        // A folder that appeared: the daemon reconciles on addDir, which also covers its files.
        emit('addDir', dir, quiet);
      }
      for (const entry of entries) {
        const path = join(dir, entry.name);
        if (options.ignore(path)) continue;
        if (entry.isDirectory()) {
          if (level < options.depth) pending.push([path, level + 1]);
        } else listed.push(path);
      }
    }
    return { listedFolders, listed };
  }

  function opensThisRound(known: Known | undefined, listedCount: number): boolean {
    if (known === undefined || listedCount <= tuning.everyRoundFiles) return true;
    return round - known.changed <= tuning.hotRounds || round % tuning.coldRounds === known.slot;
  }

  /** One look at everything; `quiet` for the first, which only learns what is there (like chokidar's ignoreInitial). */
  async function look(quiet: boolean): Promise<void> {
    const { listedFolders, listed } = await listAll(quiet);
    const present = new Set<string>();
    const toOpen: string[] = [];
    for (const path of listed) {
      if (opensThisRound(files.get(path), listed.length)) toOpen.push(path);
      else present.add(path);
    }
    for (let i = 0; i < toOpen.length && !closed; i += OPEN_AT_ONCE) {
      await Promise.all(
        toOpen.slice(i, i + OPEN_AT_ONCE).map(async (path) => {
          const signature = await signatureOf(path);
          if (signature === null) return;
          present.add(path);
          const known = files.get(path);
          if (known === undefined) {
            // What was there at the start counts as old; what appears later as new.
            files.set(path, { signature, changed: quiet ? -Infinity : round, slot: nextSlot++ % tuning.coldRounds });
            emit('add', path, quiet);
          } else if (known.signature !== signature) {
            files.set(path, { ...known, signature, changed: round });
            emit('change', path, quiet);
          }
        }),
      );
    }
    if (closed) return;
    for (const path of [...files.keys()]) {
      if (present.has(path)) continue;
      files.delete(path);
      emit('unlink', path, quiet);
    }
    for (const dir of [...folders]) {
      if (listedFolders.has(dir)) continue;
      folders.delete(dir);
      emit('unlinkDir', dir, quiet);
    }
    tuning.onRound?.(round);
    round += 1;
  }

  function schedule(): void {
    if (closed) return;
    timer = setTimeout(() => {
      timer = null;
      running = look(false)
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
        await running;
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
    if (info.isFile() && info.size <= HASHED_BYTES) {
      // Sized by the fstat just made (readFile would make another); a file grown since shows by its size next round.
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(info.size), 0, info.size, 0);
      hash = createHash('sha1').update(buffer.subarray(0, bytesRead)).digest('base64');
    }
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
