import {
  toIso
} from "./chunk-G6RW7TDQ.js";
import "./chunk-YZFATT7X.js";

// dist/src/daemon/logger.js
function createLogger(options) {
  const emit = (level, text, fields) => {
    const at = toIso(options.clock.now());
    if (options.json)
      options.write(`${JSON.stringify({ at, level, message: text, ...fields })}
`);
    else
      options.write(`${at} ${level === "info" ? "" : `${level.toUpperCase()} `}${text}
`);
  };
  return {
    story(event, agent, id, message) {
      const text = event === "escalated" ? `HEIMDALL SOUNDED ${agent}/${id}: ${message}` : `${agent}/${id} ${event}: ${message}`;
      emit(event === "escalated" || event === "task-invalid" || event === "handoff-invalid" ? "warn" : "info", text, { event, agent, story_id: id });
    },
    info: (text, fields = {}) => emit("info", text, fields),
    warn: (text, fields = {}) => emit("warn", text, fields),
    error: (text, fields = {}) => emit("error", text, fields)
  };
}
var silentLogger = { story() {
}, info() {
}, warn() {
}, error() {
} };
export {
  createLogger,
  silentLogger
};
