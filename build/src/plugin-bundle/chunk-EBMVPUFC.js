import {
  writeAtomic
} from "./chunk-F3DZ52RS.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";

// dist/src/claude-settings/write-settings.js
import { join } from "node:path";

// dist/src/claude-settings/merge-hooks.js
function mergeHooks(settings, entries) {
  const hooks = isObject(settings.hooks) ? { ...settings.hooks } : {};
  for (const event of new Set(entries.map((e) => e.event))) {
    const owners = entries.filter((e) => e.event === event);
    const owned = (h) => typeof h.command === "string" && owners.some((e) => e.owns(h.command));
    const groups = Array.isArray(hooks[event]) ? hooks[event] : [];
    hooks[event] = groups.map((g) => isGroup(g) ? { ...g, hooks: g.hooks.filter((h) => !owned(h)) } : g).filter((g) => !isGroup(g) || g.hooks.length > 0);
  }
  for (const entry of entries) {
    const groups = hooks[entry.event];
    const command = { type: "command", command: entry.command, ...entry.timeout ? { timeout: entry.timeout } : {} };
    const target = groups.find((g) => isGroup(g) && (g.matcher ?? "") === (entry.matcher ?? ""));
    if (target)
      target.hooks.push(command);
    else
      groups.push({ ...entry.matcher !== void 0 ? { matcher: entry.matcher } : {}, hooks: [command] });
  }
  return { ...settings, hooks };
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function isGroup(value) {
  return isObject(value) && Array.isArray(value.hooks) && value.hooks.every(isObject);
}

// dist/src/fs/read-optional.js
import { readFile } from "node:fs/promises";
async function readOptionalText(file) {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if (error.code === "ENOENT")
      return null;
    throw error;
  }
}

// dist/src/claude-settings/write-settings.js
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
  const after = `${JSON.stringify(mergeHooks(current, entries), null, 2)}
`;
  if (after === before)
    return { file, changed: false };
  await writeAtomic(file, after);
  return { file, changed: true };
}

export {
  mergeHooks,
  SETTINGS_FILE,
  installHooks
};
