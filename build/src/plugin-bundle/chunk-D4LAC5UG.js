import {
  shellQuote
} from "./chunk-3HRL5VYN.js";

// dist/src/workers/forge-bin.js
import { appendFile } from "node:fs/promises";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
function forgeBin() {
  return fileURLToPath(new URL("../../../bin-scripts/forge", import.meta.url));
}
async function exportForgePath(env, bin = forgeBin()) {
  const file = env.CLAUDE_ENV_FILE;
  if (!file)
    return false;
  await appendFile(file, `export PATH=${shellQuote(dirname(bin))}:"$PATH"
`);
  return true;
}

export {
  forgeBin,
  exportForgePath
};
