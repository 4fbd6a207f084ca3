import {
  isInside
} from "./chunk-QDSMWMN2.js";

// dist/src/heimdall/verdict.js
function decisionOf(findings) {
  if (findings.some((f) => f.decision === "block"))
    return "block";
  return findings.length > 0 ? "audit" : "allow";
}
function block(rule, title, message, advice) {
  return { rule, decision: "block", title, message, advice };
}
function audit(rule, title, message) {
  return { rule, decision: "audit", title, message, advice: "" };
}

// dist/src/heimdall/rules/path-classes.js
import { posix } from "node:path";
var DEVICES = /^\/dev\/(null|stdout|stderr|tty|zero|fd\/\d+)$/;
var GUARDED_OUTPUT = /(^|\/)(\.tracking\.json|\.history\.jsonl|heimdall-audit\.log|[^/]+\.(context\.json|escalation|orphaned|timeout|confirmed)|\.[^/]+\.heimdall-blocks)$/;
var CLAUDE_SETTINGS = /(^|\/)\.claude\/settings(\.local)?\.json$/;
function classifyWrite(path, policy) {
  if (DEVICES.test(path))
    return { ok: true, logged: false };
  if (CLAUDE_SETTINGS.test(path))
    return { ok: false, guard: true, why: "Claude Code settings hold the hooks that run this guard" };
  if (policy.outputDir && isInside(path, policy.outputDir) && GUARDED_OUTPUT.test(path)) {
    return { ok: false, guard: true, why: "this file is written by the forge daemon, the sentinel or Heimdall, never by a worker" };
  }
  if (policy.allowedPaths.some((dir) => isInside(path, dir)))
    return { ok: true, logged: policy.outputDir !== null && isInside(path, policy.outputDir) };
  if (policy.tempDirs.some((dir) => isInside(path, dir)))
    return { ok: true, logged: false };
  return { ok: false, guard: false, why: `it is outside the paths this task may write (${policy.allowedPaths.join(", ")})` };
}
var TEMPLATE = /\.(example|sample|template|dist|defaults?)$/;
var KEY_FILE = /^id_(rsa|dsa|ecdsa|ed25519)(_sk)?$/;
function credentialKind(pattern) {
  const segments = posix.normalize(pattern).split("/").filter((s) => s !== "");
  const base = segments[segments.length - 1] ?? "";
  const has = (a, b) => segments.some((s, i) => s === a && (b === void 0 || segments[i + 1] === b));
  if (has(".ssh"))
    return "an SSH folder";
  if (has(".aws", "credentials"))
    return "AWS credentials";
  if (has(".config", "gcloud"))
    return "gcloud credentials";
  if (has(".gnupg"))
    return "a GnuPG keyring";
  if (has(".docker", "config.json") || has(".kube", "config"))
    return "container credentials";
  if (has("secrets"))
    return "a secrets folder";
  if (base === ".netrc" || base === ".pgpass" || base === ".git-credentials")
    return `a credentials file (${base})`;
  if (/^\.env/.test(base) && !TEMPLATE.test(base))
    return "an environment file with secrets (.env*)";
  if (/\.pem$/.test(base) || KEY_FILE.test(base))
    return "a private key";
  if (segments[0] === "proc" && base === "environ")
    return "a process environment";
  return null;
}
var SECRET_NAME = /TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|PRIVATE_?KEY|CREDENTIAL|ACCESS_?KEY/i;

export {
  decisionOf,
  block,
  audit,
  classifyWrite,
  credentialKind,
  SECRET_NAME
};
