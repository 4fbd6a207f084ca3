import {
  AgentName,
  StoryId
} from "./chunk-APORTJVU.js";
import {
  AGENT_NAME_PATTERN,
  STORY_ID_PATTERN,
  isStoryId
} from "./chunk-CEHSRTBJ.js";
import "./chunk-YZFATT7X.js";
export {
  AGENT_NAME_PATTERN,
  AgentName,
  STORY_ID_PATTERN,
  StoryId,
  isStoryId
};
