import type { Config } from '../../protocol/config.js';
import { HANDOFF_SCHEMAS } from '../../protocol/handoff.js';
import { CONTEXT_SUFFIX, classifyHandoffName, classifyInboxName } from '../../protocol/paths.js';
import { SignalContent } from '../../protocol/signals.js';
import type { Parsed, StorySnapshot } from '../../protocol/snapshot.js';
import { TaskFrontMatter } from '../../protocol/task.js';
import { identityErrors } from '../../protocol/task-identity.js';
import { toIso } from '../../protocol/timestamps.js';
import { type FileFacts, type FileRead, readFrontMatterFile, readSmallFile, statFacts } from '../files/read-protocol-file.js';
import { type ReadIo, threadPoolIo } from '../fs/read-io.js';
import { parseYaml } from '../markdown/yaml.js';
import { taskFileWarnings } from '../parties/task-warnings.js';
import { inProject } from '../project/project-root.js';

interface Cached<T> {
  facts: FileFacts;
  /** Wall-clock time just before the stat the facts came from. */
  readAt: number;
  read: T;
}

/** A small file as read: its text, and for a signal what its content says. */
interface SmallRead {
  text: string;
  facts: FileFacts;
  signal: SignalContent | null;
}

/**
 * A file as read once, which a later run may take instead of reading and parsing it again: a
 * Markdown file's valid front matter, or a signal's text and content.
 */
export interface KnownRead {
  path: string;
  facts: FileFacts;
  readAt: number;
  read: { front: Record<string, unknown> } | { text: string; signal: SignalContent | null };
}

/**
 * File timestamps come from a coarse kernel clock (a tick of up to 10 ms), so a change in the same
 * tick as a read can leave every fact as it was. A read is trusted again only if the file had
 * last changed a safe margin before it (git's "racy clean" rule).
 */
const RACY_MS = 50;

/**
 * Reads every file of one story into a snapshot for `decide()`. What was read is cached by the
 * file's facts (inode, size, mtime, ctime), so an event on a signal does not re-parse the task
 * file beside it, and a reconcile of unchanged stories costs one stat per file.
 */
export class StoryReader {
  private readonly cache = new Map<string, Cached<unknown>>();
  /** Changed since the last `takeKnownReads()`. */
  private changed = false;
  /** Seeded reads not looked up since: their files may be gone. */
  private readonly unconfirmed = new Set<string>();
  constructor(
    private readonly projectRoot: string,
    private readonly config: () => Config,
    private readonly inLedger: (id: string) => boolean,
    /** The thread pool, or blocking calls while nothing else is being served (see BulkStart). */
    private readonly io: () => ReadIo = () => threadPoolIo,
  ) {}

  /** Returns the snapshot and the paths that turned out not to exist any more. */
  async read(id: string, paths: string[], now: number): Promise<{ snapshot: StorySnapshot; missing: string[] }> {
    const snapshot: StorySnapshot = { id, tasks: [], signals: {}, contexts: {}, handoffs: {}, inLedger: this.inLedger(id) };
    const missing: string[] = [];
    await Promise.all(
      paths.map(async (path) => {
        const found = await this.readOne(snapshot, path, now);
        if (!found) {
          missing.push(path);
          this.forget(path);
        }
      }),
    );
    snapshot.tasks.sort((a, b) => (a.agent < b.agent ? -1 : 1));
    return { snapshot, missing };
  }

  /** The valid front matter last read from `path`, or null when none was (or it was not valid). */
  frontMatterOf(path: string): Record<string, unknown> | null {
    const read = this.cache.get(path)?.read as { ok?: boolean; value?: Record<string, unknown> } | undefined;
    return read?.ok === true && read.value ? read.value : null;
  }

  forget(path: string): void {
    if (this.cache.delete(path) && isKept(path)) this.changed = true;
  }

  /** Takes reads a previous run made; each is used only while its file's facts stay the same. */
  seed(known: KnownRead[]): void {
    for (const { path, facts, readAt, read } of known) {
      if (this.cache.has(path)) continue;
      const cached = 'front' in read ? { ok: true, value: read.front, facts } : { text: read.text, signal: read.signal, facts };
      this.cache.set(path, { facts, readAt, read: cached });
      this.unconfirmed.add(path);
    }
  }

  /** Drops the seeded reads no reconcile asked for since: their files were removed meanwhile. */
  dropUnconfirmed(): void {
    for (const path of this.unconfirmed) this.forget(path);
    this.unconfirmed.clear();
  }

  /** The reads worth keeping for a next run, or null when nothing changed since the last call. */
  takeKnownReads(): KnownRead[] | null {
    if (!this.changed) return null;
    this.changed = false;
    const known: KnownRead[] = [];
    for (const [path, cached] of this.cache) {
      if (!isKept(path) || !isTrusted(cached)) continue;
      const read = cached.read as Partial<SmallRead> & { ok?: boolean; value?: Record<string, unknown> };
      const { facts, readAt } = cached;
      // Refusals are not kept: they are rare, and each is reported again when read again.
      if (read.text !== undefined) known.push({ path, facts, readAt, read: { text: read.text, signal: read.signal ?? null } });
      else if (read.ok === true) known.push({ path, facts, readAt, read: { front: read.value! } });
    }
    return known;
  }

