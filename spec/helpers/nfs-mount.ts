import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rmdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type CleanupScope, onCleanup } from './cleanup.js';
import type { Requirement } from './requirement.js';

/**
 * FUSE mounts of one shared folder, each with the caches of a Linux NFSv4 client (nfs_sim.py says
 * which). Each simulated host gets its own mount of the same backing folder, so what one host
 * writes reaches the others the way it would through a file server: late for a cached stat, at
 * once for an open, never as an inotify event.
 */

const SCRIPT = fileURLToPath(new URL('../../../spec/helpers/nfs_sim.py', import.meta.url));
/** Debian's python3-fusepy is installed for the system interpreter; another python3 first on PATH may lack it. */
const PYTHON = '/usr/bin/python3';
const FUSERMOUNT = 'fusermount3';

/** NFS attribute-cache timeouts in seconds. `actimeo` sets all four; unset ones take Linux's defaults 3/60/30/60. */
export interface NfsCaching {
  actimeo?: number;
  acregmin?: number;
  acregmax?: number;
  acdirmin?: number;
  acdirmax?: number;
}

export interface NfsMount {
  /** Where this host sees the shared folder. */
  root: string;
  /** Freezes the mount's server side: every access through it hangs, as on a partitioned NFS client. */
  hang(): void;
  resume(): void;
}

/** What the mounts need: /dev/fuse, fusermount3, Debian's fusepy for /usr/bin/python3. */
export function fuseRequirement(): Requirement {
  const missing = (): string | null => {
    if (!existsSync('/dev/fuse')) return 'no /dev/fuse (a container needs --device /dev/fuse)';
    if (spawnSync(FUSERMOUNT, ['--version']).error) return `no ${FUSERMOUNT} (apt-get install fuse3)`;
    const probe = spawnSync(PYTHON, ['-c', 'import fusepy']);
    if (probe.error || probe.status !== 0) return `${PYTHON} cannot import fusepy (apt-get install python3-fusepy)`;
    if (typeof process.getuid === 'function' && process.getuid() !== 0 && !existsSync('/etc/fuse.conf')) return 'not root and no /etc/fuse.conf';
    return null;
  };
  return { name: 'fuse', missing: missing() };
}

/**
 * Mounts `backing` at `mountpoint` (created here) with NFS client caching. Unmounted, its process
 * ended and the mountpoint removed when the test ends, whether it passed or not.
 */
export async function nfsMount(t: CleanupScope, backing: string, mountpoint: string, caching: NfsCaching = {}): Promise<NfsMount> {
  await mkdir(mountpoint, { recursive: true });
  const args = [SCRIPT, backing, mountpoint];
  for (const [key, value] of Object.entries(caching)) if (value !== undefined) args.push(`--${key}`, String(value));
  // stdin stays open as a lifeline: if this process dies, the script unmounts itself.
  const child = spawn(PYTHON, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  onCleanup(t, () => unmount(child, exited, mountpoint));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`nfs_sim.py did not mount ${mountpoint} within 10 s:\n${output}`)), 10_000);
    const onData = () => {
      if (!output.includes('ready')) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      resolve();
    };
    child.stdout!.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`nfs_sim.py exited before mounting ${mountpoint}:\n${output}`));
    });
  });
  return {
    root: mountpoint,
    hang: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
  };
}

async function unmount(child: ChildProcess, exited: Promise<void>, mountpoint: string): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGCONT');
    // Lazy: a process of the test still inside the mount (a killed daemon's last reads) does not block it.
    spawnSync(FUSERMOUNT, ['-u', '-z', mountpoint]);
    // Unmounted, libfuse's loop notices only on its next wake-up; SIGTERM ends it now.
    child.kill('SIGTERM');
    const ended = await Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000))]);
    if (!ended) {
      child.kill('SIGKILL');
      await exited;
      // A killed server leaves a dead mount ("transport endpoint is not connected") until it is detached.
      spawnSync(FUSERMOUNT, ['-u', '-z', mountpoint]);
    }
  }
  await rmdir(mountpoint).catch((error: NodeJS.ErrnoException) => {
    // ENOENT: already removed with its parent.
    if (error.code !== 'ENOENT') throw error;
  });
}
