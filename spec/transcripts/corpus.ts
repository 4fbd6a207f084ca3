import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { TestContext } from 'node:test';
import { type Config, DEFAULT_CONFIG } from '../../protocol/config.js';
import { ManualClock } from '../../src/clock.js';
import { TranscriptService } from '../../src/transcripts/transcript-memory.js';
import { onCleanup } from '../helpers/cleanup.js';
import { corpusRequirement, corpusTranscriptDirs } from '../helpers/corpus-location.js';
import { need } from '../helpers/requirement.js';
import { LONG_SESSION, LONG_SIDECHAIN, writeGeneratedTranscripts } from './synthetic-transcripts.js';

export interface Session {
  dir: string;
  file: string;
  sessionId: string;
}

export function sessionsIn(dirs: string[]): Session[] {
  return dirs.flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => name.endsWith('.jsonl'))
      .sort()
      .map((name) => ({ dir, file: join(dir, name), sessionId: name.slice(0, -'.jsonl'.length) })),
  );
}

/**
 * A folder tree of transcripts the tests run on: the generated one always, the real corpus when
 * this machine has it. `picks` names the sessions a test needs for what they hold.
 */
export interface TranscriptTree {
  dirs: string[];
  sessions: Session[];
  picks: {
    /** Read piece by piece: the longest session first, then small ones with interrupts, commands and Stop-hook feedback. */
    piecewise: string[];
    toolHeavy: string;
    short: string;
    /** Its first record opens no exchange. */
    quietStart: string;
    /** A session with a sidechain under `<session>/subagents/`. */
    sidechain: { sessionId: string; agent: string };
  };
}

export const TREES: Array<{ label: string; open(t: TestContext): Promise<TranscriptTree | null> }> = [
  {
    label: 'generated transcripts',
    async open(t) {
      const dirs = await writeGeneratedTranscripts(await tempDir(t, 'kb-generated-'));
      const picks = {
        piecewise: [LONG_SESSION, 'short', 'subagent', 'tool_heavy', 'stop-hook-continuation', 'truncated-tail'],
        toolHeavy: 'tool_heavy',
        short: 'short',
        quietStart: 'subagent',
        sidechain: { sessionId: LONG_SESSION, agent: LONG_SIDECHAIN },
      };
      return { dirs, sessions: sessionsIn(dirs), picks };
    },
  },
  {
    label: 'real corpus',
    async open(t) {
      if (!need(t, corpusRequirement())) return null;
      const dirs = corpusTranscriptDirs();
      const picks = {
        piecewise: ['fa812bfe-b295-4cca-9c2f-fdf01028cb46', 'ae4a77f8-aedd-4bc1-888f-c94edc91af04', 'short', 'subagent', 'tool_heavy', 'coverage-test-fix'],
        toolHeavy: 'tool_heavy',
        short: 'short',
        quietStart: 'subagent',
        sidechain: { sessionId: '258c7280-ae70-4798-800f-63464d01a85d', agent: 'agent-a881341' },
      };
      return { dirs, sessions: sessionsIn(dirs), picks };
    },
  },
];

export function sessionFile(tree: TranscriptTree, sessionId: string): string {
  const found = tree.sessions.find((s) => s.sessionId === sessionId);
  if (!found) throw new Error(`no session ${sessionId} in ${tree.dirs.join(', ')}`);
  return found.file;
}

export async function tempDir(t: TestContext, prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  onCleanup(t, () => rm(dir, { recursive: true, force: true }));
  return dir;
}

export const T0 = Date.parse('2026-03-01T00:00:00Z');

export async function openService(
  projectRoot: string,
  options: { config?: Config; compound?: boolean; rebuild?: boolean; clock?: ManualClock; maxFolds?: number } = {},
) {
  return TranscriptService.open({
    projectRoot,
    config: options.config ?? DEFAULT_CONFIG,
    clock: options.clock ?? new ManualClock(T0),
    env: {},
    compound: options.compound ?? false,
    rebuild: options.rebuild ?? false,
    projectsDir: join(projectRoot, 'no-claude-projects'),
    ...(options.maxFolds === undefined ? {} : { maxFolds: options.maxFolds }),
  });
}

