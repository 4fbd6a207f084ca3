import {
  releaseCompoundLock,
  runShell
} from "./chunk-SU4J65G6.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-KWAIEQ2K.js";
import "./chunk-465MGB2C.js";
import "./chunk-NCPGUN3D.js";
import "./chunk-KVJHCCPI.js";
import "./chunk-YZFATT7X.js";

// dist/src/transcripts/compound-child.js
var [lockFile, token, command] = process.argv.slice(2);
if (lockFile === void 0 || token === void 0 || command === void 0) {
  process.stderr.write("usage: compound-child <lock-file> <token> <command>\n");
  process.exit(2);
}
var startedAt = (/* @__PURE__ */ new Date()).toISOString();
process.stdout.write(`[${startedAt}] compound: ${command}
`);
var code = 1;
try {
  code = await runShell(command, process.cwd(), process.env, {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text)
  });
} finally {
  await releaseCompoundLock({ file: lockFile, token });
}
process.stdout.write(`[${(/* @__PURE__ */ new Date()).toISOString()}] compound exited with ${code}
`);
process.exit(code);
