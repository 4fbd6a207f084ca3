/**
 * Every verb with its one-line summary, so `forge --help` lists them without importing any.
 * `module` is the file under src/commands/ (without extension) that implements it.
 */
export interface CommandEntry {
  name: string;
  summary: string;
  module: string;
  /** Only reads: a typo's suggestion prefers these over verbs that start or change something. */
  readOnly?: true;
}

export const COMMANDS: CommandEntry[] = [
  { name: 'start', summary: 'run the daemon for a project (watchers, deadlines, cleanup)', module: 'start' },
  { name: 'submit', summary: 'dispatcher: write a task into a worker inbox', module: 'submit' },
  { name: 'pickup', summary: 'worker: claim the oldest unclaimed task and print it', module: 'pickup' },
  { name: 'handoff', summary: 'worker: write the pr-handoff for a story', module: 'handoff' },
  { name: 'confirm', summary: 'sentinel: confirm a handed-off story so the daemon cleans up', module: 'confirm' },
  { name: 'retry', summary: 'run an orphaned or timed-out story again: old task to the ledger, a fresh task file', module: 'retry' },
  { name: 'release', summary: 'release a stuck claim: the story is submitted again', module: 'release' },
  { name: 'status', summary: 'bounded summary of tasks by state, most urgent first', module: 'status', readOnly: true },
  { name: 'workers', summary: 'the roster: each worker with its status, current task, idle since, last seen', module: 'workers', readOnly: true },
  { name: 'hook stop', summary: 'worker Stop hook: claim the next task and hand it to the session, or wait for one', module: 'hook-stop' },
  { name: 'hook session-start', summary: 'worker SessionStart hook: who the worker is, its task, what waits', module: 'hook-session-start' },
  { name: 'hook pre-compact', summary: "PreCompact hook: ingest the session's pending lines, compound if past the watermark", module: 'hook-pre-compact' },
  { name: 'hook notification', summary: 'worker Notification hook: record that the session waits for a person', module: 'hook-notification' },
  { name: 'workers start', summary: 'start managed workers (all, or the ones named)', module: 'workers-start' },
  { name: 'workers stop', summary: 'stop managed workers and keep them stopped', module: 'workers-stop' },
  { name: 'workers restart', summary: 'restart managed workers, failed ones too', module: 'workers-restart' },
  { name: 'workers show', summary: "print a managed worker's current screen", module: 'workers-show', readOnly: true },
  { name: 'attach', summary: "attach to a managed worker's session (Ctrl+D detaches, the worker keeps running)", module: 'attach' },
  { name: 'stop', summary: 'stop the daemon of a project (and its managed workers)', module: 'stop' },
  { name: 'kb search', summary: 'search the exchange memory built from Claude Code transcripts', module: 'kb-search', readOnly: true },
  { name: 'kb get', summary: 'print one exchange of the transcript memory', module: 'kb-get', readOnly: true },
  {
    name: 'kb stats',
    summary: 'size of the transcript memory (sessions, exchanges, bytes, index, last ingest and compound) and the code index',
    module: 'kb-stats',
    readOnly: true,
  },
  { name: 'kb ask', summary: 'ask where code is (--code): definitions, callers, a file, a map, as file:line', module: 'kb-ask', readOnly: true },
  { name: 'kb ingest', summary: 'turn pending transcripts into exchange files and the index', module: 'kb-ingest' },
  { name: 'compound', summary: 'ingest, then run the [compound] command for sessions past the watermark (--force: now), under its lock', module: 'compound' },
  { name: 'broadcast', summary: 'publish a contract or finding to sibling workers', module: 'broadcast' },
  { name: 'broadcasts get', summary: 'print one broadcast in full', module: 'broadcasts-get', readOnly: true },
  { name: 'broadcasts', summary: 'list broadcasts newest first, one bounded page', module: 'broadcasts', readOnly: true },
  { name: 'inspect', summary: "check a batch's producers against its consumers", module: 'inspect', readOnly: true },
  { name: 'plan', summary: "list the plans, or show one plan's phase and files with what to fix", module: 'plan', readOnly: true },
  { name: 'tool', summary: 'run an agent-facing tool with a JSON input, or list them', module: 'tool' },
  { name: 'mcp', summary: 'serve the agent-facing tools over MCP on stdio (server "forge")', module: 'mcp' },
  { name: 'explain', summary: 'show how Heimdall reads a shell command and which rule fires', module: 'explain', readOnly: true },
  { name: 'hooks install', summary: 'write .claude/settings.local.json so Heimdall guards a worktree', module: 'hooks-install' },
  { name: 'hook pre-tool', summary: 'Heimdall, the PreToolUse hook (reads the hook JSON on stdin)', module: 'hook-pre-tool' },
  { name: 'lab dispatch', summary: 'reference dispatcher: a free worker gets the story, else a degraded run', module: 'lab-dispatch' },
  { name: 'lab sentinel', summary: 'reference sentinel: confirm handoffs, re-route orphans, fail timeouts, queue escalations', module: 'lab-sentinel' },
  { name: 'story create', summary: "submit a forge task to lab as a story (lab's create_story), once", module: 'story-create' },
  { name: 'story status', summary: "ask lab where a submitted task's story is (get_story_status)", module: 'story-status', readOnly: true },
  { name: 'init', summary: 'set up a project: commented config.toml, output folders, adapters, .gitignore lines', module: 'init' },
  { name: 'doctor', summary: 'check the set-up, one line per check: OK, WARN or FAIL with the fix', module: 'doctor', readOnly: true },
  { name: 'demo', summary: 'watch the whole pipeline run on a copy of the example project, in under a minute', module: 'demo' },
];

/** The first words of two-word verbs (`kb`, `hook`, `lab`, ...), each with its verbs. */
export function commandGroup(word: string): CommandEntry[] {
  return COMMANDS.filter((entry) => entry.name.startsWith(`${word} `));
}

export function findCommand(words: string[]): { entry: CommandEntry; rest: string[] } | null {
  for (const length of [2, 1]) {
    const name = words.slice(0, length).join(' ');
    const entry = COMMANDS.find((c) => c.name === name);
    if (entry && words.length >= length) return { entry, rest: words.slice(length) };
  }
  return null;
}
