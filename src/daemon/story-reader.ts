import type { Config } from '../../protocol/config.js';
import { HANDOFF_SCHEMAS } from '../../protocol/handoff.js';
import { classifyHandoffName, classifyInboxName } from '../../protocol/paths.js';
import { SignalContent } from '../../protocol/signals.js';
import type { Parsed, StorySnapshot } from '../../protocol/snapshot.js';
import { TaskFrontMatter } from '../../protocol/task.js';
import { toIso } from '../../protocol/timestamps.js';
import { identityErrors } from '../client/task-identity.js';
import { readFrontMatterFile, readSmallFile, statFacts, type FileFacts, type FileRead } from '../files/read-protocol-file.js';
import { parseYaml } from '../markdown/yaml.js';
import { inProject } from '../project/project-root.js';

interface Cached<T> {
  mtimeMs: number;
  size: number;
  read: T;
}

/**
 * Reads every file of one story into a snapshot for `decide()`. What was read is cached by mtime
 * and size, so an event on a signal does not re-parse the task file beside it, and a reconcile
 * of unchanged stories costs one stat per file.
 */
export class StoryReader {
  private readonly cache = new Map<string, Cached<unknown>>();

  constructor(
    private readonly projectRoot: string,
    private readonly config: () => Config,
    private readonly inLedger: (id: string) => boolean,
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

  forget(path: string): void {
    this.cache.delete(path);
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
      snapshot.tasks.push({ agent, file: path, parsed: this.settle(read, now) as Parsed<TaskFrontMatter> });
      return true;
    }
    const small = await this.readSmall(path, absolute);
    if (!small) return false;
    if (inbox.kind === 'context') {
      snapshot.contexts[agent] = small.text;
      return true;
    }
    const content = parseSignal(small.text);
    const signals = (snapshot.signals[agent] ??= {});
    signals[inbox.signal] = { file: path, at: content?.at ?? toIso(small.facts.mtimeMs), content };
    return true;
  }

  private readMarkdown(path: string, schema: typeof TaskFrontMatter, id: string, agent: string | null): Promise<FileRead<Record<string, unknown>> | null> {
    const absolute = inProject(this.projectRoot, path);
    return this.cachedRead(path, absolute, async () => {
      const read = await readFrontMatterFile(absolute, schema, { projectRoot: this.projectRoot, display: path, maxBytes: this.config().daemon.max_task_bytes });
      return read?.ok ? checkIdentity(read, path, id, agent) : read;
    });
  }

  private readSmall(path: string, absolute: string): Promise<{ text: string; facts: FileFacts } | null> {
    return this.cachedRead(path, absolute, () => readSmallFile(absolute));
  }

  /**
   * What was read from `path` while the file keeps the mtime and size it was read with (one stat),
   * else a fresh read, cached under the facts it came with (a read that got none is not cached).
   */
  private async cachedRead<T extends { facts: FileFacts | null }>(path: string, absolute: string, read: () => Promise<T | null>): Promise<T | null> {
    const cached = this.cache.get(path) as Cached<T> | undefined;
    if (cached) {
      const facts = await statFacts(absolute);
      if (!facts) return null;
      if (cached.mtimeMs === facts.mtimeMs && cached.size === facts.size) return cached.read;
    }
    const fresh = await read();
    if (fresh?.facts) this.cache.set(path, { mtimeMs: fresh.facts.mtimeMs, size: fresh.facts.size, read: fresh });
    return fresh;
  }

  private settle<T>(read: FileRead<T>, now: number): Parsed<T> {
    if (read.ok) return { ok: true, value: read.value, body: read.body };
    const settlesAt = (read.facts?.mtimeMs ?? now) + this.config().daemon.settle;
    return { ok: false, errors: read.errors, settling: read.retryable && now < settlesAt, settlesAt };
  }
}

/** The front matter must name the same story as the file name, and a task the folder's agent. */
function checkIdentity(read: Extract<FileRead<Record<string, unknown>>, { ok: true }>, path: string, id: string, agent: string | null): FileRead<Record<string, unknown>> {
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
