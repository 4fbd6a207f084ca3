import {
  diagnosticsFromZod
} from "./chunk-WAEJA4S5.js";
import {
  StoryId
} from "./chunk-APORTJVU.js";

// dist/src/parties/story-id-check.js
function storyIdErrors(id, file) {
  const checked = StoryId.safeParse(id, { reportInput: true });
  if (checked.success)
    return [];
  return diagnosticsFromZod(file, checked.error.issues.map((issue) => ({ ...issue, path: ["story_id"] })));
}

export {
  storyIdErrors
};
