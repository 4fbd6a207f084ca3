import {
  LabStoriesFile
} from "./chunk-Q6YQOQJE.js";
import {
  LAB_STORIES_FILE
} from "./chunk-2SZZPO6G.js";
import {
  stableJson
} from "./chunk-OSW4CT7W.js";
import {
  writeAtomic
} from "./chunk-VF46JH6B.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  diagnosticsFromZod
} from "./chunk-WAEJA4S5.js";
import {
  renderDiagnostic
} from "./chunk-RMGIHFYB.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";

// dist/src/lab-link/lab-stories.js
import { mkdir, readFile } from "node:fs/promises";
import { dirname } from "node:path";
import lockfile from "proper-lockfile";
async function readLabStories(projectRoot) {
  let text;
  try {
    text = await readFile(inProject(projectRoot, LAB_STORIES_FILE), "utf8");
  } catch (error) {
    if (error.code === "ENOENT")
      return {};
    throw error;
  }
  let json;
  try {
    json = JSON.parse(text);
  } catch (error) {
    if (!(error instanceof SyntaxError))
      throw error;
    throw new ForgeError("bad_input", `${LAB_STORIES_FILE} is not valid JSON (${error.message}); fix it by hand: it records which tasks lab already has`);
  }
  const checked = LabStoriesFile.safeParse(json);
  if (!checked.success) {
    throw new ForgeError("bad_input", diagnosticsFromZod(LAB_STORIES_FILE, checked.error.issues).map(renderDiagnostic).join("\n"));
  }
  return checked.data;
}
async function writeLabStories(projectRoot, stories) {
  await writeAtomic(inProject(projectRoot, LAB_STORIES_FILE), stableJson(stories));
}
async function modifyLabStories(projectRoot, change) {
  const file = inProject(projectRoot, LAB_STORIES_FILE);
  await mkdir(dirname(file), { recursive: true });
  const release = await lockfile.lock(dirname(file), {
    lockfilePath: `${file}.lock`,
    realpath: false,
    stale: 1e4,
    retries: { retries: 100, minTimeout: 10, maxTimeout: 100 }
  });
  try {
    const stories = await readLabStories(projectRoot);
    if (change(stories))
      await writeLabStories(projectRoot, stories);
    return stories;
  } finally {
    await release();
  }
}
async function updateLabStories(projectRoot, updates) {
  return modifyLabStories(projectRoot, (stories) => {
    let changed = false;
    for (const [key, update] of Object.entries(updates)) {
      const entry = stories[key];
      if (!entry)
        continue;
      stories[key] = { ...entry, ...update };
      changed = true;
    }
    return changed;
  });
}

export {
  readLabStories,
  writeLabStories,
  modifyLabStories,
  updateLabStories
};
