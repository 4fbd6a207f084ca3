import {
  writeMark
} from "./chunk-HSUGBURF.js";

// dist/src/workers/notification-mark.js
async function recordNotification(projectRoot, agent, input, now) {
  const record = typeof input === "object" && input !== null ? input : {};
  const type = typeof record.notification_type === "string" ? record.notification_type : "notification";
  const message = typeof record.message === "string" ? record.message.slice(0, 500) : "";
  await writeMark(projectRoot, agent, "needs-input", { type, message, at: now.toISOString() });
}

export {
  recordNotification
};
