import {
  listDirOrEmpty
} from "./chunk-7RZ4TLVJ.js";

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

// dist/src/transcripts/locate.js
function claudeProjectsDir(env, home = homedir()) {
  const configDir = env.CLAUDE_CONFIG_DIR;
  return join(configDir && configDir !== "" ? configDir : join(home, ".claude"), "projects");
}
async function locateTranscriptDirs(options) {
  const names = (await listDirOrEmpty(options.projectsDir)).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const found = /* @__PURE__ */ new Map();
  const addFor = (path, agent, storyId) => {
    const slug = projectSlug(resolve(path));
    for (const name of names) {
      if (!slugMatches(name, slug))
        continue;
      const dir = join(options.projectsDir, name);
      if (!found.has(dir) || agent !== null)
        found.set(dir, { dir, agent, storyId });
    }
  };
  addFor(options.projectRoot, null, null);
  for (const worktree of options.worktrees)
    addFor(worktree.worktreePath, worktree.agent, worktree.storyId);
  for (const extra of options.extraDirs) {
    const dir = isAbsolute(extra) ? extra : resolve(options.projectRoot, extra);
    if (!found.has(dir))
      found.set(dir, { dir, agent: null, storyId: null });
  }
  return [...found.values()].sort((a, b) => a.dir < b.dir ? -1 : a.dir > b.dir ? 1 : 0);
}

export {
  claudeProjectsDir,
  locateTranscriptDirs
};
