import {
  processAlive
} from "./chunk-TOKAIHTZ.js";

// dist/src/supervisor/process-table.js
import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
var HAS_PROC = existsSync("/proc/self/stat");
async function processRunning(pid) {
  if (!processAlive(pid))
    return false;
  if (!HAS_PROC)
    return psRunning(pid);
  const row = parseStat(pid, readOptionalSync(`/proc/${pid}/stat`));
  return row !== null && !row.zombie;
}
async function processTable() {
  if (!HAS_PROC)
    return psTable();
  const rows = [];
  for (const name of await readdir("/proc")) {
    if (!/^\d+$/.test(name))
      continue;
    const row = parseStat(Number(name), await readOptional(`/proc/${name}/stat`));
    if (row)
      rows.push(row);
  }
  return rows;
}
async function environmentHolds(pid, entry) {
  if (!HAS_PROC)
    return false;
  return (await readOptional(`/proc/${pid}/environ`)).split("\0").includes(entry);
}
function parseStat(pid, stat) {
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  if (fields.length < 4)
    return null;
  return { pid, ppid: Number(fields[1]), pgid: Number(fields[2]), sid: Number(fields[3]), zombie: fields[0] === "Z" };
}
async function psRunning(pid) {
  const state = (await ps(["-o", "stat=", "-p", String(pid)])).trim();
  return state !== "" && !state.startsWith("Z");
}
async function psTable() {
  const rows = [];
  for (const line of (await ps(["-A", "-o", "pid=,ppid=,pgid=,stat="])).split("\n")) {
    const [pid, ppid, pgid, stat] = line.trim().split(/\s+/);
    if (!pid || !ppid || !pgid || !stat)
      continue;
    rows.push({ pid: Number(pid), ppid: Number(ppid), pgid: Number(pgid), sid: null, zombie: stat.startsWith("Z") });
  }
  return rows;
}
async function readOptional(file) {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if (["ENOENT", "ESRCH", "EACCES", "EPERM"].includes(error.code ?? ""))
      return "";
    throw error;
  }
}
function readOptionalSync(file) {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    if (["ENOENT", "ESRCH"].includes(error.code ?? ""))
      return "";
    throw error;
  }
}
function ps(args) {
  return new Promise((resolve, reject) => {
    execFile("ps", args, { encoding: "utf8" }, (error, stdout) => {
      if (error && error.code !== 1)
        reject(new Error(`ps ${args.join(" ")}: ${error.message}`));
      else
        resolve(stdout);
    });
  });
}

export {
  processRunning,
  processTable,
  environmentHolds,
  psRunning,
  psTable
};
