import {
  appendLine
} from "./chunk-IO2NQOSR.js";
import {
  toIso
} from "./chunk-G6RW7TDQ.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  OUTPUT_DIR
} from "./chunk-YZV3RAMM.js";

// dist/src/workers/hook-log.js
var WORKER_HOOKS_LOG = `${OUTPUT_DIR}/worker-hooks.log`;
function hookLog(projectRoot, hook, agent, now, stderr) {
  return {
    async line(message) {
      const text = `${toIso(now())} ${hook} ${agent}: ${message}`;
      stderr(`${text}
`);
      try {
        await appendLine(inProject(projectRoot, WORKER_HOOKS_LOG), text);
      } catch (error) {
        const code = error.code;
        if (code !== "EACCES" && code !== "EROFS" && code !== "ENOSPC" && code !== "ENOTDIR" && code !== "EPERM")
          throw error;
        stderr(`${toIso(now())} ${hook} ${agent}: cannot append to ${WORKER_HOOKS_LOG} (${code})
`);
      }
    }
  };
}

export {
  WORKER_HOOKS_LOG,
  hookLog
};
