import type { Config } from '../../protocol/config.js';
import type { FoldCounters } from '../../protocol/exchange.js';
import type { Clock } from '../clock.js';
import { holdForBulkWrites } from '../fs/atomic-write.js';
import { startCompoundDetached } from './compound-run.js';
import { applyWatermarks, type CompoundFire, type WatermarkEvent } from './compound-trigger.js';
import { type Activity, TranscriptIngester, type TranscriptSource } from './ingester.js';
import { claudeProjectsDirs, type TranscriptDir, TranscriptLocator, type Worktree } from './locate.js';
import { scanDir } from './scan-dir.js';

/**
 * The transcript memory as one object: locate folders, ingest files, apply the token watermark,
 * save. Both the watcher (file by file, as events come) and `forge kb ingest` / `forge start
 * --once` (everything at once) go through it.
 */
export interface SessionReport {
  sessionId: string;
  file: string;
  agent: string | null;
  rebuilt: boolean;
  bytesRead: number;
  counters: FoldCounters;
}

export interface IngestReport {
  dirs: string[];
  files: number;
  bytesRead: number;
  sessions: SessionReport[];
  activity: Activity[];
  watermarks: WatermarkEvent[];
  problems: string[];
}

export interface TranscriptServiceOptions {
  projectRoot: string;
  config: Config;
  clock: Clock;
  env: NodeJS.ProcessEnv;
  /** Whether growth may start `[compound] command`; false for a manual `kb ingest`. */
  compound: boolean;
  /** Forget offsets and read every transcript from the start. */
  rebuild?: boolean;
  /** Stands in for the detached runner (tests). */
  fire?: CompoundFire;
  /** Sessions whose fold stays in memory (default 64); others resume from their checkpoint. */
  maxFolds?: number;
  /** Bytes of a transcript read at a time (default 1 MiB); small values exercise lines split across reads (tests). */
  readChunkBytes?: number;
  /**
   * The one folder where Claude Code keeps projects (tests); by default the daemon's own
   * (`$CLAUDE_CONFIG_DIR/projects` or `~/.claude/projects`) and each managed worker's (claudeProjectsDirs).
   */
  projectsDir?: string;
}

export class TranscriptService {
  /** Kept across calls: the daemon locates again after every tracking write. */
  private readonly locator = new TranscriptLocator();
  /** The config in force: the daemon hands over each reload (`reconfigure`). */
  private config: Config;

  private constructor(
    private readonly options: TranscriptServiceOptions,
    private readonly ingester: TranscriptIngester,
    private readonly openProblems: string[],
  ) {
    this.config = options.config;
  }

  static async open(options: TranscriptServiceOptions): Promise<TranscriptService> {
    const { ingester, problems } = await TranscriptIngester.open(options.projectRoot, () => options.clock.now(), {
      rebuild: options.rebuild ?? false,
      ...(options.maxFolds === undefined ? {} : { maxFolds: options.maxFolds }),
      ...(options.readChunkBytes === undefined ? {} : { readChunkBytes: options.readChunkBytes }),
    });
    return new TranscriptService(options, ingester, problems);
  }

  /** What the state says about a session (counters, watermark), after the last ingest. */
  sessionState(sessionId: string) {
    return this.ingester.session(sessionId);
  }

  /** A reloaded config: `[transcripts] dirs`, the workers' environments and `[compound]` count from the next call on. */
  reconfigure(config: Config): void {
    this.config = config;
  }

  /** The Claude Code projects folders looked in (see `projectsDir`). */
  projectsDirs(): string[] {
    return this.options.projectsDir !== undefined ? [this.options.projectsDir] : claudeProjectsDirs(this.config, this.options.env).map((entry) => entry.dir);
  }

  locate(worktrees: readonly Worktree[]): Promise<TranscriptDir[]> {
    return this.locator.locate({
      projectRoot: this.options.projectRoot,
      worktrees,
      extraDirs: this.config.transcripts.dirs,
      projectsDirs: this.projectsDirs(),
    });
  }

  /** Ingests every transcript in the given folders. */
  async ingestDirs(dirs: readonly TranscriptDir[]): Promise<IngestReport> {
    const sources = (await Promise.all(dirs.map(scanDir))).flat();
    const report = await this.ingestSources(sources);
    return { ...report, dirs: dirs.map((d) => d.dir) };
  }

  /**
   * Ingests the given files in order and applies the watermark. The open exchanges, the state and
   * the index are written at the end unless `flush: false`: the watcher coalesces those writes and
   * calls `flush()` itself.
   */
  async ingestSources(sources: readonly TranscriptSource[], options: { flush?: boolean } = {}): Promise<IngestReport> {
    const report: IngestReport = {
      dirs: [],
      files: sources.length,
      bytesRead: 0,
      sessions: [],
      activity: [],
      watermarks: [],
      problems: this.openProblems.splice(0),
    };
    const grown = new Set<string>();
    // Exchange files are written one after another in blocking calls: the exit hook that
    // write-file-atomic sets for each stays installed meanwhile instead of coming and going.
    const releaseWrites = holdForBulkWrites();
    try {
      await this.ingestEach(sources, report, grown);
    } finally {
      releaseWrites();
    }
    if (this.options.compound) {
      report.watermarks = await applyWatermarks(this.ingester, grown, {
        threshold: this.config.compound.threshold_tokens,
        now: this.options.clock.now(),
        fire: this.options.fire ?? ((session) => this.fireDetached(session)),
      });
    }
    if (options.flush ?? true) await this.ingester.flush();
    return report;
  }

  private async ingestEach(sources: readonly TranscriptSource[], report: IngestReport, grown: Set<string>): Promise<void> {
    for (const source of sources) {
      const outcome = await this.ingester.ingest(source);
      report.bytesRead += outcome.bytesRead;
      if (outcome.conflict !== undefined) report.problems.push(outcome.conflict);
      if (outcome.activity === null) continue;
      report.activity.push(outcome.activity);
      if (source.kind !== 'session') continue;
      grown.add(source.sessionId);
      const session = this.ingester.session(source.sessionId);
      if (session)
        report.sessions.push({
          sessionId: source.sessionId,
          file: source.file,
          agent: session.agent,
          rebuilt: outcome.rebuilt,
          bytesRead: outcome.bytesRead,
          counters: session.totals,
        });
    }
  }

  /** Rewrites the open exchanges that grew and saves `_state.json` and `_index.jsonl`. */
  flush(): Promise<void> {
    return this.ingester.flush();
  }

  private async fireDetached(session: { sessionId: string; contextTokens: number }): Promise<'started' | 'no_command' | 'locked'> {
    const { command, lock_stale: staleMs } = this.config.compound;
    if (command === undefined || command.trim() === '') return 'no_command';
    const result = await startCompoundDetached({
      projectRoot: this.options.projectRoot,
      command,
      staleMs,
      sessionId: session.sessionId,
      contextTokens: session.contextTokens,
      env: this.options.env,
    });
    return result.started ? 'started' : 'locked';
  }
}
