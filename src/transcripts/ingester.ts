import { closeSync, openSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type ExchangesState, exchangeFile, type IndexLine, type SessionState, type TranscriptFileState } from '../../protocol/exchange.js';
import { EXCHANGES_DIR } from '../../protocol/paths.js';
import { writeDerivedSync } from '../fs/atomic-write.js';
import { completeLines, HEAD_BYTES, hashBytes, readRange, TAIL_BYTES } from '../fs/byte-lines.js';
import { pathExists } from '../fs/path-exists.js';
import { inProject } from '../project/project-root.js';
import { type IndexEntry, indexEntry, lineIdentity } from './index-store.js';
import { scanIndex, updateIndex } from './index-update.js';
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
/** Bytes of a transcript read at a time: memory stays this size whatever the transcript's. */
const READ_CHUNK_BYTES = 1 << 20;
/** Changed index lines held before they are merged into `_index.jsonl`, so a whole-tree ingest holds a bounded part of it. */
const INDEX_SAVE_LINES = 10_000;
const NOTHING: FileOutcome = { activity: null, bytesRead: 0, rebuilt: false };

export class TranscriptIngester {
  private readonly folds = new Map<string, SessionFold>();
  /** The index lines written since the last save, by `lineIdentity`: the index itself stays on disk. */
  private readonly changes = new Map<string, IndexEntry>();
  /** Sessions read again from the start since the last save: their earlier lines go. */
  private readonly dropSessions = new Set<string>();
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
    /** The next save checks every line: the index held invalid or unsorted lines. */
    private wholeIndex: boolean,
    /** The index may hold sessions the state does not know (the state was lost): every re-read drops its session's lines. */
    private readonly indexMayHoldUnknown: boolean,
    private readonly now: () => number,
    private readonly maxFolds: number,
    private readonly readChunkBytes: number,
  ) {
    this.search = new SearchIndexWriter(projectRoot);
  }

  static async open(
    projectRoot: string,
    now: () => number,
    options: { rebuild?: boolean; maxFolds?: number; readChunkBytes?: number } = {},
  ): Promise<{ ingester: TranscriptIngester; problems: string[] }> {
    const { state, problem } = await loadState(projectRoot);
    const scan = await scanIndex(projectRoot);
    const problems = [...(problem ? [problem] : []), ...(scan.invalid > 0 ? [`${scan.invalid} invalid lines in the exchange index were dropped`] : [])];
    const stateLost = problem !== null || (scan.lines > 0 && Object.keys(state.sessions).length === 0);
    const ingester = new TranscriptIngester(
      projectRoot,
      state,
      scan.invalid > 0 || !scan.sorted,
      stateLost,
      now,
      options.maxFolds ?? MAX_FOLDS,
      options.readChunkBytes ?? READ_CHUNK_BYTES,
    );
    if (options.rebuild) for (const file of Object.keys(state.files)) ingester.forgotten.add(file);
    return { ingester, problems };
  }

  /** Everything that is known about a session after the last ingest. */
  session(sessionId: string): SessionState | undefined {
    return this.state.sessions[sessionId];
  }

  async ingest(source: TranscriptSource): Promise<FileOutcome> {
    const catchingUp = !this.seenHere.has(source.file);
    const outcome = await this.ingestFile(source);
    if (catchingUp && source.kind === 'session') this.settle(source.sessionId);
    if (this.changes.size >= INDEX_SAVE_LINES) await this.saveIndex();
    return outcome;
  }

  /**
   * A transcript this process reads for the first time is being caught up with (a start, `kb
   * ingest`) and may never grow again: its fold is not kept and its open exchange is written now,
   * so a whole-tree ingest holds no session but the one it reads. Should the session grow, it
   * resumes from its checkpoint, as after a restart, and is kept from then on.
   */
  private settle(sessionId: string): void {
    this.folds.delete(sessionId);
    const open = this.openDrafts.get(sessionId);
    if (open === undefined) return;
    this.openDrafts.delete(sessionId);
    this.writeOpen(open.draft, open.owner);
  }

  private async ingestFile(source: TranscriptSource): Promise<FileOutcome> {
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
    return withFile(source.file, async (fd) => {
      const head = readRange(fd, 0, Math.min(HEAD_BYTES, prior.offset));
      const tail = readRange(fd, Math.max(0, prior.offset - TAIL_BYTES), prior.offset);
      if (hashBytes(head) !== prior.head || hashBytes(tail) !== prior.tail) return 'replaced';
      if (size === prior.offset) return 'unchanged';
      const fold = hot ?? newFold(checkpoint, this.sessionStory(source));
      this.keepFold(source.sessionId, fold);
      const from = hot !== undefined ? prior.offset : checkpoint!.offset;
      const before = from === prior.offset ? tail : readRange(fd, Math.max(0, from - TAIL_BYTES), from);
      return head.length + tail.length + (await this.foldFile(fd, source, fold, { from, size, head, before }, null));
    });
  }

  private async rebuild(source: TranscriptSource, size: number): Promise<number> {
    if (this.state.sessions[source.sessionId] !== undefined || this.indexMayHoldUnknown) {
      this.dropSessions.add(source.sessionId);
      const mine = lineIdentity(source.sessionId, '');
      for (const identity of this.changes.keys()) if (identity.startsWith(mine)) this.changes.delete(identity);
    }
    const fold = newFold(undefined, this.sessionStory(source));
    this.keepFold(source.sessionId, fold);
    // A pending rewrite of the old open exchange would bring back a file the re-read may drop.
    this.openDrafts.delete(source.sessionId);
    const empty = Buffer.alloc(0);
    return withFile(source.file, (fd) => this.foldFile(fd, source, fold, { from: 0, size, head: empty, before: empty }, new Set()));
  }

  /**
   * Folds the complete lines between byte `from` and `size`, a chunk at a time, writes the
   * exchanges they closed and the open one, and records the new offset with the hashes that will
   * check the next resume. `head` holds the file's first bytes as far as they were read already,
   * `before` the bytes just before `from`. The event loop gets a turn after every chunk. Returns
   * the bytes read.
   */
  private async foldFile(
    fd: number,
    source: TranscriptSource,
    fold: SessionFold,
    window: { from: number; size: number; head: Buffer; before: Buffer },
    produced: Set<string> | null,
  ): Promise<number> {
    const owner = this.ownerOf(source);
    const chunk = Buffer.allocUnsafe(Math.max(0, Math.min(this.readChunkBytes, window.size - window.from)));
    // The bytes after the last complete line: a line longer than a chunk is joined once it ends.
    let pending: Buffer[] = [];
    let base = window.from;
    let at = window.from;
    let tail = window.before;
    while (at < window.size) {
      const bytes = readRange(fd, at, Math.min(window.size, at + chunk.length), chunk);
      if (bytes.length === 0) break;
      at += bytes.length;
      if (bytes.lastIndexOf(10) === -1) {
        pending.push(Buffer.from(bytes));
        continue;
      }
      const joined = pending.length === 0 ? bytes : Buffer.concat([...pending, bytes]);
      const { lines, end } = completeLines(joined, base);
      for (const line of lines) {
        const closed = applyLine(fold, line.text, line.offset);
        if (closed !== null) this.writeExchange(closed, owner, produced);
      }
      tail = lastBytes(tail, joined.subarray(0, end - base), TAIL_BYTES);
      pending = end - base < joined.length ? [Buffer.from(joined.subarray(end - base))] : [];
      base = end;
      if (this.search.full) await this.search.flush();
      else await nextTurn();
    }
    const end = base;
    if (fold.open !== null) this.recordOpen(fold.open, owner, produced);
    if (produced !== null) await this.removeStale(source.sessionId, produced);
    const head =
      window.head.length >= Math.min(HEAD_BYTES, end) ? window.head.subarray(0, Math.min(HEAD_BYTES, end)) : readRange(fd, 0, Math.min(HEAD_BYTES, end));
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
    return at - window.from;
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

  /**
   * A closed exchange is final: written at once. Exchange files are small and derived, so the
   * write blocks (cheaper than the thread pool's round trips, many times over); the reads between
   * chunks still give the event loop its turns.
   */
  private writeExchange(draft: ExchangeDraft, owner: ExchangeOwner, produced: Set<string> | null): void {
    const line = this.indexExchange(draft, owner, produced);
    if (this.openDrafts.get(owner.sessionId)?.draft === draft) this.openDrafts.delete(owner.sessionId);
    writeDerivedSync(inProject(this.projectRoot, line.file), renderExchange(draft, owner));
    this.search.put(line, searchableText(draft), true);
  }

  /**
   * The open exchange still grows: its file is rewritten by the next flush, so a burst of lines
   * costs one rewrite, not one per line.
   */
  private recordOpen(draft: ExchangeDraft, owner: ExchangeOwner, produced: Set<string> | null): void {
    this.indexExchange(draft, owner, produced);
    this.openDrafts.delete(owner.sessionId);
    this.openDrafts.set(owner.sessionId, { draft, owner });
    // A catch-up over many transcripts would hold every session's last exchange until the flush:
    // past as many as there are folds, the one that grew least recently is written now.
    if (this.openDrafts.size > this.maxFolds) {
      const [sessionId, oldest] = this.openDrafts.entries().next().value!;
      this.openDrafts.delete(sessionId);
      this.writeOpen(oldest.draft, oldest.owner);
    }
  }

  private writeOpen(draft: ExchangeDraft, owner: ExchangeOwner): void {
    writeDerivedSync(inProject(this.projectRoot, exchangeFile(owner.sessionId, draft.id)), renderExchange(draft, owner));
    this.search.put(indexLineOf(draft, owner), searchableText(draft), false);
  }

  private indexExchange(draft: ExchangeDraft, owner: ExchangeOwner, produced: Set<string> | null): IndexLine {
    const line = indexLineOf(draft, owner);
    produced?.add(draft.id);
    this.changes.set(lineIdentity(owner.sessionId, draft.id), indexEntry(line));
    return line;
  }

  /**
   * After a re-read from the start, exchanges the transcript no longer holds are removed: their
   * files and search entries now, their index lines with the session's at the next save.
   */
  private async removeStale(sessionId: string, produced: Set<string>): Promise<void> {
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
      const exchangeId = basename(name, '.md');
      if (!name.endsWith('.md') || produced.has(exchangeId)) continue;
      this.search.remove(sessionId, exchangeId);
      await rm(join(dir, name), { force: true });
    }
  }

  /** Rewrites the open exchanges that grew, then `_state.json` and `_index.jsonl`, if anything changed. */
  async flush(): Promise<void> {
    const drafts = [...this.openDrafts.values()];
    this.openDrafts.clear();
    for (const { draft, owner } of drafts) this.writeOpen(draft, owner);
    await this.search.flush();
    if (!this.dirty) return;
    this.dirty = false;
    await this.saveIndex();
    await saveState(this.projectRoot, this.state);
  }

  /** Merges the changed lines into `_index.jsonl`; kept for the next save if that fails. */
  private async saveIndex(): Promise<void> {
    await updateIndex(this.projectRoot, { lines: this.changes, dropSessions: this.dropSessions, whole: this.wholeIndex });
    this.changes.clear();
    this.dropSessions.clear();
    this.wholeIndex = false;
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

async function withFile<T>(file: string, work: (fd: number) => Promise<T>): Promise<T> {
  const fd = openSync(file, 'r');
  try {
    return await work(fd);
  } finally {
    closeSync(fd);
  }
}

/** The last `count` bytes of `before` followed by `bytes`, copied (the chunk they come from is reused). */
function lastBytes(before: Buffer, bytes: Buffer, count: number): Buffer {
  if (bytes.length >= count) return Buffer.from(bytes.subarray(bytes.length - count));
  return Buffer.concat([before.subarray(Math.max(0, before.length - (count - bytes.length))), bytes]);
}
