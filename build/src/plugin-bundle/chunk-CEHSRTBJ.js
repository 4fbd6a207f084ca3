// dist/protocol/id-patterns.js
var STORY_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
var AGENT_NAME_PATTERN = /^[a-z][a-z0-9_-]{0,63}$/;
function isStoryId(value) {
  return STORY_ID_PATTERN.test(value) && !value.includes("..");
}
function isAgentName(value) {
  return AGENT_NAME_PATTERN.test(value);
}

export {
  STORY_ID_PATTERN,
  AGENT_NAME_PATTERN,
  isStoryId,
  isAgentName
};
