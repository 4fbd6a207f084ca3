import {
  CONFIG_DIR,
  OUTPUT_DIR
} from "./chunk-YZV3RAMM.js";

// dist/src/project/project-root.js
import { existsSync } from "node:fs";
import { dirname, isAbsolute, join, resolve, sep } from "node:path";
function resolveProjectRoot(option, cwd, env) {
  const given = option ?? env.FORGE_PROJECT;
  if (given)
    return isAbsolute(given) ? resolve(given) : resolve(cwd, given);
  let dir = resolve(cwd);
  for (; ; ) {
    if (existsSync(join(dir, CONFIG_DIR)) || existsSync(join(dir, OUTPUT_DIR)))
      return dir;
    const parent = dirname(dir);
    if (parent === dir)
      return resolve(cwd);
    dir = parent;
  }
}
function inProject(root, relativePath) {
  return join(root, ...relativePath.split("/"));
}
function protocolPath(root, absolute) {
  const prefix = root.endsWith(sep) ? root : root + sep;
  const rel = absolute.startsWith(prefix) ? absolute.slice(prefix.length) : absolute;
  return rel.split(sep).join("/");
}

export {
  resolveProjectRoot,
  inProject,
  protocolPath
};
