// dist/protocol/claude-sandbox-rules.js
var isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var show = (value) => value === void 0 ? "nothing" : JSON.stringify(value).slice(0, 120);
var HOST = /^(\*\.)?[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*(:\d{1,5})?$/;
var IPV6 = /^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;
var PATH = /^(\/|~\/)/;
var RULE = /^[A-Z][A-Za-z]*(\(.+\))?$/;
var isSandboxHost = (host) => HOST.test(host) || IPV6.test(host);
function sandboxProblems(settings) {
  const problems = [];
  const at = (field, expected, got) => problems.push({ field, expected, got: show(got) });
  const list = (value, field, expected, ok) => {
    if (value === void 0)
      return;
    if (!Array.isArray(value))
      return at(field, `a list of ${expected}`, value);
    for (const [i, item] of value.entries())
      if (typeof item !== "string" || !ok(item))
        at(`${field}[${i}]`, expected, item);
  };
  const flags = (section, prefix, keys) => {
    for (const key of keys)
      if (section[key] !== void 0 && typeof section[key] !== "boolean")
        at(`${prefix}.${key}`, "true or false", section[key]);
  };
  const { sandbox, permissions } = settings;
  if (sandbox !== void 0) {
    if (!isObject(sandbox))
      at("sandbox", "an object", sandbox);
    else {
      flags(sandbox, "sandbox", ["enabled", "failIfUnavailable", "allowUnsandboxedCommands"]);
      const { filesystem, network } = sandbox;
      if (filesystem !== void 0 && !isObject(filesystem))
        at("sandbox.filesystem", "an object", filesystem);
      if (isObject(filesystem))
        for (const key of ["allowWrite", "denyRead"])
          list(filesystem[key], `sandbox.filesystem.${key}`, "an absolute or ~/ path", (p) => PATH.test(p));
      if (network !== void 0 && !isObject(network))
        at("sandbox.network", "an object", network);
      if (isObject(network)) {
        flags(network, "sandbox.network", ["strictAllowlist", "allowLocalBinding"]);
        list(network.allowedDomains, "sandbox.network.allowedDomains", 'a host, with an optional leading "*." and ":port"', isSandboxHost);
      }
    }
  }
  if (permissions !== void 0) {
    if (!isObject(permissions))
      at("permissions", "an object", permissions);
    else {
      list(permissions.deny, "permissions.deny", "a rule such as Read(//abs/path/**)", (r) => RULE.test(r));
      list(permissions.additionalDirectories, "permissions.additionalDirectories", "an absolute path", (p) => p.startsWith("/"));
      flags(permissions, "permissions", ["blockWritesOutsideWorkingDirectories"]);
    }
  }
  return problems;
}

// dist/protocol/claude-settings-rules.js
var HOOK_TYPES = ["command", "http", "prompt", "agent", "mcp_tool"];
var ON_FAILURE = ["block", "continue"];
var isObject2 = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var show2 = (value) => value === void 0 ? "nothing" : JSON.stringify(value).slice(0, 120);
function settingsProblems(settings) {
  if (!isObject2(settings))
    return [{ field: "(settings)", expected: "a JSON object", got: show2(settings) }];
  return [...hooksProblems(settings), ...sandboxProblems(settings)];
}
function renderSettingsProblems(problems) {
  return problems.map((p) => `${p.field}: expected ${p.expected}, got ${p.got}`).join("; ");
}
function hooksProblems(settings) {
  if (settings.hooks === void 0)
    return [];
  if (!isObject2(settings.hooks))
    return [{ field: "hooks", expected: "an object of hook events", got: show2(settings.hooks) }];
  const problems = [];
  for (const [event, groups] of Object.entries(settings.hooks)) {
    const at = `hooks.${event}`;
    if (!Array.isArray(groups)) {
      problems.push({ field: at, expected: "a list of matcher groups", got: show2(groups) });
      continue;
    }
    for (const [g, group] of groups.entries()) {
      if (!isObject2(group) || !Array.isArray(group.hooks)) {
        problems.push({ field: `${at}[${g}]`, expected: 'an object with a "hooks" list', got: show2(group) });
        continue;
      }
      if (group.matcher !== void 0 && typeof group.matcher !== "string")
        problems.push({ field: `${at}[${g}].matcher`, expected: "a string", got: show2(group.matcher) });
      for (const [h, hook] of group.hooks.entries())
        problems.push(...hookProblems(hook, `${at}[${g}].hooks[${h}]`));
    }
  }
  return problems;
}
function hookProblems(hook, at) {
  if (!isObject2(hook))
    return [{ field: at, expected: "a hook object", got: show2(hook) }];
  const problems = [];
  const need = (ok, field, expected) => {
    if (!ok)
      problems.push({ field: `${at}.${field}`, expected, got: show2(hook[field]) });
  };
  need(HOOK_TYPES.includes(hook.type), "type", HOOK_TYPES.join(" | "));
  need(hook.timeout === void 0 || typeof hook.timeout === "number" && hook.timeout > 0, "timeout", "a positive number of seconds");
  if (hook.type === "command")
    need(typeof hook.command === "string" && hook.command.trim() !== "", "command", "a command line");
  if (hook.type === "http") {
    need(typeof hook.url === "string" && httpUrl(hook.url), "url", "an absolute http:// or https:// URL with no variables (the client expands none in a URL)");
    need(hook.headers === void 0 || isObject2(hook.headers) && Object.values(hook.headers).every((v) => typeof v === "string"), "headers", "an object of string header values");
    need(hook.allowedEnvVars === void 0 || Array.isArray(hook.allowedEnvVars) && hook.allowedEnvVars.every((v) => typeof v === "string" && /^[A-Za-z_]\w*$/.test(v)), "allowedEnvVars", "a list of variable names");
    need(hook.onFailure === void 0 || ON_FAILURE.includes(hook.onFailure), "onFailure", ON_FAILURE.join(" | "));
    if (isObject2(hook.headers)) {
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
  settingsProblems,
  renderSettingsProblems
};
