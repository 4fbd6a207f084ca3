import {
  AGENT_NAME_PATTERN,
  STORY_ID_PATTERN
} from "./chunk-CEHSRTBJ.js";

// dist/protocol/story-id.js
import { z } from "zod";
var StoryId = z.string().regex(STORY_ID_PATTERN, "a story id: a letter or digit, then up to 127 of [A-Za-z0-9._-]").refine((id) => !id.includes(".."), 'a story id without ".."');
var AgentName = z.string().regex(AGENT_NAME_PATTERN, "an agent name: lower-case letters, digits, _ or -");

export {
  StoryId,
  AgentName
};
