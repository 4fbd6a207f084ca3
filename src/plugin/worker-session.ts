
import { join } from 'node:path';
import { isAgentName } from '../../protocol/id-patterns.js';
import { findContext } from '../heimdall/context.js';
import { diskFsView } from '../heimdall/fs-view.js';
import { isHeimdallCommand } from '../heimdall/hook-entries.js';
import { isRecord } from '../heimdall/hook-input.js';

/**
 * Whether a Claude Code session is a forge worker, for the plugin's hooks (bin-scripts/forge-hook).
 * The plugin's hooks run in every session of everyone who installed it; they act only in a
 * worker session, and not when the session's own settings already run the same forge hook (the
 * Stop hook writes those into a worktree it hands a task to): two Stop hooks would claim two tasks.
 */
export type PluginHookEvent = 'pre-tool' | 'stop' | 'session-start';

export type WorkerSession =
  | { kind: 'worker'; agent: string }
  | { kind: 'not_worker' }
  | { kind: 'registered'; file: string }
  | { kind: 'bad_agent'; agent: string };

export interface SessionFacts {
  event: PluginHookEvent;
  env: NodeJS.ProcessEnv;
  /** The folder Claude Code was opened in (CLAUDE_PROJECT_DIR). */
  sessionDir: string;
  projectRoot: string;
}

const SETTINGS_EVENT: Record<PluginHookEvent, string> = { 'pre-tool': 'PreToolUse', stop: 'Stop', 'session-start': 'SessionStart' };

/** The commands of forge's own hooks as the Stop hook and `forge hooks install` write them. */
const OWNS: Record<PluginHookEvent, (command: string) => boolean> = {
  'pre-tool': isHeimdallCommand,
  stop: (command) => /\bforge['"]?\s+hook\s+stop\b/.test(command),
  'session-start': (command) => /\bforge['"]?\s+hook\s+session-start\b/.test(command),
};

/** The settings files of the session's folder that Claude Code reads hooks from. */
const SETTINGS_FILES = ['.claude/settings.json', '.claude/settings.local.json'];

export function workerSession(facts: SessionFacts): WorkerSession {
  const named = facts.env.FORGE_AGENT;
  if (named && !isAgentName(named)) return { kind: 'bad_agent', agent: named };
  const agent = named || trackedWorktreeAgent(facts);
  if (!agent) return { kind: 'not_worker' };
  const file = settingsRegistering(facts.sessionDir, facts.event, facts.env.FORGE_SETTINGS);
  return file ? { kind: 'registered', file } : { kind: 'worker', agent };
}

/** The agent of the tracked task whose worktree holds the session's folder (Heimdall's own lookup). */
function trackedWorktreeAgent(facts: SessionFacts): string | null {
  const found = findContext({ explicit: null, env: {}, cwd: facts.sessionDir, projectRoot: facts.projectRoot, realpath: diskFsView.realpath });
  return found?.context.agent ?? null;
}

/**
 * The settings file that already runs forge's hook for the event: one of the session folder's, or
 * the file a managed worker's session was started with (`--settings`, named in FORGE_SETTINGS).
 */
function settingsRegistering(sessionDir: string, event: PluginHookEvent, given: string | undefined): string | null {
  for (const file of [...SETTINGS_FILES.map((relative) => join(sessionDir, ...relative.split('/'))), ...(given ? [given] : [])]) {
    if (hookCommands(diskFsView.readText(file), SETTINGS_EVENT[event]).some(OWNS[event])) return file;
  }
  return null;
}

/** The hook commands registered for one event; a file that is absent or not JSON registers none. */
function hookCommands(text: string | null, event: string): string[] {
  if (text === null) return [];
  let settings: unknown;
  try {
    settings = JSON.parse(text);
  } catch (error) {
    // Claude Code ignores a settings file that is not JSON, so it registers nothing.
    if (error instanceof SyntaxError) return [];
    throw error;
  }
  const groups = isRecord(settings) && isRecord(settings.hooks) ? settings.hooks[event] : null;
  if (!Array.isArray(groups)) return [];
  return groups
    .flatMap((group) => (isRecord(group) && Array.isArray(group.hooks) ? group.hooks : []))
    .flatMap((hook) => (isRecord(hook) && typeof hook.command === 'string' ? [hook.command] : []));
}
