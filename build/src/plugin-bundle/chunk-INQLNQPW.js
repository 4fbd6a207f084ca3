// dist/protocol/claude-settings-rules.js
var HOOK_TYPES = ["command", "http", "prompt", "agent", "mcp_tool"];
var ON_FAILURE = ["block", "continue"];
var isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var show = (value) => value === void 0 ? "nothing" : JSON.stringify(value).slice(0, 120);
function settingsProblems(settings) {
  if (!isObject(settings))
    return [{ field: "(settings)", expected: "a JSON object", got: show(settings) }];
  if (settings.hooks === void 0)
    return [];
  if (!isObject(settings.hooks))
    return [{ field: "hooks", expected: "an object of hook events", got: show(settings.hooks) }];
  const problems = [];
  for (const [event, groups] of Object.entries(settings.hooks)) {
    const at = `hooks.${event}`;
    if (!Array.isArray(groups)) {
      problems.push({ field: at, expected: "a list of matcher groups", got: show(groups) });
      continue;
    }
    for (const [g, group] of groups.entries()) {
      if (!isObject(group) || !Array.isArray(group.hooks)) {
        problems.push({ field: `${at}[${g}]`, expected: 'an object with a "hooks" list', got: show(group) });
        continue;
      }
      if (group.matcher !== void 0 && typeof group.matcher !== "string")
        problems.push({ field: `${at}[${g}].matcher`, expected: "a string", got: show(group.matcher) });
      for (const [h, hook] of group.hooks.entries())
        problems.push(...hookProblems(hook, `${at}[${g}].hooks[${h}]`));
    }
  }
  return problems;
}
function hookProblems(hook, at) {
  if (!isObject(hook))
    return [{ field: at, expected: "a hook object", got: show(hook) }];
  const problems = [];
  const need = (ok, field, expected) => {
    if (!ok)
      problems.push({ field: `${at}.${field}`, expected, got: show(hook[field]) });
  };
  need(HOOK_TYPES.includes(hook.type), "type", HOOK_TYPES.join(" | "));
  need(hook.timeout === void 0 || typeof hook.timeout === "number" && hook.timeout > 0, "timeout", "a positive number of seconds");
  if (hook.type === "command")
    need(typeof hook.command === "string" && hook.command.trim() !== "", "command", "a command line");
  if (hook.type === "http") {
    need(typeof hook.url === "string" && httpUrl(hook.url), "url", "an absolute http:// or https:// URL with no variables (the client expands none in a URL)");
    need(hook.headers === void 0 || isObject(hook.headers) && Object.values(hook.headers).every((v) => typeof v === "string"), "headers", "an object of string header values");
    need(hook.allowedEnvVars === void 0 || Array.isArray(hook.allowedEnvVars) && hook.allowedEnvVars.every((v) => typeof v === "string" && /^[A-Za-z_]\w*$/.test(v)), "allowedEnvVars", "a list of variable names");
    need(hook.onFailure === void 0 || ON_FAILURE.includes(hook.onFailure), "onFailure", ON_FAILURE.join(" | "));
    if (isObject(hook.headers)) {
      const allowed = new Set(Array.isArray(hook.allowedEnvVars) ? hook.allowedEnvVars : []);
      for (const [name, value] of Object.entries(hook.headers)) {
        for (const [, variable] of String(value).matchAll(/\$\{?([A-Za-z_]\w*)\}?/g))
          if (!allowed.has(variable))
            problems.push({ field: `${at}.headers.${name}`, expected: `only variables listed in allowedEnvVars`, got: `$${variable}` });
      }
    }
  }
  return problems;
}
function httpUrl(text) {
  if (/[$]/.test(text))
    return false;
  let url;
  try {
    url = new URL(text);
  } catch (error) {
    if (error instanceof TypeError)
      return false;
    throw error;
  }
  return url.protocol === "http:" || url.protocol === "https:";
}

export {
  settingsProblems
};
