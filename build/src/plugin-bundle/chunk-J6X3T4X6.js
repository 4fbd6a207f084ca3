// dist/protocol/task-identity.js
function identityErrors(frontMatter, file, id, folderAgent) {
  const errors = [];
  if (frontMatter.story_id !== id) {
    errors.push({ code: "id_mismatch", file, field: "story_id", expected: JSON.stringify(id), got: JSON.stringify(frontMatter.story_id) });
  }
  if (folderAgent !== null && frontMatter.agent !== folderAgent) {
    errors.push({
      code: "agent_mismatch",
      file,
      field: "agent",
      expected: `${JSON.stringify(folderAgent)} (the inbox folder it is in)`,
      got: JSON.stringify(frontMatter.agent)
    });
  }
  return errors;
}

export {
  identityErrors
};
