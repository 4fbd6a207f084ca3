import {
  writeAtomic
} from "./chunk-JVAYJMAM.js";
import {
  renderFrontMatter
} from "./chunk-6BVEKIOM.js";
import {
  inProject
} from "./chunk-QUD75Q2X.js";
import {
  taskFile
} from "./chunk-JFQOKNT2.js";

// dist/src/parties/write-task.js
async function writeTask(projectRoot, frontMatter, body) {
  const file = taskFile(frontMatter.agent, frontMatter.story_id);
  await writeAtomic(inProject(projectRoot, file), renderFrontMatter(frontMatter, body));
  return file;
}

export {
  writeTask
};
