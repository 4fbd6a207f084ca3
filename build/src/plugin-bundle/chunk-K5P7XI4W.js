// dist/protocol/task-states.js
var TASK_STATES = ["submitted", "picked_up", "handed_off", "orphaned", "timed_out", "escalated", "invalid", "confirmed"];

export {
  TASK_STATES
};
