import { readFileSync, realpathSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Config } from '../../protocol/config.js';
import {
  chooseWatchMode,
  type FilesystemFacts,
  mountOf,
  parseMountInfo,
  type WatchChoice,
  type WatchMode,
  type WatchSetting,
} from '../../protocol/watch-mode.js';

const MOUNTINFO = '/proc/self/mountinfo';

/**
 * The filesystem holding `path`, from Linux's mount table. The path is resolved first (a symlink
 * into an NFS mount watches NFS); a folder not created yet is judged by its nearest existing
 * parent, where it will be created. Synchronous: it runs once per watch set-up, on a table of a
 * few kilobytes that the kernel makes up on read.
 */
export function filesystemOf(path: string, mountInfoFile: string = MOUNTINFO): FilesystemFacts {
  const real = realOrNearest(path);
  let text: string;
  try {
    text = readFileSync(mountInfoFile, 'utf8');
  } catch (error) {
    // ENOENT: not Linux, or /proc not mounted (a container without it): the type is unknown.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { path: real, mount: null, unknownBecause: `no ${mountInfoFile} on ${process.platform}` };
    throw error;
  }
  return { path: real, mount: mountOf(parseMountInfo(text), real) };
}

function realOrNearest(path: string): string {
  for (let current = path; ; current = dirname(current)) {
    try {
      return realpathSync(current);
    } catch (error) {
      // ENOENT/ENOTDIR: not there yet; its parent is where it will be.
      const code = (error as NodeJS.ErrnoException).code;
      if ((code !== 'ENOENT' && code !== 'ENOTDIR') || dirname(current) === current) throw error;
    }
  }
}

/** The watch mode `[daemon] watch` comes to for `path`, and why (said by the daemon's log and `forge doctor`). */
export function watchChoiceFor(setting: WatchSetting, path: string): WatchChoice {
  // A fixed setting needs no look at the mount table.
  if (setting !== 'auto') return chooseWatchMode(setting, { path, mount: null });
  return chooseWatchMode(setting, filesystemOf(path));
}

/** The mode and period to watch `path` with, for the watchers' options. */
export function watchOptionsFor(config: Config, path: string): { mode: WatchMode; pollIntervalMs: number } {
  return { mode: watchChoiceFor(config.daemon.watch, path).mode, pollIntervalMs: config.daemon.poll_interval };
}
