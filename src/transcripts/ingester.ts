import { readdir, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { type ExchangesState, exchangeFile, type IndexLine, type SessionState, type TranscriptFileState } from '../../protocol/exchange.js';
import { EXCHANGES_DIR } from '../../protocol/paths.js';
import { writeAtomic } from '../fs/atomic-write.js';
import { pathExists } from '../fs/path-exists.js';
import { inProject } from '../project/project-root.js';
import { completeLines, HEAD_BYTES, hashBytes, readRanges, TAIL_BYTES } from './byte-lines.js';
import { loadIndex, saveIndex } from './index-store.js';
import { type ExchangeOwner, indexLineOf, renderExchange } from './render-exchange.js';
import { SearchIndexWriter } from './search-index.js';
import { applyLine, type ExchangeDraft, newFold, type SessionFold, type StoryRef } from './session-fold.js';
import { loadState, saveState } from './state-store.js';

/**
 * The incremental tailer: reads only the bytes a transcript gained since `_state.json` was written,
 * folds them into exchanges and writes the exchanges they closed. Calls must not overlap (the
 * watcher queues them); `flush()` rewrites the open exchanges that grew and saves `_state.json` and
 * `_index.jsonl`, once per batch.
 */
export interface TranscriptSource {
  file: string;
  kind: 'session' | 'sidechain';
  sessionId: string;
  agent: string | null;
  storyId: string | null;
  stage?: string | null;
}

export interface Activity {
  file: string;
  sessionId: string;
  agent: string | null;
  storyId: string | null;
  /** When the growth happened: now when this process had read the file before, else the file's mtime. */
  at: number;
}

export interface FileOutcome {
  activity: Activity | null;
  bytesRead: number;
  /** Read again from the start: first sighting, truncation or replacement. */
  rebuilt: boolean;
  /** Why the file was not read, when another file already holds its session id. */
  conflict?: string;
}

/** Live sessions at once, with room to spare; each fold holds its open exchange and seen uuids. */
const MAX_FOLDS = 64;
const WRITES_IN_FLIGHT = 16;
const NOTHING: FileOutcome = { activity: null, bytesRead: 0, rebuilt: false };

export class TranscriptIngester {
  private readonly folds = new Map<string, SessionFold>();
  private readonly index = new Map<string, IndexLine>();
  /** Open exchanges that grew since the last flush, by session. */
  private readonly openDrafts = new Map<string, { draft: ExchangeDraft; owner: ExchangeOwner }>();
  /** Files read by this process: growth seen in them is live (now), else it happened unseen (mtime). */
  private readonly seenHere = new Set<string>();
  /** With `rebuild`, the files not yet re-read in this run: their saved offsets are ignored. */
  private readonly forgotten = new Set<string>();
  private dirty = false;
  private readonly search: SearchIndexWriter;

  private constructor(
    readonly projectRoot: string,
    readonly state: ExchangesState,
    indexLines: IndexLine[],
    private readonly now: () => number,
    private readonly maxFolds: number,
  ) {
    for (const line of indexLines) this.index.set(indexKey(line.session_id, line.exchange_id), line);
    this.search = new SearchIndexWriter(projectRoot);
  }

  static async open(
    projectRoot: string,
    now: () => number,
    options: { rebuild?: boolean; maxFolds?: number } = {},
  ): Promise<{ ingester: TranscriptIngester; problems: string[] }> {
    const { state, problem } = await loadState(projectRoot);
    const { lines, invalid } = await loadIndex(projectRoot);
    const problems = [...(problem ? [problem] : []), ...(invalid > 0 ? [`${invalid} invalid lines in the exchange index were dropped`] : [])];
    const ingester = new TranscriptIngester(projectRoot, state, lines, now, options.maxFolds ?? MAX_FOLDS);
    if (options.rebuild) for (const file of Object.keys(state.files)) ingester.forgotten.add(file);
    return { ingester, problems };
  }

  /** Everything that is known about a session after the last ingest. */
  session(sessionId: string): SessionState | undefined {
    return this.state.sessions[sessionId];
  }

  async ingest(source: TranscriptSource): Promise<FileOutcome> {
    let size: number;
    let mtimeMs: number;
    try {
      ({ size, mtimeMs } = await stat(source.file));
    } catch (error) {
      // ENOENT: removed between the scan (or event) and now; its exchanges stay.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return NOTHING;
      throw error;
    }
    // Two files of one name would overwrite each other's exchanges; the first keeps the session
    // until its file is gone (moved or deleted).
    const owner = this.state.sessions[source.sessionId]?.file;
    if (source.kind === 'session' && owner !== undefined && owner !== source.file && (await pathExists(owner))) {
      return { ...NOTHING, conflict: `session ${source.sessionId} is read from ${owner}; ${source.file} has the same name and is left alone` };
    }
    const prior = this.forgotten.delete(source.file) ? undefined : this.state.files[source.file];
    const activity: Activity = {
      file: source.file,
      sessionId: source.sessionId,
      agent: source.agent,
      storyId: source.storyId,
      at: this.seenHere.has(source.file) ? this.now() : mtimeMs,
    };
    this.seenHere.add(source.file);
    if (source.kind === 'sidechain') {
      if (prior?.kind === 'sidechain' && prior.offset === size) return NOTHING;
      this.dirty = true;
      this.state.files[source.file] = { kind: 'sidechain', session_id: source.sessionId, offset: size, head: '', tail: '' };
      return { activity, bytesRead: 0, rebuilt: false };
    }
    if (prior?.kind === 'session' && size >= prior.offset) {
      const resumed = await this.resume(source, prior, size);
      if (resumed === 'unchanged') return NOTHING;
      if (resumed !== 'replaced') return { activity, bytesRead: resumed, rebuilt: false };
    }
    return { activity, bytesRead: await this.rebuild(source, size), rebuilt: true };
  }

  /**
   * Continues the in-memory fold from the saved offset or, after a restart, the saved fold from its
   * checkpoint. The first bytes and the bytes just before the offset must be the ones read last
   * time, else the file was replaced and is read again from the start.
   */
  private async resume(source: TranscriptSource, prior: TranscriptFileState, size: number): Promise<number | 'unchanged' | 'replaced'> {
    const hot = this.folds.get(source.sessionId);
    const checkpoint = this.state.sessions[source.sessionId]?.checkpoint;
    if (hot === undefined && checkpoint === undefined) return 'replaced';
    const unchanged = size === prior.offset;
    const resumeAt = hot !== undefined ? prior.offset : checkpoint!.offset;
    const tailStart = Math.max(0, prior.offset - TAIL_BYTES);
    const start = unchanged ? tailStart : Math.min(resumeAt, tailStart);
    const [head, bytes] = (await readRanges(source.file, [
      [0, Math.min(HEAD_BYTES, prior.offset)],
      [start, size],
    ])) as [Buffer, Buffer];
    if (hashBytes(head) !== prior.head || hashBytes(bytes.subarray(tailStart - start, prior.offset - start)) !== prior.tail) return 'replaced';
    if (unchanged) return 'unchanged';
    const fold = hot ?? newFold(checkpoint, this.sessionStory(source));
    this.keepFold(source.sessionId, fold);
    const prefix = head.length === HEAD_BYTES ? head : Buffer.concat([head, bytes.subarray(prior.offset - start)]);
    await this.foldWindow(source, fold, { start, bytes, prefix }, resumeAt, null);
    return head.length + bytes.length;
  }

  private async rebuild(source: TranscriptSource, size: number): Promise<number> {
    const [bytes] = (await readRanges(source.file, [[0, size]])) as [Buffer];
    const fold = newFold(undefined, this.sessionStory(source));
    this.keepFold(source.sessionId, fold);
    // A pending rewrite of the old open exchange would bring back a file the re-read may drop.
    this.openDrafts.delete(source.sessionId);
    await this.foldWindow(source, fold, { start: 0, bytes, prefix: bytes }, 0, new Set());
    return bytes.length;
  }

  /**
   * Folds the complete lines of `window` from byte `from` on, writes the exchanges they closed and
   * the open one, and records the new offset with the hashes that will check the next resume.
   */
  private async foldWindow(
    source: TranscriptSource,
    fold: SessionFold,
    window: { start: number; bytes: Buffer; prefix: Buffer },
    from: number,
    produced: Set<string> | null,
  ): Promise<void> {
    const { lines, end } = completeLines(window.bytes.subarray(from - window.start), from);
    const owner = this.ownerOf(source);
    // Closed exchanges are separate files: written WRITES_IN_FLIGHT at a time, so a long
    // transcript waits on the disk once per batch rather than once per exchange.
    const writes: Array<Promise<void>> = [];
    for (const line of lines) {
      const closed = applyLine(fold, line.text, line.offset);
      if (closed === null) continue;
      writes.push(this.writeExchange(closed, owner, produced));
      if (writes.length >= WRITES_IN_FLIGHT) await Promise.all(writes.splice(0));
    }
    await Promise.all(writes);
    if (this.search.full) await this.search.flush();
    if (fold.open !== null) this.recordOpen(fold.open, owner, produced);
    if (produced !== null) await this.removeStale(source.sessionId, produced);
    const head = window.prefix.subarray(0, Math.min(HEAD_BYTES, end));
    const tail = window.bytes.subarray(Math.max(0, end - TAIL_BYTES) - window.start, end - window.start);
    this.dirty = true;
    this.state.files[source.file] = { kind: 'session', session_id: source.sessionId, offset: end, head: hashBytes(head), tail: hashBytes(tail) };
    const previous = this.state.sessions[source.sessionId];
    this.state.sessions[source.sessionId] = {
      file: source.file,
      agent: owner.agent,
      story_id: previous?.story_id ?? source.storyId,
      stage: this.sessionStory(source)?.stage ?? null,
      checkpoint: { offset: fold.checkpoint.offset, counters: fold.checkpoint.counters },
      totals: { ...fold.counters, skipped: { ...fold.counters.skipped } },
      watermark_tokens: previous?.watermark_tokens ?? null,
      compounded_at: previous?.compounded_at ?? null,
    };
  }

  /**
   * Folds stay in memory for the sessions that grew most recently; an evicted one resumes from
   * its saved checkpoint when it grows again, which gives the same bytes (the restart path).
   */
  private keepFold(sessionId: string, fold: SessionFold): void {
    this.folds.delete(sessionId);
    this.folds.set(sessionId, fold);
    if (this.folds.size > this.maxFolds) this.folds.delete(this.folds.keys().next().value!);
  }

  /**
   * The story of the worktree a session was first seen in sticks like its agent, so a re-read
   * after the task closed files the exchanges under the same story.
   */
  private sessionStory(source: TranscriptSource): StoryRef | null {
    const previous = this.state.sessions[source.sessionId];
    const storyId = previous?.story_id ?? source.storyId;
    if (storyId === null) return null;
    const stage = previous?.story_id != null ? (previous.stage ?? null) : (source.stage ?? null);
    return { storyId, agent: this.ownerOf(source).agent, stage };
  }

  /** The agent a session was first seen under sticks, so later re-reads write the same bytes. */
  private ownerOf(source: TranscriptSource): ExchangeOwner {
    return { sessionId: source.sessionId, agent: this.state.sessions[source.sessionId]?.agent ?? source.agent };
  }

  /** A closed exchange is final: written at once. */
  private async writeExchange(draft: ExchangeDraft, owner: ExchangeOwner, produced: Set<string> | null): Promise<void> {
    const line = this.indexExchange(draft, owner, produced);
    if (this.openDrafts.get(owner.sessionId)?.draft === draft) this.openDrafts.delete(owner.sessionId);
    await writeAtomic(inProject(this.projectRoot, line.file), renderExchange(draft, owner), { fsync: false });
    this.search.put(line, searchableText(draft), true);
  }

  /**
   * The open exchange still grows: its file is rewritten by the next flush, so a burst of lines
   * costs one rewrite, not one per line.
   */
  private recordOpen(draft: ExchangeDraft, owner: ExchangeOwner, produced: Set<string> | null): void {
    this.indexExchange(draft, owner, produced);
    this.openDrafts.set(owner.sessionId, { draft, owner });
  }

  private indexExchange(draft: ExchangeDraft, owner: ExchangeOwner, produced: Set<string> | null): IndexLine {
    const line = indexLineOf(draft, owner);
    produced?.add(draft.id);
    this.index.set(indexKey(owner.sessionId, draft.id), line);
    return line;
  }

  /** After a re-read from the start, exchanges the transcript no longer holds are removed. */
  private async removeStale(sessionId: string, produced: Set<string>): Promise<void> {
    for (const [key, line] of this.index) {
      if (line.session_id !== sessionId || produced.has(line.exchange_id)) continue;
      this.index.delete(key);
      this.search.remove(sessionId, line.exchange_id);
    }
    const dir = inProject(this.projectRoot, `${EXCHANGES_DIR}/${sessionId}`);
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (error) {
      // ENOENT: the session produced no exchange at all.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const name of names) {
      if (name.endsWith('.md') && !produced.has(basename(name, '.md'))) await rm(join(dir, name), { force: true });
    }
  }

  /** Rewrites the open exchanges that grew, then `_state.json` and `_index.jsonl`, if anything changed. */
  async flush(): Promise<void> {
    const open = [...this.openDrafts.values()];
    this.openDrafts.clear();
    for (const { draft, owner } of open) {
      await writeAtomic(inProject(this.projectRoot, exchangeFile(owner.sessionId, draft.id)), renderExchange(draft, owner), { fsync: false });
      this.search.put(indexLineOf(draft, owner), searchableText(draft), false);
    }
    await this.search.flush();
    if (!this.dirty) return;
    this.dirty = false;
    await saveIndex(this.projectRoot, this.index.values());
    await saveState(this.projectRoot, this.state);
  }

  /** Marks the state as changed by someone else (the watermark), so the next flush writes it. */
  touch(): void {
    this.dirty = true;
  }
}

/** What a query is matched against: the title and the body, as the exchange file shows them. */
function searchableText(draft: ExchangeDraft): string {
  return `${draft.prompt}\n${draft.body}`;
}

function indexKey(sessionId: string, exchangeId: string): string {
  return `${sessionId}/${exchangeId}`;
}
