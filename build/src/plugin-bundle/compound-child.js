import {
  acquireCompoundLock,
  runShell
} from "./chunk-LPWFHXNZ.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-ISHTDNEO.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-QUD75Q2X.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-YZFATT7X.js";

// dist/src/transcripts/compound-child.js
var [lockFile, staleText, command] = process.argv.slice(2);
var staleMs = Number(staleText);
if (lockFile === void 0 || command === void 0 || !Number.isFinite(staleMs)) {
  process.stderr.write("usage: compound-child <lock-file> <stale-ms> <command>\n");
  process.exit(2);
}
var tell = (verdict) => new Promise((resolve) => process.send ? process.send(verdict, () => resolve()) : resolve());
var lock = await acquireCompoundLock(lockFile, { staleMs, onCompromised: (error) => process.stderr.write(`compound lock lost: ${error.message}
`) });
if (!lock.ok) {
  await tell({ locked: false, heldSince: lock.heldSince });
  process.exit(0);
}
await tell({ locked: true, stole: lock.stole });
process.disconnect?.();
process.stdout.write(`[${(/* @__PURE__ */ new Date()).toISOString()}] compound: ${command}
`);
var code = 1;
try {
  code = await runShell(command, process.cwd(), process.env, {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text)
  });
} finally {
  await lock.release();
}
process.stdout.write(`[${(/* @__PURE__ */ new Date()).toISOString()}] compound exited with ${code}
`);
process.exit(code);
