// dist/src/heimdall/fs-view.js
import { readFileSync, realpathSync } from "node:fs";
import { basename, dirname, join } from "node:path";
var MAX_TEXT = 1048576;
var diskFsView = {
  realpath(path) {
    let existing = path;
    const rest = [];
    for (; ; ) {
      try {
        const real = realpathSync.native(existing);
        return rest.length === 0 ? real : join(real, ...rest.reverse());
      } catch (error) {
        const code = error.code;
        if (code !== "ENOENT" && code !== "ENOTDIR" && code !== "EACCES" && code !== "ELOOP")
          throw error;
        const parent = dirname(existing);
        if (parent === existing)
          return path;
        rest.push(basename(existing));
        existing = parent;
      }
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
