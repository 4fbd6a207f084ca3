import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Claude Code transcripts written by this project, so the transcript code paths are covered on
 * every machine, with or without the real corpus. Deterministic: the same bytes on every call.
 * Shapes follow the format as Claude Code writes it: every record type (and one type from a
 * future release), an assistant response split into one record per content block sharing
 * `message.id` and `requestId`, sidechains under `<session>/subagents/`, compaction (the
 * context size drops after the boundary), Stop-hook continuations, a last line cut mid-write.
 */
export const GENERATED_FOLDERS = ['workshop', 'hooks'] as const;

/** The long session: over 300 lines, compacted once, with two sidechains. */
export const LONG_SESSION = '5e551011-7a2b-4c3d-8e4f-000000000001';
export const LONG_SIDECHAIN = 'agent-a51de01';

type Json = Record<string, unknown>;
type Block = { type: 'text'; text: string } | { type: 'tool_use'; name: string; input: Json };

export class Session {
  readonly lines: string[] = [];
  private count = 0;
  private parent: string | null = null;
  private time: number;
  private context: number;
  private lastToolId = '';

  constructor(
    readonly sessionId: string,
    start: string,
    private readonly sidechain = false,
    context = 12_000,
  ) {
    this.time = Date.parse(start);
    this.context = context;
  }

  private next(): { uuid: string; timestamp: string } {
    this.count += 1;
    this.time += 7_000;
    const tail = `${this.sessionId
      .replace(/[^0-9a-f]/g, '')
      .slice(0, 4)
      .padEnd(4, '0')}${this.count.toString(16).padStart(8, '0')}`;
    return {
      uuid: `0b5e55ed-${tail.slice(0, 4)}-4${tail.slice(4, 7)}-8${tail.slice(7, 10)}-${tail.padEnd(12, '0').slice(0, 12)}`,
      timestamp: new Date(this.time).toISOString(),
    };
  }

  private record(type: string, fields: Json): this {
    const { uuid, timestamp } = this.next();
    const base = {
      parentUuid: this.parent,
      isSidechain: this.sidechain,
      userType: 'external',
      cwd: '/home/dev/shop',
      sessionId: this.sessionId,
      version: '2.1.40',
      gitBranch: 'main',
    };
    this.lines.push(JSON.stringify({ ...base, type, ...fields, uuid, timestamp }));
    this.parent = uuid;
    return this;
  }

  user(content: string | Json[], extra: Json = {}): this {
    return this.record('user', { message: { role: 'user', content }, ...extra });
  }

  prompt(text: string): this {
    return this.user(text);
  }

  /** One API response: one record per content block, the same id, request id and usage on each. */
  assistant(blocks: Block[], options: { grow?: number; model?: string } = {}): this {
    this.context += options.grow ?? 900;
    const id = `msg_${this.sessionId.slice(0, 6)}${this.count}`;
    const usage = { input_tokens: 3, cache_read_input_tokens: this.context - 503, cache_creation_input_tokens: 500, output_tokens: 60 };
    for (const block of blocks) {
      if (block.type === 'tool_use') this.lastToolId = `toolu_${this.sessionId.slice(0, 4)}${this.count}`;
      const content = block.type === 'text' ? block : { type: 'tool_use', id: this.lastToolId, name: block.name, input: block.input };
      this.record('assistant', {
        message: { model: options.model ?? 'claude-opus-4-6', id, type: 'message', role: 'assistant', content: [content], usage },
        requestId: `req_${id}`,
      });
    }
    return this;
  }

  say(text: string): this {
    return this.assistant([{ type: 'text', text }]);
  }

  /** A tool call and its result, the way Claude Code pairs them. */
  tool(name: string, input: Json, result: string, isError = false): this {
    return this.assistant([{ type: 'tool_use', name, input }]).result(result, isError);
  }

