import {
  environmentHolds,
  processRunning,
  processTable
} from "./chunk-723SR37U.js";

// dist/src/supervisor/process-tree.js
var TREE_ENV = "FORGE_WORKER_TREE";
var treeValue = (socket, session) => `${socket}/${session}`;
var KILL_BOUND_MS = 2e3;
var LOOK_MS = 50;
async function treeMembers(roots) {
  const table = (await processTable()).filter((row) => !row.zombie);
  const own = lineage(table, process.pid);
  const leaders = new Set(roots.flatMap((root) => root.pid !== null && root.pid > 1 ? [root.pid] : []));
  const marks = roots.flatMap((root) => root.mark ? [root.mark] : []);
  const members = /* @__PURE__ */ new Set();
  for (const row of table) {
    if (own.has(row.pid) || row.pid <= 1)
      continue;
    if (leaders.has(row.pgid) || row.sid !== null && leaders.has(row.sid))
      members.add(row.pid);
    else if (await holdsAny(row.pid, marks))
      members.add(row.pid);
  }
  const children = /* @__PURE__ */ new Map();
  for (const row of table) {
    const siblings = children.get(row.ppid);
    if (siblings)
      siblings.push(row.pid);
    else
      children.set(row.ppid, [row.pid]);
  }
  const queue = [...members];
  while (queue.length > 0) {
    for (const child of children.get(queue.pop()) ?? []) {
      if (own.has(child) || members.has(child))
        continue;
      members.add(child);
      queue.push(child);
    }
  }
  return [...members];
}
async function stopTrees(roots, graceMs) {
  const first = await treeMembers(roots);
  signalEach(first, "SIGTERM");
  const deadline = Date.now() + graceMs;
  let running = await anyRunning(first);
  while (running && Date.now() < deadline) {
    await pause(LOOK_MS);
    running = await anyRunning(first);
  }
  return { graceExpired: running, left: await killTrees(roots) };
}
async function killTrees(roots) {
  const deadline = Date.now() + KILL_BOUND_MS;
  for (; ; ) {
    const left = await treeMembers(roots);
    if (left.length === 0 || Date.now() >= deadline)
      return left;
    signalEach(left, "SIGKILL");
    await pause(LOOK_MS);
  }
}
function signalEach(pids, signal) {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch (error) {
      const code = error.code;
      if (code !== "ESRCH" && code !== "EPERM")
        throw error;
    }
  }
}
async function anyRunning(pids) {
  for (const pid of pids)
    if (await processRunning(pid))
      return true;
  return false;
}
async function holdsAny(pid, marks) {
  for (const mark of marks)
    if (await environmentHolds(pid, mark))
      return true;
  return false;
}
function lineage(table, pid) {
  const parent = new Map(table.map((row) => [row.pid, row.ppid]));
  const found = /* @__PURE__ */ new Set();
  for (let at = pid; at !== void 0 && at > 0 && !found.has(at); at = parent.get(at))
    found.add(at);
  return found;
}
function pause(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// dist/src/supervisor/end-workers.js
function sessionTree(socket, session) {
  return { pid: session.pid, mark: `${TREE_ENV}=${treeValue(socket, session.name)}` };
}
async function endWorkerServer(tmux, graceMs) {
  const sessions = await tmux.sessions();
  const stopped = await stopTrees(sessions.map((session) => sessionTree(tmux.socket, session)), graceMs);
  await tmux.killServer();
  return stopped;
}

export {
  TREE_ENV,
  treeValue,
  stopTrees,
  killTrees,
  sessionTree,
  endWorkerServer
};
