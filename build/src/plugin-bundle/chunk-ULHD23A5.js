// dist/src/claude-settings/merge-hooks.js
var isForgeHook = (verb) => (command) => new RegExp(`\\bforge['"]?\\s+hook\\s+${verb}\\b`).test(command);
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

export {
  isForgeHook,
  mergeHooks
};