  private async readOne(snapshot: StorySnapshot, path: string, now: number): Promise<boolean> {
    const parts = path.split('/');
    const name = parts[parts.length - 1]!;
    const handoff = classifyHandoffName(name);
    if (handoff && parts.length === 3) {
      const read = await this.readMarkdown(path, HANDOFF_SCHEMAS[handoff.kind] as never, snapshot.id, null);
      if (!read) return false;
      snapshot.handoffs[handoff.kind] = { file: path, parsed: this.settle(read, now) };
      return true;
    }
    const agent = parts[parts.length - 2]!;
    const inbox = classifyInboxName(name);
    if (!inbox || inbox.kind === 'heartbeat') return false;
    const absolute = inProject(this.projectRoot, path);
    if (inbox.kind === 'task') {
      const read = await this.readMarkdown(path, TaskFrontMatter as never, snapshot.id, agent);
      if (!read) return false;
      const warnings = taskFileWarnings(this.config(), agent, path, read.ok ? read.value : null);
      const mtimeMs = read.facts?.openMtimeMs;
      snapshot.tasks.push({
        agent,
        file: path,
        parsed: this.settle(read, now) as Parsed<TaskFrontMatter>,
        ...(warnings.length > 0 ? { warnings } : {}),
        ...(mtimeMs === undefined ? {} : { mtimeMs }),
      });
      return true;
    }
    const small = await this.readSmall(path, absolute, inbox.kind === 'signal');
    if (!small) return false;
    if (inbox.kind === 'context') {
      snapshot.contexts[agent] = small.text;
      return true;
    }
    const signals = (snapshot.signals[agent] ??= {});
    const { mtimeMs, openMtimeMs } = small.facts;
    signals[inbox.signal] = {
      file: path,
      at: small.signal?.at ?? toIso(mtimeMs),
      content: small.signal,
      ...(openMtimeMs === undefined ? {} : { mtimeMs: openMtimeMs }),
    };
    return true;
  }

  private readMarkdown(path: string, schema: typeof TaskFrontMatter, id: string, agent: string | null): Promise<FileRead<Record<string, unknown>> | null> {
    const absolute = inProject(this.projectRoot, path);
    const maxBytes = this.config().daemon.max_task_bytes;
    return this.cachedRead(path, absolute, maxBytes, async (io) => {
      const read = await readFrontMatterFile(absolute, schema, { projectRoot: this.projectRoot, display: path, maxBytes, io });
      return read?.ok ? checkIdentity(read, path, id, agent) : read;
    });
  }

  private readSmall(path: string, absolute: string, isSignal: boolean): Promise<SmallRead | null> {
    return this.cachedRead(path, absolute, Infinity, async (io) => {
      const read = await readSmallFile(absolute, undefined, io);
      return read && { ...read, signal: isSignal ? parseSignal(read.text) : null };
    });
  }

  /**
   * What was read from `path` while the file keeps the facts it was read with (one stat), else a
   * fresh read, cached under the facts it came with (a read that got none is not cached). A file
   * over `maxBytes` (a limit lowered since) is read again, to be refused.
   */
  private async cachedRead<T extends { facts: FileFacts | null }>(
    path: string,
    absolute: string,
    maxBytes: number,
    read: (io: ReadIo) => Promise<T | null>,
  ): Promise<T | null> {
    const io = this.io();
    this.unconfirmed.delete(path);
    const cached = this.cache.get(path) as Cached<T> | undefined;
    if (cached && isTrusted(cached)) {
      const facts = await statFacts(absolute, io);
      if (!facts) return null;
      if (sameFacts(cached.facts, facts) && facts.size <= maxBytes) return cached.read;
    }
    const readAt = Date.now();
    const fresh = await read(io);
    if (fresh?.facts) {
      this.cache.set(path, { facts: fresh.facts, readAt, read: fresh });
      if (isKept(path)) this.changed = true;
    }
    return fresh;
  }

  private settle<T>(read: FileRead<T>, now: number): Parsed<T> {
    if (read.ok) return { ok: true, value: read.value };
    const settlesAt = (read.facts?.mtimeMs ?? now) + this.config().daemon.settle;
    return { ok: false, errors: read.errors, settling: read.retryable && now < settlesAt, settlesAt };
  }
}

/** Wall-clock time, as the kernel's timestamps are: an injected clock says nothing about them. */
function isTrusted(cached: Cached<unknown>): boolean {
  return cached.facts.ctimeMs < cached.readAt - RACY_MS;
}

/** Contexts are not kept for a next run: reading one again costs less than loading its text from the record. */
function isKept(path: string): boolean {
  return !path.endsWith(CONTEXT_SUFFIX);
}

function sameFacts(a: FileFacts, b: FileFacts): boolean {
  return a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs;
}

/** The front matter must name the same story as the file name, and a task the folder's agent. */
function checkIdentity(
  read: Extract<FileRead<Record<string, unknown>>, { ok: true }>,
  path: string,
  id: string,
  agent: string | null,
): FileRead<Record<string, unknown>> {
  const errors = identityErrors(read.value, path, id, agent);
  return errors.length === 0 ? read : { ok: false, errors, facts: read.facts, retryable: false };
}

/**
 * Signal content is optional, so a malformed field costs only that field: the rest (notably `at`)
 * still counts. Content that is not YAML key/value lines at all is treated as empty.
 */
function parseSignal(text: string): SignalContent | null {
  if (text.trim() === '') return null;
  const parsed = parseYaml(text);
  if (!parsed.ok || parsed.value === null || typeof parsed.value !== 'object' || Array.isArray(parsed.value)) return null;
  const fields = { ...(parsed.value as Record<string, unknown>) };
  for (;;) {
    const checked = SignalContent.safeParse(fields);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) {
      if (issue.path.length === 0) return null;
      delete fields[String(issue.path[0])];
    }
  }
}
