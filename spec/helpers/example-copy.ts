import { spawnSync } from 'node:child_process';
import { copyFile, cp, mkdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isRunState } from '../../src/demo/demo-project.js';

/** The example project shipped with vibe-chain; `npm start` runs a daemon on it, which leaves run state. */
export const EXAMPLE = fileURLToPath(new URL('../../../_vibe-chain-example/', import.meta.url));

/**
 * Copies the example as committed, never what a daemon left in it: its git-tracked files in a
 * git checkout; elsewhere (an unpacked package) every file but the run state the demo's reset
 * names (src/demo/demo-project.ts isRunState).
 */
export async function copyExample(root: string): Promise<void> {
  const tracked = trackedFiles(EXAMPLE);
  if (tracked === null) {
    await cp(EXAMPLE, root, { recursive: true, filter: (source) => !isRunState(basename(source)) });
    return;
  }
  for (const file of tracked) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await copyFile(join(EXAMPLE, file), join(root, file));
  }
}

/** The files git tracks under `dir`, relative to it, or null when `dir` is not in a git checkout. */
function trackedFiles(dir: string): string[] | null {
  const listed = spawnSync('git', ['-C', dir, 'ls-files', '-z'], { encoding: 'utf8' });
  // ENOENT: no git on this machine; exit 128: not a git checkout.
  if ((listed.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT' || listed.status === 128) return null;
  if (listed.error) throw listed.error;
  if (listed.status !== 0) throw new Error(`git ls-files in ${dir} failed: ${listed.stderr}`);
  return listed.stdout.split('\0').filter(Boolean);
}
