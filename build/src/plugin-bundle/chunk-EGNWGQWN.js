import {
  identityErrors
} from "./chunk-HBCXKOYP.js";
import {
  readFrontMatterFile
} from "./chunk-HLZXS5BH.js";
import {
  TaskFrontMatter
} from "./chunk-V57STGOB.js";
import {
  inProject
} from "./chunk-NCPGUN3D.js";
import {
  taskFile
} from "./chunk-KVJHCCPI.js";

// dist/src/client/read-task.js
async function readTask(projectRoot, agent, id, maxBytes) {
  const file = taskFile(agent, id);
  const read = await readFrontMatterFile(inProject(projectRoot, file), TaskFrontMatter, { projectRoot, display: file, maxBytes });
  if (read === null)
    return null;
  if (!read.ok)
    return { ok: false, file, errors: read.errors };
  const errors = identityErrors(read.value, file, id, agent);
  return errors.length > 0 ? { ok: false, file, errors } : { ok: true, file, frontMatter: read.value, body: read.body };
}

export {
  readTask
};
