import {
  touchHeartbeat
} from "./chunk-4TF5ZMRL.js";
import {
  pickNext
} from "./chunk-QX2FXJWV.js";
import {
  removeMark
} from "./chunk-JG2VGK5H.js";
import {
  heldTask
} from "./chunk-ASJ26ARK.js";
import "./chunk-3BAZVW44.js";
import "./chunk-WNRBVBOT.js";
import "./chunk-HBCXKOYP.js";
import "./chunk-22AKA7KO.js";
import "./chunk-JG65QDGJ.js";
import {
  readFrontMatterFile
} from "./chunk-2SU34CL3.js";
import "./chunk-MQAI7DS4.js";
import "./chunk-F7SOGFWO.js";
import {
  listInbox
} from "./chunk-47HZHB3E.js";
import {
  installWorkerSettings
} from "./chunk-F36MTSPK.js";
import "./chunk-RKZPULVZ.js";
import {
  handoffInstructions
} from "./chunk-NMH4D5KW.js";
import {
  TaskFrontMatter
} from "./chunk-HDC6FNAP.js";
import "./chunk-OM7ONMKZ.js";
import "./chunk-QR4OWHSN.js";
import "./chunk-YZPE5SJS.js";
import "./chunk-T3NHBJDK.js";
import {
  stageOf
} from "./chunk-MVX4HVOW.js";
import "./chunk-2TBVN567.js";
import "./chunk-VNU2M2OD.js";
import "./chunk-EBMVPUFC.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-APORTJVU.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-XBUSBGI4.js";
import "./chunk-J6NZV2WI.js";
import "./chunk-CEHSRTBJ.js";
import {
  toIso
} from "./chunk-465MGB2C.js";
import {
  inProject
} from "./chunk-NIJSFRD2.js";
import {
  adapterFile,
  agentInbox,
  classifyInboxName,
  contextFile
} from "./chunk-CHURQFXZ.js";
import {
  rosterOf
} from "./chunk-ILL6XZJP.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";

// dist/src/workers/stop-hook.js
import { unlink } from "node:fs/promises";

// dist/src/workers/prompt-budget.js
var encoder = new TextEncoder();
var decoder = new TextDecoder();
function byteLength(text) {
  return encoder.encode(text).length;
}
function cutToBytes(text, maxBytes) {
  const bytes = encoder.encode(text);
  if (bytes.length <= maxBytes)
    return text;
  let end = Math.max(0, maxBytes);
  while (end > 0 && (bytes[end] & 192) === 128)
    end -= 1;
  const prefix = decoder.decode(bytes.subarray(0, end));
  const lineEnd = prefix.lastIndexOf("\n");
  return lineEnd >= prefix.length * 0.75 ? prefix.slice(0, lineEnd + 1) : prefix;
}
function fitBudget(adapter, instructions, budget) {
  const adapterBytes = adapter === null ? 0 : byteLength(adapter);
  const instructionBytes = byteLength(instructions);
  const cuts = [];
  if (adapterBytes + instructionBytes <= budget)
    return { adapter, instructions, cuts };
  const room = Math.max(0, budget - instructionBytes);
  let keptAdapter = adapter;
  if (adapter !== null) {
    keptAdapter = room > 0 ? cutToBytes(adapter, room) : "";
    cuts.push({ part: "adapter", fromBytes: adapterBytes, toBytes: byteLength(keptAdapter) });
  }
  if (instructionBytes <= budget)
    return { adapter: keptAdapter, instructions, cuts };
  const keptInstructions = cutToBytes(instructions, budget);
  cuts.push({ part: "instructions", fromBytes: instructionBytes, toBytes: byteLength(keptInstructions) });
  return { adapter: keptAdapter, instructions: keptInstructions, cuts };
}

