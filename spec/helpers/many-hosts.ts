import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestContext } from 'node:test';
import { type CleanupScope, onCleanup } from './cleanup.js';
import { fuseRequirement, type NfsCaching, type NfsMount, nfsMount } from './nfs-mount.js';
import { need } from './requirement.js';

/**
 * Simulated hosts sharing one project through a file server. The "server" is a folder no daemon
 * touches directly (`server`); each host sees it through its own NFS-like FUSE mount, at a path of
 * its own, under its own host name and, if asked, with its wall clock off.
 */

const OTHER_HOST = new URL('./other-host.js', import.meta.url).href;
const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';

export interface SharedProject {
  /** The exported folder as the file server holds it: read it for what really is on disk. */
  server: string;
  base: string;
}

export interface SimulatedHost {
  name: string;
  /** Where this host mounts the project. */
  root: string;
  mount: NfsMount;
  /** For processes of this host: its host name, and its clock skew. */
  env: NodeJS.ProcessEnv;
  /** How the skew is made: libfaketime (every clock call but the monotonic one) or, without it, the preload's Date.now. */
  clock: 'libfaketime' | 'preload';
}

/** Null (and the test skipped or, under FORGE_REQUIRE, failed) when this machine cannot mount FUSE. */
export async function sharedProject(t: TestContext, config = ''): Promise<SharedProject | null> {
  if (!need(t, fuseRequirement())) return null;
  return sharedExport(t, config);
}

/** The export and the hosts' folders, removed when `scope` ends; for a caller that has checked fuseRequirement() itself (a benchmark). */
export async function sharedExport(t: CleanupScope, config = ''): Promise<SharedProject> {
  const base = await mkdtemp(join(tmpdir(), 'vibe-chain-hosts-'));
  // Registered first, so it runs last: after every daemon is killed and every mount is gone.
  onCleanup(t, () => rm(base, { recursive: true, force: true }));
  const server = join(base, 'server', 'export');
  await mkdir(join(server, '_vibe-chain'), { recursive: true });
  await mkdir(join(server, '_vibe-chain-output', 'worker-inbox'), { recursive: true });
  await mkdir(join(server, '_vibe-chain-output', 'handoffs'), { recursive: true });
  if (config) await writeFile(join(server, '_vibe-chain', 'config.toml'), config);
  return { server, base };
}

export interface HostOptions {
  caching?: NfsCaching;
  /** This host's wall clock against the real one. */
  clockOffsetMs?: number;
  /** The mount point under the host's folder: hosts may mount the export at different paths. */
  at?: string;
}

export async function simulatedHost(t: CleanupScope, shared: SharedProject, name: string, options: HostOptions = {}): Promise<SimulatedHost> {
  const root = join(shared.base, name, options.at ?? 'project');
  const mount = await nfsMount(t, shared.server, root, options.caching);
  const offset = options.clockOffsetMs ?? 0;
  const env: NodeJS.ProcessEnv = { NODE_OPTIONS: `--import ${OTHER_HOST}`, FORGE_TEST_HOSTNAME: name, FORGE_TEST_CLOCK_OFFSET_MS: '0' };
  let clock: SimulatedHost['clock'] = 'preload';
  if (offset !== 0 && existsSync(LIBFAKETIME)) {
    clock = 'libfaketime';
    // The monotonic clock is left alone, as on a real host whose wall clock is off.
    Object.assign(env, { LD_PRELOAD: LIBFAKETIME, FAKETIME: `${offset >= 0 ? '+' : ''}${offset / 1000}s`, FAKETIME_DONT_FAKE_MONOTONIC: '1' });
  } else if (offset !== 0) {
    env.FORGE_TEST_CLOCK_OFFSET_MS = String(offset);
  }
  return { name, root, mount, env, clock };
}
