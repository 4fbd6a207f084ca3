/**
 * Which way the daemon watches a project: native OS events, or polling. Native events (inotify,
 * FSEvents) report only what this machine's kernel wrote, so on a network or FUSE filesystem they
 * are blind to every other host's claims and handoffs. `auto` polls there and watches natively
 * everywhere else. Pure: the shell reads the mount table and passes it in.
 */
export const WATCH_SETTINGS = ['auto', 'native', 'poll'] as const;
export type WatchSetting = (typeof WATCH_SETTINGS)[number];
export type WatchMode = 'native' | 'poll';

/** One line of Linux's `/proc/self/mountinfo`, the parts that matter here. */
export interface MountEntry {
  mountPoint: string;
  fsType: string;
  source: string;
  /** Per-mount and per-superblock options together (`actimeo=3`, `lookupcache=positive`, ...). */
  options: string[];
}

/** What is known of the filesystem holding a folder; `mount` null when it could not be told. */
export interface FilesystemFacts {
  path: string;
  mount: MountEntry | null;
  /** Why the mount is unknown (not Linux, no /proc): said in the reason. */
  unknownBecause?: string;
}

export interface WatchChoice {
  mode: WatchMode;
  reason: string;
}

/** Filesystem types whose writes may come from another host (or another kernel, through FUSE). */
const SHARED_TYPES = new Set([
  'nfs',
  'nfs4',
  'cifs',
  'smb3',
  'smbfs',
  'ceph',
  '9p',
  'glusterfs',
  'lustre',
  'afs',
  'gpfs',
  'beegfs',
  'virtiofs',
  'vboxsf',
  'davfs',
  'ocfs2',
  'gfs2',
  'orangefs',
  'moosefs',
  'cvmfs',
]);

/** True for a network, cluster or FUSE filesystem, where native events miss other writers. */
export function isSharedFilesystem(fsType: string): boolean {
  return fsType === 'fuse' || fsType.startsWith('fuse.') || fsType === 'fuseblk' || SHARED_TYPES.has(fsType);
}

/** `\040` and friends: mountinfo escapes spaces, tabs, newlines and backslashes in octal. */
function unescapeMountField(field: string): string {
  return field.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(Number.parseInt(octal, 8)));
}

/**
 * Parses `/proc/self/mountinfo`: `id parent major:minor root mountpoint opts [optional...] - type source superopts`.
 * Lines that do not have that shape are skipped: the table is the kernel's, and one odd line must
 * not hide the others.
 */
export function parseMountInfo(text: string): MountEntry[] {
  const entries: MountEntry[] = [];
  for (const line of text.split('\n')) {
    const fields = line.split(' ');
    const dash = fields.indexOf('-');
    if (dash < 6 || fields.length < dash + 3) continue;
    const mountPoint = fields[4] as string;
    entries.push({
      mountPoint: unescapeMountField(mountPoint),
      fsType: fields[dash + 1] as string,
      source: unescapeMountField(fields[dash + 2] as string),
      options: [...(fields[5] as string).split(','), ...(fields[dash + 3] ?? '').split(',')].filter((o) => o !== ''),
    });
  }
  return entries;
}

/** The mount holding `realPath` (an absolute path with symlinks resolved): the last, longest mount point that contains it. */
export function mountOf(entries: readonly MountEntry[], realPath: string): MountEntry | null {
  let best: MountEntry | null = null;
  for (const entry of entries) {
    const point = entry.mountPoint;
    const inside = point === '/' || realPath === point || realPath.startsWith(`${point}/`);
    // Later lines are mounted over earlier ones at the same point: >= keeps the last.
    if (inside && (best === null || point.length >= best.mountPoint.length)) best = entry;
  }
  return best;
}

/** NFS options that set how long another host's change can stay unseen; shown by `forge doctor`. */
export function cacheOptions(mount: MountEntry): string[] {
  return mount.options.filter((o) => /^(actimeo|acregmin|acregmax|acdirmin|acdirmax|lookupcache|noac|nocto)(=|$)/.test(o));
}

/** The mode a setting comes to for a folder, and the sentence that says why. */
export function chooseWatchMode(setting: WatchSetting, facts: FilesystemFacts): WatchChoice {
  if (setting !== 'auto') return { mode: setting, reason: `[daemon] watch = "${setting}"` };
  const { mount } = facts;
  if (mount === null) {
    return {
      mode: 'native',
      reason: `watch = "auto": cannot tell the filesystem of ${facts.path} (${facts.unknownBecause ?? 'no mount found'}), so native events`,
    };
  }
  const where = `${facts.path} is on ${mount.fsType} (${mount.source} at ${mount.mountPoint})`;
  if (isSharedFilesystem(mount.fsType)) return { mode: 'poll', reason: `watch = "auto": ${where}, where native events miss other hosts' writes, so polling` };
  return { mode: 'native', reason: `watch = "auto": ${where}, a local filesystem, so native events` };
}

/** Linux's NFS attribute cache for folders when the mount does not set it: acdirmax = 60 s. */
const DEFAULT_ACDIRMAX_S = 60;

/** The seconds an NFS option sets (`acdirmax=30`), the last one that names it; actimeo sets them all. */
function optionSeconds(options: readonly string[], name: string): number | null {
  let seconds: number | null = null;
  for (const option of options) {
    const [key, value] = option.split('=');
    if ((key === name || key === 'actimeo') && value !== undefined && /^\d+$/.test(value)) seconds = Number(value);
  }
  return seconds;
}

/**
 * How long another host's claim or handoff may stay unseen, from the watch mode and the mount's
 * options, as a sentence for `forge doctor`: null on a local filesystem (no other host writes).
 * Polling lists each folder and opens each file, which close-to-open sends to the server, so it
 * waits only for its own period; without close-to-open (`nocto`) a listing is answered from the
 * folder's attribute cache (acdirmax); native events never see another host, only the reconcile does.
 */
export function remoteReaction(mode: WatchMode, mount: MountEntry, pollIntervalMs: number, reconcileIntervalMs: number): string | null {
  if (!isSharedFilesystem(mount.fsType)) return null;
  const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
  if (mode === 'native') return `another host's change is seen at the next reconcile, up to ${seconds(reconcileIntervalMs)}`;
  if (mount.options.includes('noac'))
    return `another host's change is seen within the poll, up to ${seconds(pollIntervalMs)} (noac: every look asks the server)`;
  if (mount.options.includes('nocto')) {
    const cached = (optionSeconds(mount.options, 'acdirmax') ?? DEFAULT_ACDIRMAX_S) * 1000;
    return `another host's change can wait behind the folder attribute cache, up to ${seconds(Math.max(cached, pollIntervalMs))} (acdirmax, with nocto)`;
  }
  return `another host's change is seen within the poll and a listing, up to about ${seconds(pollIntervalMs)} plus the server's answer (close-to-open: each look asks the server)`;
}
