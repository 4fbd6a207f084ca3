import {
  findContext,
  findProjectRoot,
  isRecord
} from "./chunk-OJP7CWSX.js";
import {
  readConfigLayers
} from "./chunk-MHNMRYM2.js";
import {
  renderDiagnostic,
  shortRender
} from "./chunk-RMGIHFYB.js";
import {
  DEFAULT_SANDBOX_HOSTS,
  DEFAULT_SANDBOX_WRITE,
  SANDBOX_MODES
} from "./chunk-FT4YIKO6.js";
import {
  OUTPUT_DIR
} from "./chunk-YZV3RAMM.js";

// dist/src/heimdall/build-policy.js
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
function buildPolicy(found, cwd, config, env, fs) {
  const projectRoot = found?.projectRoot ?? null;
  const outputDir = projectRoot ? fs.realpath(join(projectRoot, OUTPUT_DIR)) : null;
  const context = found?.context;
  const worktree = fs.realpath(context ? context.worktree_path : gitRoot(cwd));
  const declared = context ? [context.worktree_path, context.handoff_dir, ...context.allowed_paths] : [];
  const allowedPaths = [.../* @__PURE__ */ new Set([worktree, ...declared.map((p) => fs.realpath(p))])];
  const temps = config.allow_temp_writes ? [tmpdir(), env.TMPDIR, "/tmp"].filter((p) => Boolean(p)) : [];
  return {
    worktree,
    allowedPaths,
    tempDirs: [...new Set(temps.map((p) => fs.realpath(p)))],
    outputDir,
    assignedBranch: context?.assigned_branch ?? null,
    agent: context?.agent ?? null,
    storyId: context?.story_id ?? null,
    hasDbMigration: context?.has_db_migration ?? false,
    home: env.HOME,
    deny: config.deny,
    allow: config.allow,
    onParseError: config.on_parse_error
  };
}
function gitRoot(cwd) {
  for (let dir = cwd; ; dir = dirname(dir)) {
    if (existsSync(join(dir, ".git")))
      return dir;
    if (dirname(dir) === dir)
      return cwd;
  }
}

// dist/src/heimdall/heimdall-config.js
var HEIMDALL_DEFAULTS = {
  escalate_after: 3,
  on_parse_error: "block",
  deny: [],
  allow: [],
  allow_temp_writes: true,
  sandbox: "required",
  sandbox_hosts: [...DEFAULT_SANDBOX_HOSTS],
  sandbox_write: [...DEFAULT_SANDBOX_WRITE]
};
var isStringList = (value) => Array.isArray(value) && value.every((v) => typeof v === "string");
var CHECKS = {
  escalate_after: { expected: "a positive integer", accept: (v) => typeof v === "number" && Number.isInteger(v) && v > 0 ? v : void 0 },
  on_parse_error: { expected: '"block" or "allow"', accept: (v) => v === "block" || v === "allow" ? v : void 0 },
  deny: { expected: "a list of strings", accept: (v) => isStringList(v) ? v : void 0 },
  allow: { expected: "a list of strings", accept: (v) => isStringList(v) ? v : void 0 },
  allow_temp_writes: { expected: "true or false", accept: (v) => typeof v === "boolean" ? v : void 0 },
  sandbox: { expected: '"required", "best-effort" or "off"', accept: (v) => SANDBOX_MODES.includes(v) ? v : void 0 },
  sandbox_hosts: { expected: "a list of strings", accept: (v) => isStringList(v) ? v : void 0 },
  sandbox_write: { expected: "a list of strings", accept: (v) => isStringList(v) ? v : void 0 }
};
async function readHeimdallConfig(projectRoot, env) {
  const config = { ...HEIMDALL_DEFAULTS };
  if (!projectRoot)
    return { config, problems: [] };
  const { layers, errors } = await readConfigLayers(projectRoot, env, "heimdall");
  const problems = [...errors];
  for (const { display, raw } of layers) {
    const section = raw.heimdall;
    if (section === void 0)
      continue;
    if (!isRecord(section)) {
      problems.push({ code: "config", file: display, field: "heimdall", expected: "a table of Heimdall settings", got: shortRender(section) });
      continue;
    }
    for (const key of Object.keys(CHECKS)) {
      const value = section[key];
      if (value === void 0)
        continue;
      const accepted = CHECKS[key].accept(value);
      if (accepted === void 0)
        problems.push({ code: "config", file: display, field: `heimdall.${key}`, expected: CHECKS[key].expected, got: shortRender(value) });
      else
        config[key] = accepted;
    }
  }
  return { config, problems: problems.map(renderDiagnostic) };
}

// dist/src/heimdall/resolve-policy.js
async function resolvePolicy(source) {
  const named = findProjectRoot(source.project ?? source.env.FORGE_PROJECT ?? null, source.cwd);
  const found = findContext({
    explicit: source.context,
    env: source.env,
    cwd: source.cwd,
    projectRoot: named,
    realpath: source.fs.realpath,
    sessionId: source.sessionId ?? null
  });
  const projectRoot = found?.projectRoot ?? named;
  const { config, problems } = await readHeimdallConfig(projectRoot, source.env);
  return { policy: buildPolicy(found, source.cwd, config, source.env, source.fs), found, projectRoot, config, configProblems: problems };
}

export {
  resolvePolicy
};
