import {
  renderFrontMatter
} from "./chunk-6BVEKIOM.js";
import {
  writeAtomic
} from "./chunk-VF46JH6B.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  taskFile
} from "./chunk-YZV3RAMM.js";

// dist/src/parties/write-task.js
async function writeTask(projectRoot, frontMatter, body) {
  const file = taskFile(frontMatter.agent, frontMatter.story_id);
  await writeAtomic(inProject(projectRoot, file), renderFrontMatter(frontMatter, body));
  return file;
}

export {
  writeTask
};
