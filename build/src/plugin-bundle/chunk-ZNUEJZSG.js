import {
  writeAtomic
} from "./chunk-F3DZ52RS.js";
import {
  renderFrontMatter
} from "./chunk-6MOEJ4FE.js";
import {
  inProject
} from "./chunk-NIJSFRD2.js";
import {
  taskFile
} from "./chunk-CHURQFXZ.js";

// dist/src/parties/write-task.js
async function writeTask(projectRoot, frontMatter, body) {
  const file = taskFile(frontMatter.agent, frontMatter.story_id);
  await writeAtomic(inProject(projectRoot, file), renderFrontMatter(frontMatter, body));
  return file;
}

export {
  writeTask
};
