import { copyFile, cp, mkdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isRunState } from '../../src/demo/demo-project.js';
import { trackedByGit } from '../../src/doctor/gather-project.js';

/** The example project shipped with vibe-chain; `npm start` runs a daemon on it, which leaves run state. */
export const EXAMPLE = fileURLToPath(new URL('../../../_vibe-chain-example/', import.meta.url));

/**
 * Copies the example as committed, never what a daemon left in it: its git-tracked files in a
 * git checkout; elsewhere (an unpacked package) every file but the run state the demo's reset
 * names (src/demo/demo-project.ts isRunState).
 */
export async function copyExample(root: string): Promise<void> {
  const tracked = await trackedByGit(EXAMPLE, '.');
  if (tracked === null) {
    await cp(EXAMPLE, root, { recursive: true, filter: (source) => !isRunState(basename(source)) });
    return;
  }
  for (const file of tracked) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await copyFile(join(EXAMPLE, file), join(root, file));
  }
}
