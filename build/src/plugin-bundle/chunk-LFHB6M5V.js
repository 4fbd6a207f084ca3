import {
  identityErrors
} from "./chunk-J6X3T4X6.js";
import {
  readFrontMatterFile
} from "./chunk-FA4IUSWH.js";
import {
  TaskFrontMatter
} from "./chunk-UYGV2EW6.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  taskFile
} from "./chunk-YZV3RAMM.js";

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