  /** The result of the last tool call. */
  result(text: string, isError = false): this {
    return this.user([{ tool_use_id: this.lastToolId, type: 'tool_result', content: text, is_error: isError }], {
      toolUseResult: { stdout: text, stderr: '', interrupted: false },
    });
  }

  bash(command: string, output: string, isError = false): this {
    return this.tool('Bash', { command, description: `Run ${command.split(' ')[0]}` }, output, isError);
  }

  system(subtype: string, fields: Json = {}): this {
    return this.record('system', { subtype, level: 'info', isMeta: false, ...fields });
  }

  /** Records that carry no exchange content; some have no uuid at all. */
  bare(fields: Json): this {
    this.time += 1_000;
    this.lines.push(JSON.stringify({ ...fields, timestamp: new Date(this.time).toISOString() }));
    return this;
  }

  progress(hookEvent: string): this {
    return this.record('progress', { data: { type: 'hook_progress', hookEvent, hookName: `${hookEvent}:startup`, command: 'true' } });
  }

  /** Auto-compaction: the boundary, the summary shown to the model, and a much smaller context after. */
  compact(): this {
    const preTokens = this.context;
    this.parent = null;
    this.system('compact_boundary', { content: 'Conversation compacted', compactMetadata: { trigger: 'auto', preTokens } });
    this.context = 9_000;
    return this.user(
      'This session is being continued from a previous conversation that ran out of context. The summary below covers the earlier portion of the conversation.\n\nThe checkout page, its tests and the rounding fix were done.',
      { isCompactSummary: true, isVisibleInTranscriptOnly: true },
    );
  }

  stopSummary(prevented: boolean, errors: string[] = []): this {
    return this.system('stop_hook_summary', {
      hookCount: 1,
      hookInfos: [{ command: '.claude/hooks/stop.sh' }],
      hookErrors: errors,
      preventedContinuation: prevented,
      stopReason: prevented ? 'quality checks failed' : '',
      hasOutput: true,
      level: 'suggestion',
    });
  }

  turnDuration(ms: number): this {
    return this.system('turn_duration', { durationMs: ms });
  }

  text(): string {
    return this.lines.map((line) => `${line}\n`).join('');
  }
}

const COMMANDS = [
  'git status',
  'npm test 2>&1 | tail -20',
  'ls -la src/',
  'grep -rn "formatPrice" src/ | head -20',
  'git diff --stat',
  'npx tsc --noEmit',
  'cat package.json',
  'git log --oneline -5',
  'git add src/price.ts spec/price.test.ts && git commit -m "$(cat <<\'EOF\'\nRound prices half up\n\nThe checkout total was a cent short.\nEOF\n)"',
  'node --test dist/spec/ 2>&1 | grep -E "^# (pass|fail)"',
  'mkdir -p tmp/cache && cp fixtures/*.json tmp/cache/',
  'for f in src/*.ts; do wc -l "$f"; done',
  'find . -name "*.test.ts" -not -path "./node_modules/*"',
  'rm -rf dist && npm run build',
];

