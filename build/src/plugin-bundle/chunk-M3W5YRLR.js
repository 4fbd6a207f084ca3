import {
  readOptionalText
} from "./chunk-H7Q6LNZY.js";
import {
  renderSettingsProblems,
  settingsProblems
} from "./chunk-YIVYDRAM.js";
import {
  writeAtomic
} from "./chunk-VF46JH6B.js";
import {
  mergeHooks
} from "./chunk-ULHD23A5.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";

// dist/src/claude-settings/write-settings.js
import { join } from "node:path";
var SETTINGS_FILE = join(".claude", "settings.local.json");
async function installHooks(worktree, entries) {
  const file = join(worktree, SETTINGS_FILE);
  const before = await readOptionalText(file);
  let current = {};
  if (before !== null && before.trim() !== "") {
    try {
      current = JSON.parse(before);
    } catch (error) {
      if (!(error instanceof SyntaxError))
        throw error;
      throw new ForgeError("bad_input", `${file} is not valid JSON (${error.message}); fix or remove it, it was left untouched`);
    }
    if (typeof current !== "object" || current === null || Array.isArray(current))
      throw new ForgeError("bad_input", `${file} is not a JSON object; it was left untouched`);
  }
  const merged = mergeHooks(current, entries);
  const problems = settingsProblems(merged);
  if (problems.length > 0)
    throw new ForgeError("bad_input", `${file}: ${renderSettingsProblems(problems)}; Claude Code would drop those hooks silently, so nothing was written`);
  const after = `${JSON.stringify(merged, null, 2)}
`;
  if (after === before)
    return { file, changed: false };
  await writeAtomic(file, after);
  return { file, changed: true };
}

export {
  SETTINGS_FILE,
  installHooks
};