// dist/src/workers/compose-prompt.js
var SUSPENSION_LINE = "Forge's own task-execution instructions are suspended for this task: lab's operational instructions below say what to do; the identity, principles and standards above say how.";
var RESET_PARAGRAPH = "Context reset: this is a new task. Set aside the assumptions you made in earlier tasks of this session; they may not hold here. Read the handoff and the worktree to form your understanding (earlier handoffs for this story in the handoff folder, the files and the git log of the worktree) before you change anything.";
function composePrompt(input) {
  const { task, adapter } = input;
  const fitted = fitBudget(adapter.text, input.body.trim(), input.budget);
  const parts = [];
  const adapterCut = fitted.cuts.find((cut) => cut.part === "adapter");
  if (fitted.adapter === null) {
    parts.push(`(No personality adapter: ${adapter.path} does not exist. Work by lab's instructions below.)`);
  } else {
    const note = adapterCut ? `

${cutNote("The personality adapter was", adapterCut, input.budget, adapter.path)}` : "";
    parts.push(`${fitted.adapter.trimEnd()}${note}`.trim());
  }
  parts.push(SUSPENSION_LINE, RESET_PARAGRAPH);
  const instructionsCut = fitted.cuts.find((cut) => cut.part === "instructions");
  const instructionsNote = instructionsCut ? `

${cutNote("Lab's instructions were", instructionsCut, input.budget, input.taskFile)}` : "";
  parts.push(`## Lab's instructions for ${task.story_id}${task.title ? `: ${task.title}` : ""}

${fitted.instructions || "(The task file has no body.)"}${instructionsNote}`);
  for (const section of input.contextSections ?? [])
    parts.push(`## ${section.title}

${section.text.trim()}`);
  parts.push(factsSection(input), handoffInstructions(task, input.projectRoot));
  return { text: `${parts.join("\n\n")}
`, cuts: fitted.cuts };
}
function factsSection(input) {
  const { task } = input;
  const stage = stageOf(task.task_type, task.stage);
  const lines = [
    "## Facts",
    `- story: ${task.story_id} (task type ${task.task_type}, stage ${stage}, urgency ${task.urgency ?? "normal"})`,
    `- worktree_path: ${task.worktree_path}`,
    `- assigned_branch: ${task.assigned_branch ?? "(none assigned: never push to main, master or another shared branch)"}`,
    `- handoff_dir: ${task.handoff_dir}`,
    `- task file: ${input.taskFile}`,
    `- context file (what Heimdall allows): ${input.contextFile}`
  ];
  if (task.module)
    lines.push(`- module: ${task.module}`);
  if (task.depends_on?.length)
    lines.push(`- depends on: ${task.depends_on.join(", ")}`);
  if (task.has_db_migration)
    lines.push("- this story has a database migration");
  if (task.has_api_changes)
    lines.push("- this story changes an API");
  return lines.join("\n");
}
function cutNote(subject, cut, budget, path) {
  return `[${subject} cut from ${cut.fromBytes} to ${cut.toBytes} bytes to keep adapter plus instructions within the ${budget}-byte prompt budget; the whole text is in ${path}.]`;
}

// dist/src/workers/inbox-wait.js
import { watch } from "node:fs";
function watchInboxFolder(options) {
  if (options.mode === "poll") {
    const timer = setInterval(options.onHint, options.pollIntervalMs);
    return { close: () => clearInterval(timer) };
  }
  const watcher = watch(options.dir, { persistent: true }, (_event, name) => {
    if (name === null || mayUnblock(name.toString()))
      options.onHint();
  });
  watcher.on("error", (error) => options.onError(error));
  return { close: () => watcher.close() };
}
function mayUnblock(name) {
  const kind = classifyInboxName(name);
  return kind !== null && (kind.kind === "task" || kind.kind === "signal");
}

// dist/src/workers/read-adapter.js
import { readFile } from "node:fs/promises";
var strictUtf8 = new TextDecoder("utf-8", { fatal: true });
async function readAdapter(projectRoot, agent, config) {
  const relative = rosterOf(config)[agent]?.adapter ?? adapterFile(agent);
  const path = inProject(projectRoot, relative);
  let bytes;
  try {
    bytes = await readFile(path);
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT")
      return { path, text: null };
    if (code === "EACCES" || code === "EISDIR" || code === "ELOOP" || code === "ENOTDIR")
      throw new ForgeError("io", `personality adapter ${relative} cannot be read (${code})`);
    throw error;
  }
  const max = config.daemon.max_task_bytes;
  if (bytes.length > max)
    throw new ForgeError("bad_input", `personality adapter ${relative} is ${bytes.length} bytes, more than [daemon] max_task_bytes (${max})`);
  if (bytes.includes(0))
    throw new ForgeError("bad_input", `personality adapter ${relative} holds NUL bytes: expected Markdown text`);
  try {
    return { path, text: strictUtf8.decode(bytes) };
  } catch (error) {
    if (error instanceof TypeError)
      throw new ForgeError("bad_input", `personality adapter ${relative} is not UTF-8 text`);
    throw error;
  }
}

