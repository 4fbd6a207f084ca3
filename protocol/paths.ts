import type { HandoffKind } from './handoff.js';
import type { SignalName } from './signals.js';

/**
 * Every path of ipc-v1, relative to the project root, with `/` separators. The shell joins them
 * onto the root; nothing here touches the filesystem.
 */
export const CONFIG_DIR = '_vibe-chain';
export const CONFIG_TOML = `${CONFIG_DIR}/config.toml`;
export const CONFIG_YAML = `${CONFIG_DIR}/config.yaml`;
export const ADAPTERS_DIR = `${CONFIG_DIR}/agents/forge`;
export const OUTPUT_DIR = '_vibe-chain-output';
export const INBOX_DIR = `${OUTPUT_DIR}/worker-inbox`;
export const TRACKING_FILE = `${INBOX_DIR}/.tracking.json`;
export const HISTORY_FILE = `${INBOX_DIR}/.history.jsonl`;
export const HANDOFFS_DIR = `${OUTPUT_DIR}/handoffs`;
export const BROADCASTS_DIR = `${OUTPUT_DIR}/broadcasts`;
export const EXCHANGES_DIR = `${OUTPUT_DIR}/exchanges`;
export const EXCHANGES_INDEX = `${EXCHANGES_DIR}/_index.jsonl`;
export const EXCHANGES_STATE = `${EXCHANGES_DIR}/_state.json`;
export const COMPOUND_LOCK = `${EXCHANGES_DIR}/.compound.lock`;
export const COMPOUND_LOG = `${EXCHANGES_DIR}/_compound.log`;
/** The derived search index (postings and a table of exchanges): rebuilt from the exchange files when missing. */
export const SEARCH_DIR = `${EXCHANGES_DIR}/_search`;
export const exchangeFile = (sessionId: string, exchangeId: string) => `${EXCHANGES_DIR}/${sessionId}/${exchangeId}.md`;
/** The code index of a repository (derived: delete it and the next question or daemon start rebuilds it). */
export const CODE_INDEX_DIR = `${OUTPUT_DIR}/code-index`;
export const codeIndexFile = (repo: string) => `${CODE_INDEX_DIR}/${repo}.jsonl`;
export const AUDIT_LOG = `${OUTPUT_DIR}/heimdall-audit.log`;
export const EVENTS_LOG = `${OUTPUT_DIR}/events.jsonl`;
export const DAEMON_LOCK = `${OUTPUT_DIR}/.forge-daemon.lock`;
export const DAEMON_OWNER = `${OUTPUT_DIR}/.forge-daemon.json`;
/** The daemon lease: one `epoch-<n>.json` per holder; the highest epoch is the holder (see protocol/lease.ts). */
export const LEASE_DIR = `${OUTPUT_DIR}/lease`;
/** A random id created once inside the project: the lease names the project by it, not by its path. */
export const PROJECT_ID_FILE = `${OUTPUT_DIR}/.project-id`;
/** The daemon's private cache folder (not part of the protocol; see PROTOCOL.md section 3). */
export const READ_CACHE_DIR = `${OUTPUT_DIR}/.forge-cache`;
/** What the supervisor keeps of the workers it runs: each session's settings, the hooks' log. */
export const SUPERVISOR_DIR = `${OUTPUT_DIR}/supervisor`;
/** The daemon's record of its relay subscription to lab (not part of the protocol). */
export const LAB_RELAY_FILE = '.forge/lab-relay.json';

export const adapterFile = (agent: string) => `${ADAPTERS_DIR}/${agent}.md`;
export const agentInbox = (agent: string) => `${INBOX_DIR}/${agent}`;
export const taskFile = (agent: string, id: string) => `${INBOX_DIR}/${agent}/${id}.md`;
export const CONTEXT_SUFFIX = '.context.json';
export const contextFile = (agent: string, id: string) => `${INBOX_DIR}/${agent}/${id}${CONTEXT_SUFFIX}`;
export const signalFile = (agent: string, id: string, signal: SignalName) => `${INBOX_DIR}/${agent}/${id}.${signal}`;
export const heartbeatFile = (agent: string) => `${INBOX_DIR}/${agent}/.heartbeat`;
export const handoffFile = (id: string, kind: HandoffKind) => `${HANDOFFS_DIR}/${id}-${kind}-handoff.md`;

/** What an inbox entry's name says it is; null for names that are not part of the protocol. */
export type InboxName =
  | { kind: 'task'; id: string }
  | { kind: 'context'; id: string }
  | { kind: 'signal'; id: string; signal: SignalName }
  | { kind: 'heartbeat' };

const INBOX_SUFFIXES: ReadonlyArray<[string, (id: string) => InboxName]> = [
  [CONTEXT_SUFFIX, (id) => ({ kind: 'context', id })],
  ['.picked-up', (id) => ({ kind: 'signal', id, signal: 'picked-up' })],
  ['.orphaned', (id) => ({ kind: 'signal', id, signal: 'orphaned' })],
  ['.timeout', (id) => ({ kind: 'signal', id, signal: 'timeout' })],
  ['.confirmed', (id) => ({ kind: 'signal', id, signal: 'confirmed' })],
  ['.escalation', (id) => ({ kind: 'signal', id, signal: 'escalation' })],
  ['.md', (id) => ({ kind: 'task', id })],
];

export function classifyInboxName(name: string): InboxName | null {
  if (name === '.heartbeat') return { kind: 'heartbeat' };
  if (isTempName(name)) return null;
  for (const [suffix, make] of INBOX_SUFFIXES) {
    if (name.endsWith(suffix) && name.length > suffix.length) return make(name.slice(0, -suffix.length));
  }
  return null;
}

const HANDOFF_NAME = /^(.+)-(pr|error|escalation)-handoff\.md$/;

export function classifyHandoffName(name: string): { id: string; kind: HandoffKind } | null {
  if (isTempName(name)) return null;
  const match = HANDOFF_NAME.exec(name);
  return match ? { id: match[1]!, kind: match[2] as HandoffKind } : null;
}

/**
 * Temp files of atomic writes (write-file-atomic's `name.<hash>`, editors' `.name.swp`, our
 * `.name.tmp-<pid>`) and lock directories are never protocol files.
 */
export function isTempName(name: string): boolean {
  return (
    (name.startsWith('.') && name !== '.heartbeat' && name !== '.tracking.json' && name !== '.history.jsonl') ||
    name.endsWith('~') ||
    name.endsWith('.lock') ||
    name.endsWith('.swp') ||
    /\.\d+$/.test(name) ||
    /\.tmp(-[\w-]+)?$/.test(name)
  );
}
