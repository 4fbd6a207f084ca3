import {
  identityErrors
} from "./chunk-J6X3T4X6.js";
import {
  readFrontMatterFile
} from "./chunk-5J427G2N.js";
import {
  TaskFrontMatter
} from "./chunk-OI4A2F5A.js";
import {
  inProject
} from "./chunk-QUD75Q2X.js";
import {
  taskFile
} from "./chunk-JFQOKNT2.js";

// dist/src/parties/read-task.js
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
