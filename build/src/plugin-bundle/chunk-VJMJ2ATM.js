import {
  findContext,
  findProjectRoot,
  isRecord
} from "./chunk-2XEJE7J2.js";
import {
  CONFIG_TOML,
  OUTPUT_DIR
} from "./chunk-KVJHCCPI.js";

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
import { readFileSync } from "node:fs";
import { join as join2 } from "node:path";
var HEIMDALL_DEFAULTS = { escalate_after: 3, on_parse_error: "block", deny: [], allow: [], allow_temp_writes: true };
async function readHeimdallConfig(projectRoot) {
  const config = { ...HEIMDALL_DEFAULTS };
  const problems = [];
  if (!projectRoot)
    return { config, problems };
  const file = join2(projectRoot, ...CONFIG_TOML.split("/"));
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if (error.code === "ENOENT")
      return { config, problems };
    throw error;
  }
  const { parseToml } = await import("./chunk-TN6WA22O.js");
  const parsed = parseToml(text);
  if (typeof parsed === "string")
    return { config, problems: [`${CONFIG_TOML}: ${parsed}; using the defaults`] };
  const section = parsed.heimdall;
  if (section === void 0)
    return { config, problems };
  if (!isRecord(section))
    return { config, problems: [`${CONFIG_TOML}: [heimdall] is not a table`] };
  const { escalate_after, on_parse_error, deny, allow, allow_temp_writes } = section;
  if (escalate_after !== void 0) {
    const n = typeof escalate_after === "bigint" ? Number(escalate_after) : escalate_after;
    if (typeof n === "number" && Number.isInteger(n) && n > 0)
      config.escalate_after = n;
    else
      problems.push("heimdall.escalate_after: expected a positive integer");
  }
  if (on_parse_error !== void 0) {
    if (on_parse_error === "block" || on_parse_error === "allow")
      config.on_parse_error = on_parse_error;
    else
      problems.push('heimdall.on_parse_error: expected "block" or "allow"');
  }
  for (const [key, value] of [["deny", deny], ["allow", allow]]) {
    if (value === void 0)
      continue;
    if (Array.isArray(value) && value.every((v) => typeof v === "string"))
      config[key] = value;
    else
      problems.push(`heimdall.${key}: expected a list of strings`);
  }
  if (allow_temp_writes !== void 0) {
    if (typeof allow_temp_writes === "boolean")
      config.allow_temp_writes = allow_temp_writes;
    else
      problems.push("heimdall.allow_temp_writes: expected true or false");
  }
  return { config, problems };
}

// dist/src/heimdall/resolve-policy.js
async function resolvePolicy(source) {
  const named = findProjectRoot(source.project ?? source.env.FORGE_PROJECT ?? null, source.cwd);
  const found = findContext({ explicit: source.context, env: source.env, cwd: source.cwd, projectRoot: named, realpath: source.fs.realpath });
  const projectRoot = found?.projectRoot ?? named;
  const { config, problems } = await readHeimdallConfig(projectRoot);
  return { policy: buildPolicy(found, source.cwd, config, source.env, source.fs), found, projectRoot, config, configProblems: problems };
}

export {
  resolvePolicy
};
