import {
  isInside
} from "./chunk-MW3MWNWP.js";
import {
  AUDIT_LOG,
  BROADCASTS_DIR,
  HANDOFFS_DIR,
  HISTORY_FILE,
  INBOX_DIR,
  OUTPUT_DIR,
  TRACKING_FILE,
  agentInbox,
  classifyHandoffName,
  classifyInboxName,
  handoffFile,
  isTempName
} from "./chunk-YZV3RAMM.js";

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
var CLAUDE_SETTINGS = /(^|\/)\.claude\/settings(\.local)?\.json$/;
var CLAUDE_FOLDER = /(^|\/)\.claude$/;
var HEIMDALL_FILES = /(^|\/)(\.[^/]+\.heimdall-blocks|[^/]+\.escalation)$/;
function classifyWrite(path, policy) {
  if (DEVICES.test(path))
    return { ok: true, logged: false };
  if (CLAUDE_SETTINGS.test(path) || CLAUDE_FOLDER.test(path))
    return { ok: false, guard: true, why: "Claude Code settings (in .claude/) hold the hooks that run this guard" };
  if (policy.outputDir && isInside(path, policy.outputDir))
    return classifyOutputWrite(`${OUTPUT_DIR}${path.slice(policy.outputDir.length)}`, policy);
  if (policy.allowedPaths.some((dir) => isInside(path, dir)))
    return { ok: true, logged: false };
  if (policy.tempDirs.some((dir) => isInside(path, dir)))
    return { ok: true, logged: false };
  return { ok: false, guard: false, why: `it is outside the paths this task may write (${policy.allowedPaths.join(", ")})` };
}
var LOGGED = { ok: true, logged: true };
var refuse = (why, instead, guard = true) => ({ ok: false, guard, why, instead });
function classifyOutputWrite(rel, policy) {
  const agent = policy.agent ?? null;
  const story = policy.storyId ?? null;
  const within = (dir) => rel === dir || rel.startsWith(`${dir}/`);
  const name = posix.basename(rel);
  if (within(BROADCASTS_DIR))
    return LOGGED;
  if (rel === OUTPUT_DIR || rel === HANDOFFS_DIR || rel === INBOX_DIR)
    return LOGGED;
  if (rel === AUDIT_LOG || HEIMDALL_FILES.test(rel))
    return refuse("Heimdall writes this file, never a worker", "Leave Heimdall's files alone; if a block is wrong, say so in your handoff.");
  if (rel === TRACKING_FILE || rel === HISTORY_FILE)
    return refuse("this is the daemon's state", "Change it only through forge verbs (forge pickup, forge handoff), never by hand.");
  if (within(HANDOFFS_DIR)) {
    const own = story !== null && (rel === handoffFile(story, "pr") || isTempName(name) && name.includes(`${story}-pr-handoff.md`));
    if (own)
      return LOGGED;
    const handoff = classifyHandoffName(name);
    if (!handoff && !/-(pr|error|escalation)-handoff\.md/.test(name) && rel !== `${HANDOFFS_DIR}/${name}/` && posix.dirname(rel) === HANDOFFS_DIR)
      return LOGGED;
    if (handoff && handoff.id === story)
      return refuse(`the ${handoff.kind}-handoff is written by the sentinel or the daemon`, `Write your result, failed or blocked included, with forge handoff (${handoffFile(story, "pr")}).`);
    return refuse(`only this story's pr-handoff (${story ? handoffFile(story, "pr") : "none without a task context"}) may be written here`, "Write your own handoff with forge handoff.", false);
  }
  if (within(INBOX_DIR)) {
    if (agent === null || !within(agentInbox(agent)))
      return refuse("another worker's inbox belongs to that worker and the daemon", "To tell other workers something, write a broadcast (forge broadcast).", false);
    if (rel === agentInbox(agent))
      return LOGGED;
    const entry = classifyInboxName(name);
    if (entry?.kind === "heartbeat" || entry?.kind === "signal" && entry.signal === "picked-up")
      return LOGGED;
    if (entry?.kind === "signal" && entry.signal === "confirmed")
      return refuse("the sentinel confirms a handoff once it is consumed", "Write your handoff with forge handoff; the sentinel confirms it.");
    if (entry?.kind === "signal")
      return refuse(`${entry.signal === "escalation" ? "Heimdall" : "only the daemon"} writes .${entry.signal} signals`, "Report trouble in your handoff (forge handoff) instead.");
    if (entry?.kind === "context")
      return refuse("the daemon writes task contexts; they tell Heimdall what this task may do", "If the task needs more rights, say so in your handoff.");
    if (entry?.kind === "task")
      return refuse("the dispatcher writes tasks", "To ask for work or report a problem, write a broadcast or your handoff.");
    return refuse("a worker writes only its .picked-up claims and .heartbeat in its inbox", "Put notes in the worktree or a broadcast.");
  }
  return refuse("this part of _vibe-chain-output is written by the daemon", "Write broadcasts (forge broadcast), your handoff (forge handoff), or files in the worktree.");
}
var TEMPLATE = /\.(example|sample|template|dist|defaults?)$/;
var KEY_FILE = /^id_(rsa|dsa|ecdsa|ed25519)(_sk)?$/;
var PUBLIC = /\.pub$|^known_hosts(\.old)?$|^authorized_keys2?$/;
var ENV_NAMES = [".env", ".env.local", ".env.production", ".env.prod", ".env.development", ".env.dev", ".env.test", ".env.staging", ".envrc"];
var KEY_NAMES = ["id_rsa", "id_dsa", "id_ecdsa", "id_ed25519", "id_ecdsa_sk", "id_ed25519_sk", "key.pem"];
var FILE_NAMES = [".netrc", ".pgpass", ".git-credentials"];
function segmentTest(segment, glob) {
  if (!glob || !/[*?[]/.test(segment))
    return (name) => name === segment;
  if (segment.replace(/\[[^\]]*\]|[*?]/g, "").length < 2)
    return () => false;
  let source = "";
  for (let i = 0; i < segment.length; i++) {
    const c = segment[i];
    const close = c === "[" ? segment.indexOf("]", i + 2) : -1;
    if (c === "*")
      source += ".*";
    else if (c === "?")
      source += ".";
    else if (close > 0) {
      source += `[${segment.slice(i + 1, close).replace(/^[!^]/, "^").replace(/\\/g, "\\\\")}]`;
      i = close;
    } else
      source += c.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  const regex = new RegExp(`^${source}$`);
  return (name) => regex.test(name);
}
function credentialKind(pattern, glob = false) {
  const raw = posix.normalize(pattern).split("/").filter((s) => s !== "");
  const segments = raw.map((s) => segmentTest(s, glob));
  const last = raw[raw.length - 1] ?? "";
  const base = segments[segments.length - 1] ?? (() => false);
  const literalBase = !glob || !/[*?[]/.test(last);
  const has = (a, b) => segments.some((test, i) => test(a) && (b === void 0 || (segments[i + 1]?.(b) ?? false)));
  if (literalBase ? PUBLIC.test(last) : /\.pub$/.test(last))
    return null;
  const named = (literal, samples) => literalBase ? literal(last) : samples.some(base);
  if (has(".ssh"))
    return "an SSH folder";
  if (has(".aws"))
    return "AWS credentials";
  if (has(".config", "gcloud"))
    return "gcloud credentials";
  if (has(".gnupg"))
    return "a GnuPG keyring";
  if (has(".docker", "config.json") || has(".kube") || literalBase && last === ".docker")
    return "container credentials";
  if (has("secrets"))
    return "a secrets folder";
  if (named((n) => FILE_NAMES.includes(n), FILE_NAMES))
    return `a credentials file (${literalBase ? last : FILE_NAMES.find(base)})`;
  if (named((n) => /^\.env/.test(n) && !TEMPLATE.test(n), ENV_NAMES))
    return "an environment file with secrets (.env*)";
  if (named((n) => /\.pem$/.test(n) || KEY_FILE.test(n), KEY_NAMES))
    return "a private key";
  if (raw[0] === "proc" && base("environ"))
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
