import {
  writeAtomic
} from "./chunk-TDAW46ID.js";
import {
  renderFrontMatter
} from "./chunk-6BVEKIOM.js";
import {
  inProject
} from "./chunk-2H5I2D6R.js";
import {
  taskFile
} from "./chunk-MSTBUHMK.js";

// dist/src/parties/write-task.js
async function writeTask(projectRoot, frontMatter, body) {
  const file = taskFile(frontMatter.agent, frontMatter.story_id);
  await writeAtomic(inProject(projectRoot, file), renderFrontMatter(frontMatter, body));
  return file;
}

export {
  writeTask
};
