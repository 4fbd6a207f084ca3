// dist/protocol/paths.js
var CONFIG_DIR = "_vibe-chain";
var CONFIG_TOML = `${CONFIG_DIR}/config.toml`;
var CONFIG_YAML = `${CONFIG_DIR}/config.yaml`;
var ADAPTERS_DIR = `${CONFIG_DIR}/agents/forge`;
var OUTPUT_DIR = "_vibe-chain-output";
var INBOX_DIR = `${OUTPUT_DIR}/worker-inbox`;
var TRACKING_FILE = `${INBOX_DIR}/.tracking.json`;
var HISTORY_FILE = `${INBOX_DIR}/.history.jsonl`;
var HANDOFFS_DIR = `${OUTPUT_DIR}/handoffs`;
var BROADCASTS_DIR = `${OUTPUT_DIR}/broadcasts`;
var EXCHANGES_DIR = `${OUTPUT_DIR}/exchanges`;
var EXCHANGES_INDEX = `${EXCHANGES_DIR}/_index.jsonl`;
var EXCHANGES_STATE = `${EXCHANGES_DIR}/_state.json`;
var COMPOUND_LOCK = `${EXCHANGES_DIR}/.compound.lock`;
var COMPOUND_LOG = `${EXCHANGES_DIR}/_compound.log`;
var SEARCH_DIR = `${EXCHANGES_DIR}/_search`;
var exchangeFile = (sessionId, exchangeId) => `${EXCHANGES_DIR}/${sessionId}/${exchangeId}.md`;
var CODE_INDEX_DIR = `${OUTPUT_DIR}/code-index`;
var codeIndexFile = (repo) => `${CODE_INDEX_DIR}/${repo}.jsonl`;
var AUDIT_LOG = `${OUTPUT_DIR}/heimdall-audit.log`;
var EVENTS_LOG = `${OUTPUT_DIR}/events.jsonl`;
var DAEMON_LOCK = `${OUTPUT_DIR}/.forge-daemon.lock`;
var DAEMON_OWNER = `${OUTPUT_DIR}/.forge-daemon.json`;
var LEASE_DIR = `${OUTPUT_DIR}/lease`;
var PROJECT_ID_FILE = `${OUTPUT_DIR}/.project-id`;
var READ_CACHE_DIR = `${OUTPUT_DIR}/.forge-cache`;
var SUPERVISOR_DIR = `${OUTPUT_DIR}/supervisor`;
var LAB_RELAY_FILE = ".forge/lab-relay.json";
var adapterFile = (agent) => `${ADAPTERS_DIR}/${agent}.md`;
var agentInbox = (agent) => `${INBOX_DIR}/${agent}`;
var taskFile = (agent, id) => `${INBOX_DIR}/${agent}/${id}.md`;
var CONTEXT_SUFFIX = ".context.json";
var contextFile = (agent, id) => `${INBOX_DIR}/${agent}/${id}${CONTEXT_SUFFIX}`;
var signalFile = (agent, id, signal) => `${INBOX_DIR}/${agent}/${id}.${signal}`;
var heartbeatFile = (agent) => `${INBOX_DIR}/${agent}/.heartbeat`;
var handoffFile = (id, kind) => `${HANDOFFS_DIR}/${id}-${kind}-handoff.md`;
var INBOX_SUFFIXES = [
  [CONTEXT_SUFFIX, (id) => ({ kind: "context", id })],
  [".picked-up", (id) => ({ kind: "signal", id, signal: "picked-up" })],
  [".orphaned", (id) => ({ kind: "signal", id, signal: "orphaned" })],
  [".timeout", (id) => ({ kind: "signal", id, signal: "timeout" })],
  [".confirmed", (id) => ({ kind: "signal", id, signal: "confirmed" })],
  [".escalation", (id) => ({ kind: "signal", id, signal: "escalation" })],
  [".md", (id) => ({ kind: "task", id })]
];
function classifyInboxName(name) {
  if (name === ".heartbeat")
    return { kind: "heartbeat" };
  if (isTempName(name))
    return null;
  for (const [suffix, make] of INBOX_SUFFIXES) {
    if (name.endsWith(suffix) && name.length > suffix.length)
      return make(name.slice(0, -suffix.length));
  }
  return null;
}
var HANDOFF_NAME = /^(.+)-(pr|error|escalation)-handoff\.md$/;
function classifyHandoffName(name) {
  if (isTempName(name))
    return null;
  const match = HANDOFF_NAME.exec(name);
  return match ? { id: match[1], kind: match[2] } : null;
}
function isTempName(name) {
  return name.startsWith(".") && name !== ".heartbeat" && name !== ".tracking.json" && name !== ".history.jsonl" || name.endsWith("~") || name.endsWith(".lock") || name.endsWith(".swp") || /\.\d+$/.test(name) || /\.tmp(-[\w-]+)?$/.test(name);
}

export {
  CONFIG_DIR,
  CONFIG_TOML,
  CONFIG_YAML,
  ADAPTERS_DIR,
  OUTPUT_DIR,
  INBOX_DIR,
  TRACKING_FILE,
  HISTORY_FILE,
  HANDOFFS_DIR,
  BROADCASTS_DIR,
  EXCHANGES_DIR,
  EXCHANGES_INDEX,
  EXCHANGES_STATE,
  COMPOUND_LOCK,
  COMPOUND_LOG,
  SEARCH_DIR,
  exchangeFile,
  CODE_INDEX_DIR,
  codeIndexFile,
  AUDIT_LOG,
  EVENTS_LOG,
  DAEMON_LOCK,
  DAEMON_OWNER,
  LEASE_DIR,
  PROJECT_ID_FILE,
  READ_CACHE_DIR,
  SUPERVISOR_DIR,
  LAB_RELAY_FILE,
  adapterFile,
  agentInbox,
  taskFile,
  CONTEXT_SUFFIX,
  contextFile,
  signalFile,
  heartbeatFile,
  handoffFile,
  classifyInboxName,
  classifyHandoffName,
  isTempName
};
