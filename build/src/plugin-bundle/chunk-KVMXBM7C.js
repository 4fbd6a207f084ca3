import {
  listDirOrEmpty
} from "./chunk-7RZ4TLVJ.js";
import {
  managedWorkers,
  rosterOf
} from "./chunk-EGGF3NBR.js";

// dist/src/transcripts/locate.js
import { homedir } from "node:os";
import { isAbsolute, join, resolve } from "node:path";

// dist/src/transcripts/slug.js
var SLUG_MAX = 200;
function projectSlug(absolutePath) {
  return absolutePath.replace(/[^a-zA-Z0-9]/g, "-");
}
function slugMatches(folderName, slug) {
  if (slug.length <= SLUG_MAX)
    return folderName === slug;
  return folderName.length > SLUG_MAX && folderName.startsWith(slug.slice(0, SLUG_MAX));
}
var NONE = [];
var SlugIndex = class {
  whole = /* @__PURE__ */ new Set();
  cut = /* @__PURE__ */ new Map();
  constructor(names) {
    for (const name of names) {
      if (name.length <= SLUG_MAX) {
        this.whole.add(name);
        continue;
      }
      const prefix = name.slice(0, SLUG_MAX);
      const same = this.cut.get(prefix);
      if (same)
        same.push(name);
      else
        this.cut.set(prefix, [name]);
    }
  }
  /** The names that belong to `slug`, in the order they were given. */
  foldersOf(slug) {
    if (slug.length <= SLUG_MAX)
      return this.whole.has(slug) ? [slug] : NONE;
    return this.cut.get(slug.slice(0, SLUG_MAX))?.filter((name) => slugMatches(name, slug)) ?? NONE;
  }
};

// dist/src/transcripts/locate.js
function claudeProjectsDir(env, home = homedir()) {
  const configDir = env.CLAUDE_CONFIG_DIR;
  return join(configDir && configDir !== "" ? configDir : join(home, ".claude"), "projects");
}
function claudeProjectsDirs(config, env) {
  const own = claudeProjectsDir(env, env.HOME);
  const found = [{ dir: own, workers: null }];
  const roster = rosterOf(config);
  for (const worker of managedWorkers(config)) {
    const workerEnv = { ...env, ...roster[worker]?.env };
    const dir = claudeProjectsDir(workerEnv, workerEnv.HOME);
    if (dir === own)
      continue;
    const known = found.find((entry) => entry.dir === dir);
    if (known)
      known.workers.push(worker);
    else
      found.push({ dir, workers: [worker] });
  }
  return found;
}
var TranscriptLocator = class {
  slugOf;
  slugs = /* @__PURE__ */ new Map();
  constructor(slugOf = (path) => projectSlug(resolve(path))) {
    this.slugOf = slugOf;
  }
  async locate(options) {
    const indexes = await Promise.all(options.projectsDirs.map(async (projectsDir) => ({
      projectsDir,
      index: new SlugIndex((await listDirOrEmpty(projectsDir)).filter((entry) => entry.isDirectory()).map((entry) => entry.name))
    })));
    const found = /* @__PURE__ */ new Map();
    const addFor = (path, agent, storyId, stage = null) => {
      for (const { projectsDir, index } of indexes) {
        for (const name of index.foldersOf(this.slugFor(path))) {
          const dir = join(projectsDir, name);
          if (!found.has(dir) || agent !== null)
            found.set(dir, { dir, agent, storyId, stage });
        }
      }
    };
    addFor(options.projectRoot, null, null);
    for (const worktree of options.worktrees)
      addFor(worktree.worktreePath, worktree.agent, worktree.storyId, worktree.stage ?? null);
    this.forgetOthers(options);
    for (const extra of options.extraDirs) {
      const dir = isAbsolute(extra) ? extra : resolve(options.projectRoot, extra);
      if (!found.has(dir))
        found.set(dir, { dir, agent: null, storyId: null });
    }
    return [...found.values()].sort((a, b) => a.dir < b.dir ? -1 : a.dir > b.dir ? 1 : 0);
  }
  slugFor(path) {
    let slug = this.slugs.get(path);
    if (slug === void 0) {
      slug = this.slugOf(path);
      this.slugs.set(path, slug);
    }
    return slug;
  }
  /**
   * Once the kept slugs are twice as many as the paths asked for, those of paths no longer asked
   * for are dropped: the memory follows the open tasks, at the cost of a pass now and then.
   */
  forgetOthers(options) {
    if (this.slugs.size <= 2 * (options.worktrees.length + 1))
      return;
    const asked = /* @__PURE__ */ new Set([options.projectRoot, ...options.worktrees.map((worktree) => worktree.worktreePath)]);
    for (const path of this.slugs.keys())
      if (!asked.has(path))
        this.slugs.delete(path);
  }
};

export {
  claudeProjectsDirs,
  TranscriptLocator
};
