import {
  contextOf
} from "./chunk-ZOWVDP76.js";
import {
  appendPipeline
} from "./chunk-3WFSBDHS.js";
import {
  installHooks
} from "./chunk-M3W5YRLR.js";
import {
  degradedContext,
  degradedLog,
  degradedSettings,
  degradedTask
} from "./chunk-2SZZPO6G.js";
import {
  stableJson
} from "./chunk-OSW4CT7W.js";
import {
  renderFrontMatter
} from "./chunk-6BVEKIOM.js";
import {
  pathKind
} from "./chunk-J4NJ7XEG.js";
import {
  degradedClient,
  findProgram,
  prepareSandboxFolder,
  sessionSandbox
} from "./chunk-IV55VMWX.js";
import {
  renderSettingsProblems,
  settingsProblems
} from "./chunk-YIVYDRAM.js";
import {
  writeAtomic
} from "./chunk-VF46JH6B.js";
import {
  heimdallEntries
} from "./chunk-XBUSBGI4.js";
import {
  shellQuote
} from "./chunk-3HRL5VYN.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  childEnv
} from "./chunk-DVQOKHBY.js";
import {
  inProject,
  protocolPath
} from "./chunk-LEL55BD4.js";
import {
  rosterOf,
  workerEnvOf
} from "./chunk-EGGF3NBR.js";
import {
  adapterFile
} from "./chunk-YZV3RAMM.js";

// dist/src/lab-reference/degraded-run.js
import { spawn } from "node:child_process";
import { mkdir, open, readFile } from "node:fs/promises";
import { dirname } from "node:path";

// dist/src/lab-reference/degraded-prompt.js
function degradedPrompt(task, adapter) {
  const facts = [
    `story_id: ${task.story_id}`,
    `agent: ${task.agent}`,
    `task_type: ${task.task_type}`,
    `worktree_path: ${task.worktree_path}`,
    `assigned_branch: ${task.assigned_branch ?? "(none)"}`,
    `handoff_dir: ${task.handoff_dir}`
  ];
  const handoff = [
    "---",
    `story_id: ${task.story_id}`,
    `agent: ${task.agent}`,
    "status: completed   # or failed, or blocked",
    'created_at: "<now, ISO 8601 with a zone>"',
    'summary: "<one paragraph>"',
    "---"
  ];
  const parts = [
    adapter === null ? null : adapter.trimEnd(),
    `# Task ${task.story_id}${task.title ? `: ${task.title}` : ""}`,
    task.body.trim() === "" ? "(no instructions were given beyond the title)" : task.body.trimEnd(),
    ["## Story facts", "", ...facts].join("\n"),
    [
      "## When you are done",
      "",
      `Write ${task.handoff_dir}/${task.story_id}-pr-handoff.md (write a temp file in that folder, then rename it) with this front matter, then a Markdown body for the reviewers:`,
      "",
      ...handoff,
      "",
      `Or run: forge handoff --story ${task.story_id} --agent ${task.agent} --status completed --summary "..."`
    ].join("\n")
  ];
  return `${parts.filter((part) => part !== null).join("\n\n")}
`;
}

