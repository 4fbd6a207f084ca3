import {
  childEnv
} from "./chunk-DVQOKHBY.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  COMPOUND_LOCK,
  COMPOUND_LOG
} from "./chunk-YZV3RAMM.js";

// dist/src/transcripts/compound-run.js
import { spawn } from "node:child_process";
import { mkdir as mkdir2, open } from "node:fs/promises";
import { dirname as dirname2 } from "node:path";
import { fileURLToPath } from "node:url";

// dist/src/transcripts/compound-lock.js
import { mkdir, stat } from "node:fs/promises";
import { dirname } from "node:path";
import lockfile from "proper-lockfile";
var MAX_UPDATE_MS = 3e4;
var MIN_STALE_MS = 2e3;
async function acquireCompoundLock(file, options) {
  await mkdir(dirname(file), { recursive: true });
  const stale = Math.max(MIN_STALE_MS, options.staleMs);
  const existed = await modifiedAt(file) !== null;
  try {
    const release = await lockfile.lock(dirname(file), {
      lockfilePath: file,
      realpath: false,
      stale,
      update: Math.min(MAX_UPDATE_MS, stale / 2),
      onCompromised: options.onCompromised
    });
    return { ok: true, release, stole: existed };
  } catch (error) {
    if (error.code !== "ELOCKED")
      throw error;
    return { ok: false, heldSince: await modifiedAt(file) };
  }
}
async function modifiedAt(file) {
  try {
    return (await stat(file)).mtimeMs;
  } catch (error) {
    if (error.code === "ENOENT")
      return null;
    throw error;
  }
}

// dist/src/transcripts/compound-run.js
var CHILD = fileURLToPath(new URL("./compound-child.js", import.meta.url));
async function startCompoundDetached(request) {
  const logFile = inProject(request.projectRoot, COMPOUND_LOG);
  await mkdir2(dirname2(logFile), { recursive: true });
  const log = await open(logFile, "a");
  try {
    const child = spawn(process.execPath, [CHILD, inProject(request.projectRoot, COMPOUND_LOCK), String(request.staleMs), request.command], {
      cwd: request.projectRoot,
      env: commandEnv(request),
      detached: true,
      stdio: ["ignore", log.fd, log.fd, "ipc"]
    });
    const verdict = await firstVerdict(child);
    child.disconnect();
    child.unref();
    return verdict.locked ? { started: true, pid: child.pid ?? null, stoleStaleLock: verdict.stole } : { started: false, heldSince: verdict.heldSince };
  } finally {
    await log.close();
  }
}
function firstVerdict(child) {
  return new Promise((resolve, reject) => {
    child.once("message", (message) => resolve(message));
    child.once("error", reject);
    child.once("exit", (code, signal) => reject(new Error(`the compound child exited (${signal ?? code}) before it took the lock; see ${COMPOUND_LOG}`)));
  });
}
async function runCompoundForeground(request, output) {
  const lock = await acquireCompoundLock(inProject(request.projectRoot, COMPOUND_LOCK), {
    staleMs: request.staleMs,
    onCompromised: (error) => output.stderr(`compound lock lost: ${error.message}
`)
  });
  if (!lock.ok)
    return { ran: false, heldSince: lock.heldSince };
  try {
    return { ran: true, exitCode: await runShell(request.command, request.projectRoot, commandEnv(request), output) };
  } finally {
    await lock.release();
  }
}
function runShell(command, cwd, env, output) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, { cwd, env, shell: true, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk) => output.stdout(chunk.toString("utf8")));
    child.stderr.on("data", (chunk) => output.stderr(chunk.toString("utf8")));
    child.on("error", reject);
    child.on("close", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}
function commandEnv(request) {
  return childEnv(request.env ?? process.env, {
    FORGE_PROJECT: request.projectRoot,
    FORGE_COMPOUND_SESSION: request.sessionId ?? "",
    FORGE_COMPOUND_TOKENS: request.contextTokens === null ? "" : String(request.contextTokens)
  });
}

export {
  acquireCompoundLock,
  startCompoundDetached,
  runCompoundForeground,
  runShell
};
