/**
 * Merging hook entries into Claude Code's `.claude/settings.local.json`, as a pure function so
 * every caller (Heimdall's PreToolUse hooks, the worker Stop and SessionStart hooks) shares one
 * merge. Everything already in the file is kept; an entry replaces only the commands it owns
 * (recognised by `owns`), so running the merge again changes nothing.
 */
export interface HookEntry {
  /** Claude Code hook event: `PreToolUse`, `Stop`, `SessionStart`, ... */
  event: string;
  /** Tool matcher (`Bash`, `Write|Edit`); omitted for events without one. */
  matcher?: string;
  command: string;
  timeout?: number;
  /** True for a command this entry replaces: an older version of the same hook. */
  owns: (command: string) => boolean;
}

type Json = Record<string, unknown>;
interface HookCommand {
  type: string;
  command?: string;
  timeout?: number;
  [key: string]: unknown;
}
interface MatcherGroup {
  matcher?: string;
  hooks: HookCommand[];
  [key: string]: unknown;
}

export function mergeHooks(settings: Json, entries: HookEntry[]): Json {
  const hooks: Record<string, unknown> = isObject(settings.hooks) ? { ...settings.hooks } : {};
  // First take out every command any entry owns (several entries may share one owner, as
  // Heimdall's three matchers do), then add the entries: the result is the same on every run.
  for (const event of new Set(entries.map((e) => e.event))) {
    const owners = entries.filter((e) => e.event === event);
    const owned = (h: HookCommand) => typeof h.command === 'string' && owners.some((e) => e.owns(h.command!));
    const groups = Array.isArray(hooks[event]) ? (hooks[event] as unknown[]) : [];
    hooks[event] = groups.map((g) => (isGroup(g) ? { ...g, hooks: g.hooks.filter((h) => !owned(h)) } : g)).filter((g) => !isGroup(g) || g.hooks.length > 0);
  }
  for (const entry of entries) {
    const groups = hooks[entry.event] as unknown[];
    const command: HookCommand = { type: 'command', command: entry.command, ...(entry.timeout ? { timeout: entry.timeout } : {}) };
    const target = groups.find((g) => isGroup(g) && (g.matcher ?? '') === (entry.matcher ?? '')) as MatcherGroup | undefined;
    if (target) target.hooks.push(command);
    else groups.push({ ...(entry.matcher !== undefined ? { matcher: entry.matcher } : {}), hooks: [command] });
  }
  return { ...settings, hooks };
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isGroup(value: unknown): value is MatcherGroup {
  return isObject(value) && Array.isArray(value.hooks) && value.hooks.every(isObject);
}