function longSession(): Session {
  const s = new Session(LONG_SESSION, '2026-02-10T09:00:00Z');
  s.progress('SessionStart').bare({
    type: 'file-history-snapshot',
    messageId: 'snap-1',
    snapshot: { messageId: 'snap-1', trackedFileBackups: {} },
    isSnapshotUpdate: false,
  });
  s.prompt('Implement FORGE-12: the checkout page shows the total with tax, rounded to the cent.');
  for (let i = 0; i < 40; i++) {
    s.assistant([
      {
        type: 'text',
        text: `Step ${i}: reading the checkout module and its tests before changing the total. ${'The tax table applies per line item, then the sum is rounded. '.repeat(4)}`,
      },
      { type: 'tool_use', name: 'Read', input: { file_path: `/home/dev/shop/src/checkout/part-${i}.ts` } },
    ]);
    s.result(`export const part${i} = (price: number) => Math.round(price * 100) / 100;\n`.repeat(12));
    s.bash(COMMANDS[i % COMMANDS.length]!, `ok ${i}\n`, i % 9 === 8);
  }
  s.bare({
    type: 'queue-operation',
    operation: 'enqueue',
    sessionId: LONG_SESSION,
    content:
      '<task-notification>\n<task-id>b001</task-id>\n<status>completed</status>\n<summary>Background command "npm test" completed (exit code 0)</summary>\n</task-notification>',
  });
  s.user('<task-notification>\n<task-id>b001</task-id>\n<status>completed</status>\n</task-notification>');
  s.tool(
    'Task',
    { description: 'Check rounding', prompt: 'Find every place a price is rounded', subagent_type: 'Explore' },
    'Three places round prices; two use Math.round.',
  );
  s.stopSummary(false).turnDuration(1_840_000);
  s.prompt('Now make the receipt use the same rounding.');
  for (let i = 0; i < 30; i++) s.bash(COMMANDS[(i * 5) % COMMANDS.length]!, `line ${i} of the receipt work\n`.repeat(3), false);
  s.compact();
  s.prompt('Continue: add a test for a basket of three items at 19% tax.');
  for (let i = 0; i < 30; i++)
    s.tool('Edit', { file_path: '/home/dev/shop/spec/receipt.test.ts', old_string: `case ${i}`, new_string: `case ${i + 1}` }, 'The file has been updated.');
  s.say('The receipt test covers three items at 19% tax and passes.').stopSummary(false).turnDuration(620_000);
  return s;
}

function sidechain(agent: string, compaction: boolean): Session {
  const s = new Session(LONG_SESSION, '2026-02-10T09:40:00Z', true);
  s.user('Find every place a price is rounded', { agentId: agent });
  for (let i = 0; i < 6; i++) s.tool('Grep', { pattern: 'Math.round', path: 'src' }, `src/checkout/part-${i}.ts:1:Math.round`);
  if (compaction) s.compact();
  return s.say('Three places round prices; two use Math.round.');
}

function shortSession(): Session {
  const s = new Session('short', '2026-02-11T14:00:00Z');
  s.bare({ type: 'summary', summary: 'Dev server setup', leafUuid: 'none' });
  s.user('<command-name>/model</command-name>\n<command-message>model</command-message>\n<command-args></command-args>');
  s.system('local_command', { content: '<command-name>/model</command-name>\n<command-message>model</command-message>' });
  s.user('<local-command-stdout>Set model to opus</local-command-stdout>');
  s.prompt('Start the dev server with npm run dev.server and tell me the port.');
  s.bash('npm run dev.server', 'listening on http://localhost:5173');
  s.say('The dev server listens on port 5173.');
  s.prompt('Stop it and run the linter instead.');
  s.user([{ type: 'text', text: '[Request interrupted by user for tool use]' }]);
  s.assistant([{ type: 'text', text: 'API Error: 529 overloaded' }], { model: '<synthetic>', grow: 0 });
  s.bare({ type: 'forge-future-record', note: 'a record type from a newer release' });
  s.user([{ type: 'text', text: 'Run the linter on src only.' }]);
  s.bash('npx eslint src', '0 problems');
  return s.say('No lint problems in src.').turnDuration(41_000);
}

function toolHeavySession(): Session {
  const s = new Session('tool_heavy', '2026-02-12T08:00:00Z');
  s.bare({ type: 'file-history-snapshot', messageId: 'snap-2', snapshot: { messageId: 'snap-2', trackedFileBackups: {} }, isSnapshotUpdate: false });
  s.prompt('Find why the basket total test fails and fix it.');
  for (let i = 0; i < 25; i++) {
    s.bash(COMMANDS[(i * 3) % COMMANDS.length]!, i % 4 === 3 ? 'Error: expected 10.01, got 10' : `step ${i} passed`, i % 4 === 3);
    s.tool(i % 2 === 0 ? 'Read' : 'Glob', i % 2 === 0 ? { file_path: `src/basket-${i}.ts` } : { pattern: 'src/**/*.ts' }, `contents of basket ${i}`);
  }
  s.say('The total was rounded before tax; it is rounded after tax now and the test passes.');
  s.prompt('Commit it.');
  s.bash('git status --short', ' M src/basket.ts');
  s.bash(COMMANDS[8]!, '[main 1a2b3c4] Round prices half up');
  return s.say('Committed.');
}

