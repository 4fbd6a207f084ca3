import {
  appendLine
} from "./chunk-IO2NQOSR.js";
import {
  AUDIT_LOG
} from "./chunk-KVJHCCPI.js";
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
function auditDetail(title, subject) {
  return `${title} \u2014 ${oneLine(maskSecrets(subject))}`;
}
async function appendAudit(projectRoot, line) {
  await appendLine(join(projectRoot, ...AUDIT_LOG.split("/")), line);
}
function oneLine(text) {
  const flat = text.replace(/\r?\n/g, "\u23CE").replace(/[\x00-\x1f\x7f]/g, " ");
  return flat.length > MAX_SUBJECT ? `${flat.slice(0, MAX_SUBJECT)}\u2026` : flat;
}
var SECRET_ASSIGN = /\b([A-Za-z_][A-Za-z0-9_]*(?:TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|PRIVATE_?KEY|CREDENTIAL|ACCESS_?KEY)[A-Za-z0-9_]*)=("[^"]*"|'[^']*'|\S+)/gi;
function maskSecrets(text) {
  return text.replace(SECRET_ASSIGN, "$1=***").replace(/\b(authorization|x-api-key|api-key|private-token)(\s*:\s*)(bearer\s+|basic\s+|token\s+)?[^\s"']+/gi, "$1$2$3***").replace(/(--?(?:password|passwd|token|api-key|secret)[= ])("[^"]*"|'[^']*'|\S+)/gi, "$1***").replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:)[^\s@/]+@/gi, "$1***@").replace(/\b(gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|sk-[A-Za-z0-9_-]{16,}|xox[abpr]-[A-Za-z0-9-]{10,}|AKIA[0-9A-Z]{16}|glpat-[A-Za-z0-9_-]{20,})\b/g, "***");
}
export {
  appendAudit,
  auditDetail,
  auditLine,
  auditTime,
  maskSecrets
};
