import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve, sep } from 'node:path';
import { CONFIG_DIR, OUTPUT_DIR } from '../../protocol/paths.js';

/**
 * The project root: `--project` when given, else `FORGE_PROJECT`, else the nearest folder at or
 * above cwd that holds `_vibe-chain/` or `_vibe-chain-output/`, else cwd itself.
 */
export function resolveProjectRoot(option: string | undefined, cwd: string, env: NodeJS.ProcessEnv): string {
  const given = option ?? env.FORGE_PROJECT;
  if (given) return isAbsolute(given) ? resolve(given) : resolve(cwd, given);
  let dir = resolve(cwd);
  for (;;) {
    if (existsSync(join(dir, CONFIG_DIR)) || existsSync(join(dir, OUTPUT_DIR))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(cwd);
    dir = parent;
  }
}

/** Joins a protocol path (always `/`-separated) onto the project root. */
export function inProject(root: string, relativePath: string): string {
  return join(root, ...relativePath.split('/'));
}

/** The protocol form (`/`-separated, relative to the root) of an absolute path inside the project. */
export function protocolPath(root: string, absolute: string): string {
  const prefix = root.endsWith(sep) ? root : root + sep;
  const rel = absolute.startsWith(prefix) ? absolute.slice(prefix.length) : absolute;
  return rel.split(sep).join('/');
}
