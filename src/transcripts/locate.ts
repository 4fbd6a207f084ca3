import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { type Config, managedWorkers, rosterOf } from '../../protocol/config.js';
import { listDirOrEmpty } from '../fs/list-dir.js';
import { projectSlug, SlugIndex } from './slug.js';

/** A folder of Claude Code transcripts and, when it is a worker's worktree, whose it is. */
export interface TranscriptDir {
  dir: string;
  agent: string | null;
  storyId: string | null;
  /** The stage of the task the worktree is for, when known. */
  stage?: string | null;
}

export interface Worktree {
  agent: string;
  storyId: string;
  worktreePath: string;
  stage?: string | null;
}

/** `$CLAUDE_CONFIG_DIR/projects`, else `~/.claude/projects`. */
export function claudeProjectsDir(env: NodeJS.ProcessEnv, home: string = homedir()): string {
  const configDir = env.CLAUDE_CONFIG_DIR;
  return join(configDir && configDir !== '' ? configDir : join(home, '.claude'), 'projects');
}

/** A Claude Code projects folder, and whose sessions write there. */
export interface ProjectsDir {
  dir: string;
  /** `null` for the daemon's own (its HOME or CLAUDE_CONFIG_DIR), else the managed workers whose environment puts their sessions there. */
  workers: string[] | null;
}

/**
 * The projects folders where this project's sessions write transcripts: the daemon's own, and that
 * of each managed worker whose `[workers.NAME] env` sets another HOME or CLAUDE_CONFIG_DIR (its
 * session gets the daemon's environment with its env over it).
 */
export function claudeProjectsDirs(config: Config, env: NodeJS.ProcessEnv): ProjectsDir[] {
  const own = claudeProjectsDir(env, env.HOME);
  const found: ProjectsDir[] = [{ dir: own, workers: null }];
  const roster = rosterOf(config);
  for (const worker of managedWorkers(config)) {
    const workerEnv = { ...env, ...roster[worker]?.env };
    const dir = claudeProjectsDir(workerEnv, workerEnv.HOME);
    if (dir === own) continue;
    const known = found.find((entry) => entry.dir === dir);
    if (known) known.workers!.push(worker);
    else found.push({ dir, workers: [worker] });
  }
  return found;
}

export interface LocateOptions {
  projectRoot: string;
  worktrees: readonly Worktree[];
  extraDirs: readonly string[];
  /** Claude Code projects folders, each looked in for the project root and every worktree. */
  projectsDirs: readonly string[];
}

/**
 * The transcript folders of the project root and every active worktree, plus `[transcripts] dirs`
 * (relative ones resolved against the project root). A worktree's folder carries its agent and
 * story, so transcript growth there counts as that worker's heartbeat.
 */
export function locateTranscriptDirs(options: LocateOptions): Promise<TranscriptDir[]> {
  return new TranscriptLocator().locate(options);
}

/**
 * Locates the transcript folders again and again for a changing set of worktrees, as the daemon
 * does after every tracking write: each path's slug is worked out once and kept, and the folder
 * names are indexed by slug, so a call costs one listing and a lookup per worktree, not a
 * comparison of every worktree with every folder.
 */
export class TranscriptLocator {
  private readonly slugs = new Map<string, string>();

  constructor(private readonly slugOf: (path: string) => string = (path) => projectSlug(resolve(path))) {}

  async locate(options: LocateOptions): Promise<TranscriptDir[]> {
    // A missing projects folder means Claude Code has never run here (or under this config dir).
    const indexes = await Promise.all(
      options.projectsDirs.map(async (projectsDir) => ({
        projectsDir,
        index: new SlugIndex((await listDirOrEmpty(projectsDir)).filter((entry) => entry.isDirectory()).map((entry) => entry.name)),
      })),
    );
    const found = new Map<string, TranscriptDir>();
    const addFor = (path: string, agent: string | null, storyId: string | null, stage: string | null = null) => {
      for (const { projectsDir, index } of indexes) {
        for (const name of index.foldersOf(this.slugFor(path))) {
          const dir = join(projectsDir, name);
          // A worktree's owner wins over the bare project root when both map to one folder.
          if (!found.has(dir) || agent !== null) found.set(dir, { dir, agent, storyId, stage });
        }
      }
    };
    addFor(options.projectRoot, null, null);
    for (const worktree of options.worktrees) addFor(worktree.worktreePath, worktree.agent, worktree.storyId, worktree.stage ?? null);
    this.forgetOthers(options);
    for (const extra of options.extraDirs) {
      const dir = isAbsolute(extra) ? extra : resolve(options.projectRoot, extra);
      if (!found.has(dir)) found.set(dir, { dir, agent: null, storyId: null });
    }
    return [...found.values()].sort((a, b) => (a.dir < b.dir ? -1 : a.dir > b.dir ? 1 : 0));
  }

  private slugFor(path: string): string {
    let slug = this.slugs.get(path);
    if (slug === undefined) {
      slug = this.slugOf(path);
      this.slugs.set(path, slug);
    }
    return slug;
  }

  /**
   * Once the kept slugs are twice as many as the paths asked for, those of paths no longer asked
   * for are dropped: the memory follows the open tasks, at the cost of a pass now and then.
   */
  private forgetOthers(options: LocateOptions): void {
    if (this.slugs.size <= 2 * (options.worktrees.length + 1)) return;
    const asked = new Set([options.projectRoot, ...options.worktrees.map((worktree) => worktree.worktreePath)]);
    for (const path of this.slugs.keys()) if (!asked.has(path)) this.slugs.delete(path);
  }
}
