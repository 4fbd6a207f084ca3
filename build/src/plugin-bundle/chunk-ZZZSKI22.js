import {
  CLOSED_STATUSES,
  CreateStoryArgs,
  CreatedStory,
  GetStoryStatusArgs,
  LAB_TASK_TYPES,
  LabStoriesFile,
  LabStoryRecord,
  NOT_FOUND,
  SCOPES,
  SKIPPABLE_REVIEWS,
  SUBMITTED,
  StoryStatusAnswer,
  labStoryKey,
  labTaskType
} from "./chunk-Q6YQOQJE.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-YZFATT7X.js";
export {
  CLOSED_STATUSES,
  CreateStoryArgs,
  CreatedStory,
  GetStoryStatusArgs,
  LAB_TASK_TYPES,
  LabStoriesFile,
  LabStoryRecord,
  NOT_FOUND,
  SCOPES,
  SKIPPABLE_REVIEWS,
  SUBMITTED,
  StoryStatusAnswer,
  labStoryKey,
  labTaskType
};