// dist/src/workers/warm-up.js
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
var SAMPLE = `---
story_id: WARM-UP
project_id: warm-up
worktree_path: /warm-up
project_root: /warm-up
handoff_dir: /warm-up
agent: warm-up
task_type: frontend
ipc_protocol: ipc-v1
submitted_at: "2026-01-01T00:00:00.000Z"
urgency: normal
---
A sample task, read once so the real one is read fast.
`;
async function warmUpTaskReading() {
  let dir;
  try {
    dir = await mkdtemp(join(tmpdir(), "forge-warm-up-"));
  } catch (error) {
    const code = error.code;
    if (code === "EACCES" || code === "EROFS" || code === "ENOSPC")
      return;
    throw error;
  }
  try {
    const file = join(dir, "WARM-UP.md");
    await writeFile(file, SAMPLE);
    await readFrontMatterFile(file, TaskFrontMatter, { projectRoot: dir, display: "WARM-UP.md", maxBytes: 4096 });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// dist/src/workers/stop-hook.js
async function runStopHook(options) {
  const { projectRoot, agent, config, clock } = options;
  const started = clock.now();
  await touchHeartbeat(projectRoot, agent, started);
  await removeMark(projectRoot, agent, "needs-input");
  const adapter = await readAdapter(projectRoot, agent, config);
  const stories = await listInbox(projectRoot, agent);
  const held = stories === null ? null : await heldTask(projectRoot, agent, stories, config.daemon.max_task_bytes);
  if (held)
    return { kind: "held", ...held };
  await warmUpTaskReading();
  const keys = /* @__PURE__ */ new Map();
  const tryClaim = async () => {
    const result = await pickNext(projectRoot, {
      agent,
      session_id: options.sessionId,
      now: () => toIso(clock.now()),
      maxBytes: config.daemon.max_task_bytes,
      keys,
      respectDependsOn: config.dispatch.respect_depends_on
    });
    return result.picked;
  };
  const picked = await waitForClaim(options, tryClaim);
  const waitedMs = clock.now() - started;
  if (picked === "idle")
    return { kind: "idle", waitedMs };
  if (picked === "stopped")
    return { kind: "stopped", waitedMs };
  try {
    return { ...await deliver(options, picked, adapter), waitedMs };
  } catch (error) {
    await unlink(inProject(projectRoot, picked.claimFile));
    throw error;
  }
}
async function deliver(options, task, adapter) {
  const { projectRoot, agent, config } = options;
  const sections = options.contextSections ? await options.contextSections(task) : [];
  const composed = composePrompt({
    task: task.frontMatter,
    body: task.body,
    adapter,
    budget: config.workers.prompt_budget,
    projectRoot,
    taskFile: inProject(projectRoot, task.file),
    contextFile: inProject(projectRoot, contextFile(agent, task.id)),
    contextSections: sections
  });
  const settings = await installWorkerSettings(projectRoot, agent, task.id, task.frontMatter.worktree_path, config);
  const note = settings.kind === "no_worktree" ? `

Note: ${settings.worktree} does not exist yet, so Heimdall and the worker hooks were not written into its .claude/settings.local.json; create the worktree, then run: forge hooks install --worktree ${settings.worktree} --context ${inProject(projectRoot, contextFile(agent, task.id))}
` : "";
  const cuts = composed.cuts.map((cut) => `${cut.part} ${cut.fromBytes}->${cut.toBytes} bytes`);
  return { kind: "claimed", id: task.id, prompt: `${composed.text}${note}`, cuts, settings };
}
var SESSION_CHECK_MS = 1e3;
function waitForClaim(options, tryClaim) {
  const { config, clock } = options;
  return new Promise((resolve, reject) => {
    let done = false;
    let looking = false;
    let again = false;
    let ending = null;
    const finish = (outcome) => {
      if (done)
        return;
      done = true;
      watch2.close();
      clearTimeout(deadline);
      clearInterval(backstop);
      clearInterval(sessionCheck);
      options.signal.removeEventListener("abort", onAbort);
      if (outcome instanceof Error)
        reject(outcome);
      else
        resolve(outcome);
    };
    const end = (why) => {
      ending ??= why;
      if (!looking)
        finish(ending);
    };
    const look = async () => {
      if (looking) {
        again = true;
        return;
      }
      looking = true;
      try {
        let picked = null;
        do {
          again = false;
          picked = await tryClaim();
        } while (!picked && again && ending === null);
        if (picked && ending === "stopped")
          await unlink(inProject(options.projectRoot, picked.claimFile));
        else if (picked)
          return finish(picked);
        if (ending !== null)
          return finish(ending);
        if (!waitingSaid) {
          waitingSaid = true;
          options.onWaiting?.();
        }
      } catch (error) {
        finish(error);
      } finally {
        looking = false;
      }
    };
    let waitingSaid = false;
    const onAbort = () => end("stopped");
    const watch2 = watchInboxFolder({
      dir: inProject(options.projectRoot, agentInbox(options.agent)),
      mode: config.daemon.watch,
      pollIntervalMs: config.daemon.poll_interval,
      onHint: () => void look(),
      onError: (error) => finish(error)
    });
    const deadline = Number.isFinite(options.idleWaitMs) ? setTimeout(() => end("idle"), options.idleWaitMs) : void 0;
    const current = options.stillCurrent;
    const sessionCheck = current ? setInterval(() => {
      void current().then((yes) => yes || end("stopped")).catch((error) => finish(error));
    }, SESSION_CHECK_MS) : void 0;
    const backstop = setInterval(() => {
      void touchHeartbeat(options.projectRoot, options.agent, clock.now()).catch((error) => finish(error));
      void look();
    }, config.daemon.reconcile_interval);
    options.signal.addEventListener("abort", onAbort, { once: true });
    if (options.signal.aborted)
      end("stopped");
    else
      void look();
  });
}
export {
  runStopHook
};