/** Opens with records that start no exchange, then hands work to a subagent. */
function subagentSession(): Session {
  const s = new Session('subagent', '2026-02-12T16:00:00Z');
  s.progress('SessionStart').progress('UserPromptSubmit');
  s.prompt('Ask a subagent to list the slow tests.');
  s.tool(
    'Task',
    { description: 'List slow tests', prompt: 'Which tests take over a second?', subagent_type: 'general-purpose' },
    'spec/checkout.test.ts takes 2.1 s.',
  );
  for (let i = 0; i < 8; i++) s.bash(`node --test spec/part-${i}.test.js`, `# duration_ms ${100 * i}`);
  return s.say('One slow test: spec/checkout.test.ts.');
}

/** The Stop hook refuses to let the agent stop, its feedback arrives as a meta user record, work goes on. */
function stopHookSession(): Session {
  const s = new Session('stop-hook-continuation', '2026-02-13T10:00:00Z');
  s.prompt('Write hello.sh that prints hello.');
  s.tool('Write', { file_path: '/home/dev/shop/hello.sh', content: 'echo hello\n' }, 'File created successfully');
  s.say('hello.sh is written.');
  s.stopSummary(true, ['uncommitted changes']);
  s.user('Stop hook feedback:\n[.claude/hooks/stop.sh]: Cannot exit with uncommitted changes. Commit or remove them.', { isMeta: true });
  s.bash('git add hello.sh && git commit -m "Add hello.sh"', '[main 9f8e7d6] Add hello.sh');
  s.say('Committed hello.sh.').stopSummary(false).turnDuration(12_000);
  return s;
}

/** Every generated file: its path under the tree's root and its text. */
export function generatedTranscripts(): Array<{ path: string; text: string }> {
  const [workshop, hooks] = GENERATED_FOLDERS;
  const truncated = new Session('truncated-tail', '2026-02-14T12:00:00Z')
    .prompt('Rename the price helper.')
    .bash('git mv src/price.ts src/money.ts', '')
    .say('Renamed.');
  return [
    { path: join(workshop, `${LONG_SESSION}.jsonl`), text: longSession().text() },
    { path: join(workshop, LONG_SESSION, 'subagents', `${LONG_SIDECHAIN}.jsonl`), text: sidechain(LONG_SIDECHAIN, false).text() },
    { path: join(workshop, LONG_SESSION, 'subagents', 'agent-acompact-5e5501.jsonl'), text: sidechain('acompact-5e5501', true).text() },
    { path: join(workshop, 'short.jsonl'), text: shortSession().text() },
    { path: join(workshop, 'tool_heavy.jsonl'), text: toolHeavySession().text() },
    { path: join(workshop, 'subagent.jsonl'), text: subagentSession().text() },
    { path: join(hooks, 'stop-hook-continuation.jsonl'), text: stopHookSession().text() },
    // Claude Code was stopped mid-write: the last line has neither its end nor a newline.
    { path: join(hooks, 'truncated-tail.jsonl'), text: `${truncated.text()}${truncated.lines[0]!.slice(0, 80)}` },
  ];
}

/** Writes the generated tree under `root`; returns its session folders. */
export async function writeGeneratedTranscripts(root: string): Promise<string[]> {
  for (const { path, text } of generatedTranscripts()) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return GENERATED_FOLDERS.map((name) => join(root, name));
}
