import {
  identityErrors
} from "./chunk-J6X3T4X6.js";
import {
  readFrontMatterFile
} from "./chunk-FA4IUSWH.js";
import {
  HANDOFF_SCHEMAS
} from "./chunk-KMVBSH7L.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  handoffFile
} from "./chunk-YZV3RAMM.js";

// dist/src/parties/read-handoff.js
async function readHandoff(projectRoot, id, kind, maxBytes) {
  const file = handoffFile(id, kind);
  const read = await readFrontMatterFile(inProject(projectRoot, file), HANDOFF_SCHEMAS[kind], { projectRoot, display: file, maxBytes });
  if (read === null)
    return null;
  if (!read.ok)
    return { ok: false, file, errors: read.errors };
  const errors = identityErrors(read.value, file, id, null);
  return errors.length > 0 ? { ok: false, file, errors } : { ok: true, file, frontMatter: read.value };
}

export {
  readHandoff
};
