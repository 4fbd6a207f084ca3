import {
  identityErrors
} from "./chunk-J6X3T4X6.js";
import {
  readFrontMatterFile
} from "./chunk-5J427G2N.js";
import {
  HANDOFF_SCHEMAS
} from "./chunk-VM6A45NV.js";
import {
  inProject
} from "./chunk-QUD75Q2X.js";
import {
  handoffFile
} from "./chunk-JFQOKNT2.js";

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
