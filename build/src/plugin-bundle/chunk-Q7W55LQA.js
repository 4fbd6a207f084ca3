// dist/src/workers/session-start-bound.js
var SESSION_START_MAX_CHARS = 2500;
function boundedBlock(text) {
  return `${text.length > SESSION_START_MAX_CHARS ? `${text.slice(0, SESSION_START_MAX_CHARS - 4)}...` : text}
`;
}

export {
  boundedBlock
};
