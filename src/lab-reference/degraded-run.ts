import { spawn } from 'node:child_process';
import { mkdir, open, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { type Config, rosterOf } from '../../protocol/config.js';
import { adapterFile } from '../../protocol/paths.js';
import { stableJson } from '../../protocol/stable-json.js';
import { contextOf } from '../../protocol/task-context.js';
import { installHooks } from '../claude-settings/write-settings.js';
import { ForgeError } from '../errors.js';
import { childEnv } from '../events/forge-token.js';
import { writeAtomic } from '../fs/atomic-write.js';
import { pathKind } from '../fs/path-exists.js';
import { heimdallEntries } from '../heimdall/hook-entries.js';
import { renderFrontMatter } from '../markdown/front-matter.js';
import { inProject, protocolPath } from '../project/project-root.js';
import { type DegradedTask, degradedPrompt } from './degraded-prompt.js';
import { degradedContext, degradedLog, degradedTask } from './lab-paths.js';
import { appendPipeline } from './pipeline-log.js';

/** Linux refuses one argument over 128 KiB (MAX_ARG_STRLEN); stay clear of it. */
const MAX_PROMPT_BYTES = 120_000;

export interface DegradedRun {
  story_id: string;
  agent: string;
  pid: number | null;
  command: string;
  /** What the run prints, relative to the project root. */
  log: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Stops the run and everything it started (its process group). */
  stop(): void;
}

export interface DegradedOptions {
  projectRoot: string;
  config: Config;
  env: NodeJS.ProcessEnv;
  task: DegradedTask;
  reason: string;
  now: () => string;
}

/**
 * Degraded spawn: runs `[lab] degraded_command` with the adapter-prefixed prompt as its last
 * argument, in the task's worktree, and records it in the pipeline log. The command goes through
 * `sh -c` so it may carry its own arguments and quoting; the prompt is passed as "$@", never
 * pasted into the command line.
 */
export async function runDegraded(options: DegradedOptions): Promise<DegradedRun> {
  const { projectRoot, config, task } = options;
  await requireFolder(task.worktree_path);
  const adapter = await readAdapter(projectRoot, config, task.agent);
  const prompt = degradedPrompt(task, adapter);
  if (Buffer.byteLength(prompt) > MAX_PROMPT_BYTES) {
    throw new ForgeError(
      'too_large',
      `the degraded prompt for ${task.story_id} is ${Buffer.byteLength(prompt)} bytes, over the ${MAX_PROMPT_BYTES} a command-line argument may hold; shorten the adapter or the task body`,
    );
  }
  await guardRun(projectRoot, task);
  const { body, ...frontMatter } = task;
  await writeAtomic(inProject(projectRoot, degradedTask(task.story_id)), renderFrontMatter({ ...frontMatter, degraded_reason: options.reason }, body));
  const log = degradedLog(task.story_id);
  const logPath = inProject(projectRoot, log);
  await mkdir(dirname(logPath), { recursive: true });
  const output = await open(logPath, 'a');
  const command = config.lab.degraded_command;
  let child;
  try {
    child = spawn('sh', ['-c', `${command} "$@"`, 'sh', prompt], {
      cwd: task.worktree_path,
      env: childEnv(options.env, { FORGE_STORY_ID: task.story_id, FORGE_PROJECT: projectRoot }),
      stdio: ['ignore', output.fd, output.fd],
      detached: true,
    });
  } finally {
    await output.close();
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('error', () => resolve({ code: null, signal: null }));
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  await appendPipeline(projectRoot, {
    at: options.now(),
    story_id: task.story_id,
    event: 'degraded-spawn',
    agent: task.agent,
    reason: options.reason,
    command,
    pid: child.pid ?? null,
    log,
    adapter: adapter === null ? null : protocolPath(projectRoot, adapterPath(projectRoot, config, task.agent)),
  });
  return {
    story_id: task.story_id,
    agent: task.agent,
    pid: child.pid ?? null,
    command,
    log,
    exited,
    stop() {
      if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch (error) {
        // ESRCH: the group is already gone.
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
    },
  };
}

/**
 * A degraded run is guarded like a worker: the task's context file, as the daemon writes it, and
 * Heimdall's PreToolUse hooks in the worktree's `.claude/settings.local.json` (merged, as `forge
 * hooks install` does) are in place before the command starts.
 */
async function guardRun(projectRoot: string, task: DegradedTask): Promise<void> {
  const context = inProject(projectRoot, degradedContext(task.story_id));
  await mkdir(dirname(context), { recursive: true });
  await writeAtomic(context, stableJson(contextOf({ ...task, project_root: projectRoot }, task.agent)));
  await installHooks(task.worktree_path, heimdallEntries({ context, project: projectRoot }));
}

function adapterPath(projectRoot: string, config: Config, agent: string): string {
  return inProject(projectRoot, rosterOf(config)[agent]?.adapter ?? adapterFile(agent));
}

/** The worker's personality adapter, or null when the project has none for it. */
async function readAdapter(projectRoot: string, config: Config, agent: string): Promise<string | null> {
  try {
    return await readFile(adapterPath(projectRoot, config, agent), 'utf8');
  } catch (error) {
    // ENOENT: no adapter for this agent; the prompt goes without one.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function requireFolder(path: string): Promise<void> {
  if ((await pathKind(path)) === 'folder') return;
  throw new ForgeError(
    'bad_input',
    `worktree ${path} is not a folder: a degraded run works in the task's worktree; create it (git worktree add) or give --worktree`,
  );
}
