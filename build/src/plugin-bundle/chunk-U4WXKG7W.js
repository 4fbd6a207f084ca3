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
} from "./chunk-6RCWT33O.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-APORTJVU.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-465MGB2C.js";
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
