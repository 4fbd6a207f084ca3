import {
  acquireCompoundLock,
  runShell
} from "./chunk-D22PSS2P.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-JC3QF5J2.js";
import "./chunk-SN4Z7LYO.js";
import "./chunk-C5Q5C45N.js";
import "./chunk-5WLASJTG.js";
import "./chunk-W46PSUSI.js";
import "./chunk-E6PUMPWG.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-KMVBSH7L.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
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
