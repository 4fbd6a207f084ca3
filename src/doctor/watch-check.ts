import type { Config } from '../../protocol/config.js';
import {
  cacheOptions,
  chooseWatchMode,
  type FilesystemFacts,
  isSharedFilesystem,
  remoteReaction,
  type WatchChoice,
  type WatchSetting,
} from '../../protocol/watch-mode.js';
import { filesystemOf } from '../fs/watch-mode.js';
import type { CheckResult } from './checks.js';

/** What `forge doctor` reports about watching: the setting, the filesystem under the project, and what they come to. */
export interface WatchFacts {
  setting: WatchSetting;
  pollIntervalMs: number;
  reconcileIntervalMs: number;
  filesystem: FilesystemFacts;
  choice: WatchChoice;
}

export function watchFacts(root: string, config: Config): WatchFacts {
  const filesystem = filesystemOf(root);
  return {
    setting: config.daemon.watch,
    pollIntervalMs: config.daemon.poll_interval,
    reconcileIntervalMs: config.daemon.reconcile_interval,
    filesystem,
    choice: chooseWatchMode(config.daemon.watch, filesystem),
  };
}

/**
 * Which watch mode applies and why. Native events on a shared filesystem are a warning: the daemon
 * then sees other hosts' claims and handoffs only at its next reconcile. A mount without
 * close-to-open (`nocto`) is one too: opening a file no longer asks the server, so polling waits
 * behind the attribute cache like a stat would.
 */
export function watchCheck(facts: WatchFacts): CheckResult {
  const check = 'watch';
  const { mount } = facts.filesystem;
  const options = mount ? cacheOptions(mount) : [];
  const cache = options.length > 0 ? `; mount options ${options.join(',')}` : '';
  const how = facts.choice.mode === 'poll' ? `polling every ${facts.pollIntervalMs} ms` : 'native events';
  const reaction = mount ? remoteReaction(facts.choice.mode, mount, facts.pollIntervalMs, facts.reconcileIntervalMs) : null;
  const message = `${how} (${facts.choice.reason})${cache}${reaction ? `; ${reaction}` : ''}`;
  if (mount && isSharedFilesystem(mount.fsType) && facts.choice.mode === 'native')
    return {
      check,
      status: 'WARN',
      message: `${message}: native events miss other hosts' writes`,
      fix: 'set [daemon] watch = "auto" (or "poll") in _vibe-chain/config.toml',
    };
  if (facts.choice.mode === 'poll' && options.includes('nocto'))
    return {
      check,
      status: 'WARN',
      message: `${message}: without close-to-open, polling sees another host's changes only when the attribute cache expires (acregmax/acdirmax, up to 60 s by default)`,
      fix: 'mount the project without nocto',
    };
  return { check, status: 'OK', message };
}
