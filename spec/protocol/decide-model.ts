import type { Action } from '../../protocol/actions.js';
import type { Config } from '../../protocol/config.js';
import { decide } from '../../protocol/decide.js';
import { classifyHandoffName, classifyInboxName, contextFile, handoffFile, signalFile, taskFile } from '../../protocol/paths.js';
import type { SignalName } from '../../protocol/signals.js';
import type { StorySnapshot } from '../../protocol/snapshot.js';
import { stableJson } from '../../protocol/stable-json.js';
import type { HistoryRecord, TaskEntry } from '../../protocol/tracking.js';
import { iso, taskFrontMatter } from '../helpers/story-builders.js';

/**
 * An in-memory project: files as structured values, the tracking map and the ledger. It runs
 * `decide()` and applies its actions exactly as the executor's contract says, so properties of the
 * lifecycle can be checked over thousands of random histories without touching a disk.
 */
type ModelFile =
  | { kind: 'task'; agent: string; id: string; submittedAt: number }
  | { kind: 'signal'; agent: string; id: string; signal: SignalName; at: number }
  | { kind: 'context'; agent: string; id: string; text: string }
  | { kind: 'handoff'; id: string; handoffKind: 'pr' | 'error' | 'escalation'; valid: boolean };

export class ProjectModel {
  files = new Map<string, ModelFile>();
  tracking = new Map<string, TaskEntry>();
  ledger: HistoryRecord[] = [];
  private ledgerKeys = new Set<string>();

  constructor(
    public now: number,
    private readonly cfg: Config,
  ) {}

  clone(): ProjectModel {
    const copy = new ProjectModel(this.now, this.cfg);
    copy.files = new Map(this.files);
    copy.tracking = new Map([...this.tracking].map(([id, entry]) => [id, structuredClone(entry)]));
    copy.ledger = [...this.ledger];
    copy.ledgerKeys = new Set(this.ledgerKeys);
    return copy;
  }

  ids(): Set<string> {
    const ids = new Set<string>(this.tracking.keys());
    for (const file of this.files.values()) ids.add(file.id);
    return ids;
  }

  snapshot(id: string): StorySnapshot {
    const snapshot: StorySnapshot = {
      id,
      tasks: [],
      signals: {},
      contexts: {},
      handoffs: {},
      inLedger: this.ledger.some((r) => r.story_id === id && r.state === 'confirmed'),
    };
    for (const [path, file] of this.files) {
      if (file.id !== id) continue;
      if (file.kind === 'task') {
        snapshot.tasks.push({
          agent: file.agent,
          file: path,
          parsed: { ok: true, value: taskFrontMatter(id, file.agent, { submitted_at: iso(file.submittedAt) }) },
        });
      } else if (file.kind === 'signal') {
        (snapshot.signals[file.agent] ??= {})[file.signal] = { file: path, at: iso(file.at), content: null };
      } else if (file.kind === 'context') {
        snapshot.contexts[file.agent] = file.text;
      } else {
        snapshot.handoffs[file.handoffKind] = {
          file: path,
          parsed: file.valid
            ? { ok: true, value: { story_id: id, agent: 'anvil', status: 'completed', created_at: iso(this.now) } }
            : { ok: false, settling: false, settlesAt: 0, errors: [{ code: 'schema', file: path, field: 'status', expected: 'a status', got: null }] },
        };
      }
    }
    snapshot.tasks.sort((a, b) => (a.agent < b.agent ? -1 : 1));
    return snapshot;
  }

  decideFor(id: string): Action[] {
    return decide(this.snapshot(id), this.tracking.get(id), this.cfg, { now: this.now, activity: {} }).actions;
  }

  /** Applies the first `limit` actions (all by default): a crash is a prefix. */
  apply(actions: Action[], limit = actions.length): void {
    for (const action of actions.slice(0, limit)) {
      switch (action.type) {
        case 'set-entry':
          this.tracking.set(action.id, structuredClone(action.entry));
          break;
        case 'drop-entry':
          this.tracking.delete(action.id);
          break;
        case 'write-context': {
          const parsed = classifyInboxName(action.file.split('/').pop()!);
          this.files.set(action.file, {
            kind: 'context',
            agent: action.file.split('/').slice(-2)[0]!,
            id: parsed!.kind === 'context' ? parsed!.id : '',
            text: stableJson(action.context),
          });
          break;
        }
        case 'write-signal': {
          const parsed = classifyInboxName(action.file.split('/').pop()!);
          if (parsed?.kind !== 'signal') throw new Error(`bad signal path ${action.file}`);
          this.files.set(action.file, { kind: 'signal', agent: action.file.split('/').slice(-2)[0]!, id: parsed.id, signal: parsed.signal, at: this.now });
          break;
        }
        case 'write-handoff': {
          const parsed = classifyHandoffName(action.file.split('/').pop()!);
          this.files.set(action.file, { kind: 'handoff', id: parsed!.id, handoffKind: parsed!.kind, valid: true });
          break;
        }
        case 'append-ledger': {
          const key = `${action.record.story_id}\u0000${action.record.submitted_at}`;
          if (!this.ledgerKeys.has(key)) {
            this.ledgerKeys.add(key);
            this.ledger.push(action.record);
          }
          break;
        }
        case 'remove':
          this.files.delete(action.file);
          break;
        case 'log':
          break;
      }
    }
  }

  /** A cheap fingerprint for "did anything change" within one model (Maps keep their order on overwrite). */
  fingerprint(): string {
    return JSON.stringify([[...this.files], [...this.tracking], this.ledger.length]);
  }

  /** What an outside observer can see: files, tracking and ledger, as one comparable string. */
  state(): string {
    const files = [...this.files].sort(([a], [b]) => (a < b ? -1 : 1));
    const tracking = [...this.tracking].sort(([a], [b]) => (a < b ? -1 : 1));
    return stableJson({ files, tracking, ledger: this.ledger });
  }

  // The outside world's moves, each following PROTOCOL.md's rules for its writer.
  submit(id: string, agent: string): void {
    this.files.set(taskFile(agent, id), { kind: 'task', agent, id, submittedAt: this.now });
  }

  /** Exclusive create: succeeds only when no claim exists yet. */
  claim(id: string, agent: string): boolean {
    const path = signalFile(agent, id, 'picked-up');
    if (this.files.has(path) || !this.files.has(taskFile(agent, id))) return false;
    this.files.set(path, { kind: 'signal', agent, id, signal: 'picked-up', at: this.now });
    return true;
  }

  handoff(id: string, valid: boolean): void {
    this.files.set(handoffFile(id, 'pr'), { kind: 'handoff', id, handoffKind: 'pr', valid });
  }

  signal(id: string, agent: string, signal: SignalName): void {
    this.files.set(signalFile(agent, id, signal), { kind: 'signal', agent, id, signal, at: this.now });
  }

  removeFile(path: string): void {
    this.files.delete(path);
  }

  contextPath(agent: string, id: string): string {
    return contextFile(agent, id);
  }
}
