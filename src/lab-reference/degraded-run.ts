import { spawn } from 'node:child_process';
import { mkdir, open, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { renderSettingsProblems, settingsProblems } from '../../protocol/claude-settings-rules.js';
import { type Config, rosterOf, workerEnvOf } from '../../protocol/config.js';
import { type DegradedClient, degradedClient } from '../../protocol/degraded-client.js';
import { adapterFile } from '../../protocol/paths.js';
import { stableJson } from '../../protocol/stable-json.js';
import { contextOf } from '../../protocol/task-context.js';
import { installHooks } from '../claude-settings/write-settings.js';
import { ForgeError } from '../errors.js';
import { childEnv } from '../events/forge-token.js';
import { writeAtomic } from '../fs/atomic-write.js';
import { findProgram } from '../fs/find-program.js';
import { pathKind } from '../fs/path-exists.js';
import { heimdallEntries } from '../heimdall/hook-entries.js';
import { renderFrontMatter } from '../markdown/front-matter.js';
import { inProject, protocolPath } from '../project/project-root.js';
import { shellQuote } from '../workers/handoff-instructions.js';
import { prepareSandboxFolder, sessionSandbox } from '../workers/worker-sandbox.js';
import { type DegradedTask, degradedPrompt } from './degraded-prompt.js';
import { degradedContext, degradedLog, degradedSettings, degradedTask } from './lab-paths.js';
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
  // The worker's own environment too (its key, its model's address): the run stands in for it.
  const env = { ...options.env, ...workerEnvOf(config, task.agent) };
  const command = await sandboxed(projectRoot, config, task, env, await resolveClient(projectRoot, config, task, env));
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
  let child;
  try {
    child = spawn('sh', ['-c', `${command} "$@"`, 'sh', prompt], {
      cwd: task.worktree_path,
      env: childEnv(env, { FORGE_STORY_ID: task.story_id, FORGE_PROJECT: projectRoot }),
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
 * The command line of the run, its program found as the supervisor's execvp would find a worker's
 * (degraded-client.ts says which program): a client that is not there is said before anything
 * runs, instead of a `sh: claude: not found` in a log and an error handoff.
 */
async function resolveClient(projectRoot: string, config: Config, task: DegradedTask, env: NodeJS.ProcessEnv): Promise<string> {
  const client = degradedClient(config, task.agent);
  // A program the shell computes ($CLIENT, ~/bin/claude) cannot be judged from here: run as written.
  if (/[$`~*?]/.test(client.program)) return config.lab.degraded_command;
  const found = await findProgram(client.program, projectRoot, env);
  if (found === null) {
    const missing = missingClient(client, task.agent);
    throw new ForgeError('unavailable', `the degraded run of ${task.story_id} cannot start: ${missing.problem}; ${missing.fix}`);
  }
  return client.args === '' ? shellQuote(found) : `${shellQuote(found)} ${client.args}`;
}

/**
 * A degraded Claude Code run gets the OS sandbox a managed worker gets (`[heimdall] sandbox`),
 * writable in the task's worktree: a `--settings` file beside its log, checked against the
 * client's rules. Another program is the operator's own command and runs as written.
 */
async function sandboxed(projectRoot: string, config: Config, task: DegradedTask, env: NodeJS.ProcessEnv, command: string): Promise<string> {
  const sandbox = await sessionSandbox({
    projectRoot,
    agent: task.agent,
    folder: task.worktree_path,
    config,
    env,
    program: degradedClient(config, task.agent).program,
  });
  if (sandbox.settings === null) return command;
  const problems = settingsProblems(sandbox.settings);
  if (problems.length > 0) throw new ForgeError('bad_input', `the sandbox settings break Claude Code's rules: ${renderSettingsProblems(problems)}`);
  const file = inProject(projectRoot, degradedSettings(task.story_id));
  await mkdir(dirname(file), { recursive: true });
  await writeAtomic(file, `${JSON.stringify(sandbox.settings, null, 2)}\n`);
  await prepareSandboxFolder(sandbox, task.worktree_path);
  return `${command} --settings ${shellQuote(file)}`;
}

/** Why the client is not there and the three ways out; shared with `forge doctor`. */
export function missingClient(client: DegradedClient, agent: string): { problem: string; fix: string } {
  const where = client.from === 'worker command' ? `[workers.${agent}] command` : `[lab] degraded_command`;
  const lookedIn = client.program.includes('/') ? 'at that path' : 'on PATH';
  return {
    problem: `${client.program} (from ${where}) is not found ${lookedIn}`,
    fix: `install Claude Code (npm install -g @anthropic-ai/claude-code), set [lab] degraded_command to the client's full path ("/path/to/claude -p"), or set [lab] when_busy = "queue" to wait for the worker instead`,
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
