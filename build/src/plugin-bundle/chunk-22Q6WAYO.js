import {
  parsedOrNull
} from "./chunk-DYYEIULL.js";
import {
  appendLine
} from "./chunk-IO2NQOSR.js";
import {
  maskSecrets
} from "./chunk-4LT236LF.js";
import {
  AUDIT_LOG
} from "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";

// dist/src/heimdall/audit-log.js
import { join } from "node:path";
var MAX_SUBJECT = 300;
function auditTime(ms) {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
}
function auditLine(ms, word, who, detail) {
  return `[${auditTime(ms)}] HEIMDALL ${word} ${who}: ${detail}`;
}
function auditDetail(title, subject, bash = false) {
  return `${maskSecrets(title)} \u2014 ${oneLine(maskSecrets(subject, () => bash ? parsedOrNull(subject) : null))}`;
}
async function appendAudit(projectRoot, line) {
  await appendLine(join(projectRoot, ...AUDIT_LOG.split("/")), line);
}
function oneLine(text) {
  const flat = text.replace(/\r?\n/g, "\u23CE").replace(/[\x00-\x1f\x7f]/g, " ");
  return flat.length > MAX_SUBJECT ? `${flat.slice(0, MAX_SUBJECT)}\u2026` : flat;
}
export {
  appendAudit,
  auditDetail,
  auditLine,
  auditTime
};