export async function ingestFolder(projectRoot: string, dir: string, options: { rebuild?: boolean } = {}) {
  const service = await openService(projectRoot, options);
  return service.ingestDirs([{ dir, agent: null, storyId: null }]);
}

/** Every file under `_vibe-chain-output/exchanges`, by relative path, as text. */
export async function snapshotExchanges(projectRoot: string, options: { withState?: boolean } = {}): Promise<Map<string, string>> {
  const root = join(projectRoot, '_vibe-chain-output', 'exchanges');
  const files = new Map<string, string>();
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      // The search index is an append-only log whose lines depend on how the ingest was split; what it answers is checked in search.test.ts.
      if (entry.isDirectory()) {
        if (entry.name !== '_search') await walk(path);
      } else if (options.withState || entry.name !== '_state.json') files.set(relative(root, path), await readFile(path, 'utf8'));
    }
  };
  await walk(root);
  return files;
}

/**
 * What a session should come to, counted here with code of its own (not the code under test)
 * from the rules the format README states: a real prompt is a `user` record whose content is a
 * string or text blocks, not meta, not a compaction summary, not tool results, not a command or
 * task-notification wrapper, not an interruption notice. Records before the first prompt that
 * the memory uses open one more exchange.
 */
export interface Expected {
  exchanges: number;
  contextTokens: number | null;
  skippedTypes: string[];
}

const USED_SYSTEM = new Set(['compact_boundary', 'stop_hook_summary', 'local_command']);
const WRAPPERS = [
  '<command-name>',
  '<command-message>',
  '<command-args>',
  '<local-command-stdout>',
  '<local-command-stderr>',
  '<task-notification>',
  '<bash-input>',
  '<bash-stdout>',
  '<bash-stderr>',
];

export function expectedFor(file: string): Expected {
  let prompts = 0;
  let usedBeforeFirstPrompt = false;
  let contextTokens: number | null = null;
  const skipped = new Set<string>();
  // The piece after the last newline is a line still being written: not read yet.
  for (const line of readFileSync(file, 'utf8').split('\n').slice(0, -1)) {
    if (line.trim() === '') continue;
    const record = JSON.parse(line);
    let used = false;
    if (record.type === 'user') {
      const content = record.message?.content;
      const isToolResults = Array.isArray(content) && content.some((b: { type?: string }) => b?.type === 'tool_result');
      const texts =
        typeof content === 'string'
          ? [content]
          : Array.isArray(content)
            ? content.filter((b: { type?: string }) => b?.type === 'text').map((b: { text: string }) => b.text)
            : [];
      used = isToolResults || texts.length > 0;
      if (!used) skipped.add('user:other');
      const text = texts.join('\n');
      const isPrompt =
        !isToolResults &&
        texts.length > 0 &&
        record.isMeta !== true &&
        record.isCompactSummary !== true &&
        !WRAPPERS.some((w) => text.trimStart().startsWith(w)) &&
        !text.startsWith('[Request interrupted by user');
      if (isPrompt) prompts += 1;
      else if (used && prompts === 0) usedBeforeFirstPrompt = true;
    } else if (record.type === 'assistant') {
      used = true;
      if (prompts === 0) usedBeforeFirstPrompt = true;
      const usage = record.message?.usage;
      if (usage && record.message.model !== '<synthetic>')
        contextTokens = (usage.input_tokens ?? 0) + (usage.cache_read_input_tokens ?? 0) + (usage.cache_creation_input_tokens ?? 0);
    } else if (record.type === 'system' && USED_SYSTEM.has(record.subtype)) {
      used = true;
      if (prompts === 0) usedBeforeFirstPrompt = true;
    } else {
      skipped.add(record.type === 'system' ? `system:${record.subtype}` : String(record.type));
    }
  }
  return { exchanges: prompts + (usedBeforeFirstPrompt ? 1 : 0), contextTokens, skippedTypes: [...skipped].sort() };
}
