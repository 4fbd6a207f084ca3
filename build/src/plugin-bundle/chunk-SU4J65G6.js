import {
  childEnv
} from "./chunk-DVQOKHBY.js";
import {
  createExclusive
} from "./chunk-JG65QDGJ.js";
import {
  COMPOUND_LOCK,
  COMPOUND_LOG
} from "./chunk-KWAIEQ2K.js";
import {
  inProject
} from "./chunk-NCPGUN3D.js";

// dist/src/transcripts/compound-run.js
import { spawn } from "node:child_process";
import { mkdir as mkdir2, open } from "node:fs/promises";
import { dirname as dirname2 } from "node:path";
import { fileURLToPath } from "node:url";

// dist/src/transcripts/compound-lock.js
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rm, stat } from "node:fs/promises";
import { dirname } from "node:path";
async function acquireCompoundLock(file, options) {
  const token = randomUUID();
  const content = `${JSON.stringify({ token, pid: process.pid, taken_at: new Date(options.now).toISOString(), purpose: options.purpose })}
`;
  await mkdir(dirname(file), { recursive: true });
  if (await createExclusive(file, content))
    return { ok: true, claim: { file, token }, stole: false };
  const since = await takenAt(file);
  if (since !== null && options.now - since < options.staleMs)
    return { ok: false, heldSince: since };
  await rm(file, { force: true });
  if (await createExclusive(file, content))
    return { ok: true, claim: { file, token }, stole: true };
  return { ok: false, heldSince: await takenAt(file) };
}
async function releaseCompoundLock(claim) {
  const holder = await readHolder(claim.file);
  if (holder?.token === claim.token)
    await rm(claim.file, { force: true });
}
async function takenAt(file) {
  const holder = await readHolder(file);
  const fromContent = typeof holder?.taken_at === "string" ? Date.parse(holder.taken_at) : Number.NaN;
  if (Number.isFinite(fromContent))
    return fromContent;
  try {
    return (await stat(file)).mtimeMs;
  } catch (error) {
    if (error.code === "ENOENT")
      return null;
    throw error;
  }
}
async function readHolder(file) {
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if (error.code === "ENOENT")
      return null;
    throw error;
  }
  try {
    const value = JSON.parse(text);
    return typeof value === "object" && value !== null ? value : null;
  } catch (error) {
    if (error instanceof SyntaxError)
      return null;
    throw error;
  }
}

// dist/src/transcripts/compound-run.js
var CHILD = fileURLToPath(new URL("./compound-child.js", import.meta.url));
async function startCompoundDetached(request) {
  const lock = await acquireCompoundLock(inProject(request.projectRoot, COMPOUND_LOCK), { now: request.now, staleMs: request.staleMs, purpose: "detached" });
  if (!lock.ok)
    return { started: false, heldSince: lock.heldSince };
  const logFile = inProject(request.projectRoot, COMPOUND_LOG);
  await mkdir2(dirname2(logFile), { recursive: true });
  const log = await open(logFile, "a");
  try {
    const child = spawn(process.execPath, [CHILD, lock.claim.file, lock.claim.token, request.command], {
      cwd: request.projectRoot,
      env: commandEnv(request),
      detached: true,
      stdio: ["ignore", log.fd, log.fd]
    });
    child.unref();
    return { started: true, pid: child.pid ?? null, stoleStaleLock: lock.stole };
  } catch (error) {
    await releaseCompoundLock(lock.claim);
    throw error;
  } finally {
    await log.close();
  }
}
async function runCompoundForeground(request, output) {
  const lock = await acquireCompoundLock(inProject(request.projectRoot, COMPOUND_LOCK), { now: request.now, staleMs: request.staleMs, purpose: "foreground" });
  if (!lock.ok)
    return { ran: false, heldSince: lock.heldSince };
  try {
    return { ran: true, exitCode: await runShell(request.command, request.projectRoot, commandEnv(request), output) };
  } finally {
    await releaseCompoundLock(lock.claim);
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
  releaseCompoundLock,
  startCompoundDetached,
  runCompoundForeground,
  runShell
};
