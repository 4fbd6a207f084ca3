// dist/src/heimdall/fs-view.js
import { lstatSync, readFileSync, readlinkSync, realpathSync } from "node:fs";
import { dirname, join, posix } from "node:path";
var MAX_TEXT = 1048576;
var diskFsView = {
  realpath(path) {
    try {
      if (lstatSync(path, { throwIfNoEntry: false }) === void 0)
        return resolveComponents(path, 0);
      return realpathSync.native(path);
    } catch (error) {
      const code = error.code;
      if (code === "ENAMETOOLONG")
        return posix.normalize(path);
      if (code !== "ENOENT" && code !== "ENOTDIR" && code !== "EACCES" && code !== "ELOOP")
        throw error;
      return resolveComponents(path, 0);
    }
  },
  readText(path) {
    try {
      const buffer = readFileSync(path);
      return buffer.length <= MAX_TEXT ? buffer.toString("utf8") : null;
    } catch (error) {
      const code = error.code;
      if (code === "ENOENT" || code === "EISDIR" || code === "EACCES" || code === "ENOTDIR")
        return null;
      throw error;
    }
  },
  currentBranch(dir) {
    for (let at = dir; ; at = dirname(at)) {
      const head = gitHead(join(at, ".git"));
      if (head !== void 0)
        return head;
      if (dirname(at) === at)
        return null;
    }
  }
};
var MAX_LINKS = 40;
function resolveComponents(path, hops) {
  const parts = path.split("/").filter((p) => p !== "" && p !== ".");
  let at = "/";
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part === "..") {
      at = dirname(at);
      continue;
    }
    const next = join(at, part);
    let target;
    try {
      const stat = lstatSync(next, { throwIfNoEntry: false });
      if (stat === void 0)
        return join(next, ...parts.slice(i + 1));
      if (!stat.isSymbolicLink()) {
        at = next;
        continue;
      }
      target = readlinkSync(next);
    } catch (error) {
      const code = error.code;
      if (code === "ENOENT" || code === "ENOTDIR" || code === "EACCES" || code === "ENAMETOOLONG")
        return join(next, ...parts.slice(i + 1));
      throw error;
    }
    if (hops >= MAX_LINKS)
      return join(next, ...parts.slice(i + 1));
    const rest = parts.slice(i + 1).join("/");
    return resolveComponents(`${target.startsWith("/") ? target : `${at}/${target}`}/${rest}`, hops + 1);
  }
  return at;
}
function gitHead(dotGit) {
  let text;
  try {
    text = readFileSync(dotGit, "utf8");
  } catch (error) {
    const code = error.code;
    if (code === "EISDIR")
      return branchOf(join(dotGit, "HEAD"));
    if (code === "ENOENT" || code === "ENOTDIR")
      return void 0;
    throw error;
  }
  const gitdir = /^gitdir: (.+)$/m.exec(text)?.[1]?.trim();
  return gitdir ? branchOf(join(gitdir.startsWith("/") ? gitdir : join(dirname(dotGit), gitdir), "HEAD")) : null;
}
function branchOf(headFile) {
  try {
    return /^ref: refs\/heads\/(.+)$/m.exec(readFileSync(headFile, "utf8"))?.[1]?.trim() ?? null;
  } catch (error) {
    if (error.code === "ENOENT")
      return null;
    throw error;
  }
}

export {
  diskFsView
};
