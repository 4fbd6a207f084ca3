import {
  writeAtomic
} from "./chunk-VF46JH6B.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  workerCommandOf
} from "./chunk-EGGF3NBR.js";
import {
  SANDBOX_PLACEHOLDERS,
  missingExcludes,
  sandboxSettings
} from "./chunk-FT4YIKO6.js";

// dist/protocol/degraded-client.js
var CLAUDE_PROGRAM = "claude";
function degradedClient(config, agent) {
  const { word: first, rest: args } = firstWord(config.lab.degraded_command);
  const worker = workerCommandOf(config, agent)[0] ?? CLAUDE_PROGRAM;
  const workerRunsClaude = worker !== CLAUDE_PROGRAM && worker.split("/").pop() === CLAUDE_PROGRAM;
  if (first === CLAUDE_PROGRAM && workerRunsClaude)
    return { program: worker, args, from: "worker command" };
  return { program: first, args, from: "degraded_command" };
}
function firstWord(command) {
  const text = command.trimStart();
  let word = "";
  let i = 0;
  for (; i < text.length && !/\s/.test(text[i]); i++) {
    const c = text[i];
    if (c === "'") {
      const end = text.indexOf("'", i + 1);
      if (end === -1)
        return { word: word + text.slice(i + 1), rest: "" };
      word += text.slice(i + 1, end);
      i = end;
    } else if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++)
        word += text[i] === "\\" && '"\\$`'.includes(text[i + 1] ?? "") ? text[++i] : text[i];
    } else if (c === "\\" && i + 1 < text.length)
      word += text[++i];
    else
      word += c;
  }
  return { word, rest: text.slice(i).trim() };
}

// dist/src/fs/find-program.js
import { access, constants } from "node:fs/promises";
import { delimiter, isAbsolute, join, resolve } from "node:path";
async function findProgram(program, base, env) {
  const candidates = program.includes("/") ? [isAbsolute(program) ? program : resolve(base, program)] : (env.PATH ?? "").split(delimiter).filter(Boolean).map((dir) => join(dir, program));
  for (const candidate of candidates) {
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch (error) {
      const code = error.code;
      if (code !== "ENOENT" && code !== "ENOTDIR" && code !== "EACCES")
        throw error;
    }
  }
  return null;
}

// dist/src/workers/worker-sandbox.js
import { execFile } from "node:child_process";
import { access as access2, mkdir, open, readFile, realpath } from "node:fs/promises";
import { homedir } from "node:os";
import { basename, dirname, join as join2, relative, resolve as resolve2 } from "node:path";
import { promisify } from "node:util";
var run = promisify(execFile);
async function sandboxPlatform(env, platform = process.platform) {
  if (platform === "darwin") {
    const ok = await access2("/usr/bin/sandbox-exec").then(() => true, () => false);
    return ok ? { available: true, missing: null } : { available: false, missing: "/usr/bin/sandbox-exec (Seatbelt) is not there" };
  }
  if (platform !== "linux")
    return { available: false, missing: `Claude Code has no command sandbox on ${platform}` };
  const absent = [];
  for (const program of ["bwrap", "socat"])
    if (await findProgram(program, process.cwd(), env) === null)
      absent.push(program);
  if (absent.length === 0)
    return { available: true, missing: null };
  return { available: false, missing: `${absent.join(" and ")} not on PATH (Debian and Ubuntu: apt-get install bubblewrap socat)` };
}
function sandboxDecision(mode, platform) {
  if (mode === "off")
    return { on: false, why: '[heimdall] sandbox = "off": Bash commands run unconfined, Heimdall alone guards them', refused: false };
  if (platform.available)
    return { on: true, why: `[heimdall] sandbox = "${mode}": every Bash command runs in the OS sandbox`, refused: false };
  if (mode === "best-effort")
    return {
      on: false,
      why: `[heimdall] sandbox = "best-effort" and ${platform.missing}: Bash commands run unconfined, Heimdall alone guards them`,
      refused: false
    };
  return {
    on: false,
    why: `[heimdall] sandbox = "required" and ${platform.missing}: no unattended worker may start; install them, or set [heimdall] sandbox = "best-effort" or "off"`,
    refused: true
  };
}
async function sessionSandbox(request) {
  const { projectRoot, agent, folder, config, env, hookUrl = null, platform, program = CLAUDE_PROGRAM } = request;
  const mode = config.heimdall.sandbox;
  if (basename(program) !== CLAUDE_PROGRAM)
    return { mode, on: false, why: `the session runs ${program}, not Claude Code: it has no Claude Code sandbox to start with`, settings: null, gitDir: null };
  const decision = sandboxDecision(mode, platform ?? (mode === "off" ? { available: false, missing: null } : await sandboxPlatform(env)));
  if (decision.refused)
    throw new ForgeError("unavailable", decision.why);
  if (!decision.on)
    return { mode, on: false, why: decision.why, settings: null, gitDir: null };
  const gitDir = await gitCommonDir(folder);
  const place = {
    folder,
    projectRoot,
    agent,
    gitCommonDir: gitDir === null ? null : await outside(folder, gitDir),
    hosts: config.heimdall.sandbox_hosts,
    write: config.heimdall.sandbox_write,
    hookHost: hookUrl === null ? null : new URL(hookUrl).host
  };
  return { mode, on: true, why: decision.why, settings: sandboxSettings(place, mode, env.HOME ?? homedir()), gitDir };
}
async function prepareSandboxFolder(sandbox, folder) {
  if (!sandbox.on)
    return;
  await lastingPlaceholders(folder);
  if (sandbox.gitDir !== null)
    await excludePlaceholders(sandbox.gitDir);
}
async function outside(folder, gitDir) {
  const inside = relative(await realpath(folder), gitDir);
  return inside !== "" && !inside.startsWith("..") && !inside.startsWith("/") ? null : gitDir;
}
async function gitCommonDir(folder) {
  try {
    const { stdout } = await run("git", ["rev-parse", "--path-format=absolute", "--git-common-dir"], { cwd: folder });
    return await realpath(resolve2(folder, stdout.trim()));
  } catch (error) {
    const code = error.code;
    if (code === 128 || code === "ENOENT")
      return null;
    throw error;
  }
}
async function excludePlaceholders(gitDir) {
  const file = join2(gitDir, "info", "exclude");
  let text = "";
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if (error.code !== "ENOENT")
      throw error;
  }
  const missing = missingExcludes(text);
  if (missing.length === 0)
    return [];
  const head = text === "" || text.endsWith("\n") ? text : `${text}
`;
  await writeAtomic(file, `${head}# forge: the OS sandbox's placeholders (docs/heimdall.md)
${missing.join("\n")}
`);
  return missing;
}
async function lastingPlaceholders(folder) {
  const created = [];
  for (const name of SANDBOX_PLACEHOLDERS) {
    const path = join2(folder, name);
    try {
      await mkdir(dirname(path), { recursive: true });
      await (await open(path, "wx")).close();
      created.push(name);
    } catch (error) {
      const code = error.code;
      if (code !== "EEXIST" && code !== "ENOTDIR")
        throw error;
    }
  }
  return created;
}

export {
  degradedClient,
  findProgram,
  sandboxPlatform,
  sandboxDecision,
  sessionSandbox,
  prepareSandboxFolder
};