// dist/src/lab-reference/degraded-run.js
var MAX_PROMPT_BYTES = 12e4;
async function runDegraded(options) {
  const { projectRoot, config, task } = options;
  await requireFolder(task.worktree_path);
  const env = { ...options.env, ...workerEnvOf(config, task.agent) };
  const command = await sandboxed(projectRoot, config, task, env, await resolveClient(projectRoot, config, task, env));
  const adapter = await readAdapter(projectRoot, config, task.agent);
  const prompt = degradedPrompt(task, adapter);
  if (Buffer.byteLength(prompt) > MAX_PROMPT_BYTES) {
    throw new ForgeError("too_large", `the degraded prompt for ${task.story_id} is ${Buffer.byteLength(prompt)} bytes, over the ${MAX_PROMPT_BYTES} a command-line argument may hold; shorten the adapter or the task body`);
  }
  await guardRun(projectRoot, task);
  const { body, ...frontMatter } = task;
  await writeAtomic(inProject(projectRoot, degradedTask(task.story_id)), renderFrontMatter({ ...frontMatter, degraded_reason: options.reason }, body));
  const log = degradedLog(task.story_id);
  const logPath = inProject(projectRoot, log);
  await mkdir(dirname(logPath), { recursive: true });
  const output = await open(logPath, "a");
  let child;
  try {
    child = spawn("sh", ["-c", `${command} "$@"`, "sh", prompt], {
      cwd: task.worktree_path,
      env: childEnv(env, { FORGE_STORY_ID: task.story_id, FORGE_PROJECT: projectRoot }),
      stdio: ["ignore", output.fd, output.fd],
      detached: true
    });
  } finally {
    await output.close();
  }
  const exited = new Promise((resolve) => {
    child.once("error", () => resolve({ code: null, signal: null }));
    child.once("exit", (code, signal) => resolve({ code, signal }));
  });
  await appendPipeline(projectRoot, {
    at: options.now(),
    story_id: task.story_id,
    event: "degraded-spawn",
    agent: task.agent,
    reason: options.reason,
    command,
    pid: child.pid ?? null,
    log,
    adapter: adapter === null ? null : protocolPath(projectRoot, adapterPath(projectRoot, config, task.agent))
  });
  return {
    story_id: task.story_id,
    agent: task.agent,
    pid: child.pid ?? null,
    command,
    log,
    exited,
    stop() {
      if (child.pid === void 0 || child.exitCode !== null || child.signalCode !== null)
        return;
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch (error) {
        if (error.code !== "ESRCH")
          throw error;
      }
    }
  };
}
async function resolveClient(projectRoot, config, task, env) {
  const client = degradedClient(config, task.agent);
  if (/[$`~*?]/.test(client.program))
    return config.lab.degraded_command;
  const found = await findProgram(client.program, projectRoot, env);
  if (found === null) {
    const missing = missingClient(client, task.agent);
    throw new ForgeError("unavailable", `the degraded run of ${task.story_id} cannot start: ${missing.problem}; ${missing.fix}`);
  }
  return client.args === "" ? shellQuote(found) : `${shellQuote(found)} ${client.args}`;
}
async function sandboxed(projectRoot, config, task, env, command) {
  const sandbox = await sessionSandbox({
    projectRoot,
    agent: task.agent,
    folder: task.worktree_path,
    config,
    env,
    program: degradedClient(config, task.agent).program
  });
  if (sandbox.settings === null)
    return command;
  const problems = settingsProblems(sandbox.settings);
  if (problems.length > 0)
    throw new ForgeError("bad_input", `the sandbox settings break Claude Code's rules: ${renderSettingsProblems(problems)}`);
  const file = inProject(projectRoot, degradedSettings(task.story_id));
  await mkdir(dirname(file), { recursive: true });
  await writeAtomic(file, `${JSON.stringify(sandbox.settings, null, 2)}
`);
  await prepareSandboxFolder(sandbox, task.worktree_path);
  return `${command} --settings ${shellQuote(file)}`;
}
function missingClient(client, agent) {
  const where = client.from === "worker command" ? `[workers.${agent}] command` : `[lab] degraded_command`;
  const lookedIn = client.program.includes("/") ? "at that path" : "on PATH";
  return {
    problem: `${client.program} (from ${where}) is not found ${lookedIn}`,
    fix: `install Claude Code (npm install -g @anthropic-ai/claude-code), set [lab] degraded_command to the client's full path ("/path/to/claude -p"), or set [lab] when_busy = "queue" to wait for the worker instead`
  };
}
async function guardRun(projectRoot, task) {
  const context = inProject(projectRoot, degradedContext(task.story_id));
  await mkdir(dirname(context), { recursive: true });
  await writeAtomic(context, stableJson(contextOf({ ...task, project_root: projectRoot }, task.agent)));
  await installHooks(task.worktree_path, heimdallEntries({ context, project: projectRoot }));
}
function adapterPath(projectRoot, config, agent) {
  return inProject(projectRoot, rosterOf(config)[agent]?.adapter ?? adapterFile(agent));
}
async function readAdapter(projectRoot, config, agent) {
  try {
    return await readFile(adapterPath(projectRoot, config, agent), "utf8");
  } catch (error) {
    if (error.code === "ENOENT")
      return null;
    throw error;
  }
}
async function requireFolder(path) {
  if (await pathKind(path) === "folder")
    return;
  throw new ForgeError("bad_input", `worktree ${path} is not a folder: a degraded run works in the task's worktree; create it (git worktree add) or give --worktree`);
}

export {
  runDegraded,
  missingClient
};
