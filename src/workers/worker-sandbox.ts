import { execFile } from 'node:child_process';
import { access, mkdir, open, readFile, realpath } from 'node:fs/promises';
import { homedir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Config } from '../../protocol/config.js';
import { CLAUDE_PROGRAM } from '../../protocol/degraded-client.js';
import { missingExcludes, SANDBOX_PLACEHOLDERS, type SandboxMode, sandboxSettings } from '../../protocol/sandbox-settings.js';
import { ForgeError } from '../errors.js';
import { writeAtomic } from '../fs/atomic-write.js';
import { findProgram } from '../fs/find-program.js';

const run = promisify(execFile);

/** Whether Claude Code's sandbox can run here, and if not, what is missing. */
export interface SandboxPlatform {
  available: boolean;
  /** What is missing, said so a person can install it; null when available. */
  missing: string | null;
}

/** Linux needs bubblewrap and socat on the session's PATH; macOS has Seatbelt; nothing else is supported by the client. */
export async function sandboxPlatform(env: NodeJS.ProcessEnv, platform: NodeJS.Platform = process.platform): Promise<SandboxPlatform> {
  if (platform === 'darwin') {
    const ok = await access('/usr/bin/sandbox-exec').then(
      () => true,
      () => false,
    );
    return ok ? { available: true, missing: null } : { available: false, missing: '/usr/bin/sandbox-exec (Seatbelt) is not there' };
  }
  if (platform !== 'linux') return { available: false, missing: `Claude Code has no command sandbox on ${platform}` };
  const absent: string[] = [];
  for (const program of ['bwrap', 'socat']) if ((await findProgram(program, process.cwd(), env)) === null) absent.push(program);
  if (absent.length === 0) return { available: true, missing: null };
  return { available: false, missing: `${absent.join(' and ')} not on PATH (Debian and Ubuntu: apt-get install bubblewrap socat)` };
}

/** Which sandbox a session gets, and why, as `forge doctor` and the supervisor's log say it. */
export interface SessionSandbox {
  mode: SandboxMode;
  on: boolean;
  why: string;
  /** The `sandbox` and `permissions` settings to merge, or null when the session runs without. */
  settings: Record<string, unknown> | null;
  /** The repository's common git folder (null outside git, or without a sandbox): where its excludes go. */
  gitDir: string | null;
}

/** What applies under `[heimdall] sandbox` on this platform; `required` without a sandbox is a refusal, not a quiet downgrade. */
export function sandboxDecision(mode: SandboxMode, platform: SandboxPlatform): { on: boolean; why: string; refused: boolean } {
  if (mode === 'off') return { on: false, why: '[heimdall] sandbox = "off": Bash commands run unconfined, Heimdall alone guards them', refused: false };
  if (platform.available) return { on: true, why: `[heimdall] sandbox = "${mode}": every Bash command runs in the OS sandbox`, refused: false };
  if (mode === 'best-effort')
    return {
      on: false,
      why: `[heimdall] sandbox = "best-effort" and ${platform.missing}: Bash commands run unconfined, Heimdall alone guards them`,
      refused: false,
    };
  return {
    on: false,
    why: `[heimdall] sandbox = "required" and ${platform.missing}: no unattended worker may start; install them, or set [heimdall] sandbox = "best-effort" or "off"`,
    refused: true,
  };
}

/**
 * The sandbox of a session that starts in `folder`: writable there, in the handoffs, the worker's
 * inbox and the broadcasts, in the repository's git folder and the toolchain caches; the credential paths unreadable; the
 * configured hosts reachable. Throws (`unavailable`) when the sandbox is required and cannot run,
 * so the supervisor says so instead of starting an unguarded worker.
 */
/** Where and as what a session starts, for its sandbox. */
export interface SandboxRequest {
  projectRoot: string;
  agent: string;
  /** The folder the session starts in. */
  folder: string;
  config: Config;
  /** The session's environment (its PATH finds bwrap and socat, its HOME the credential paths). */
  env: NodeJS.ProcessEnv;
  /** The daemon's hook URL when it answers the session's hooks over HTTP. */
  hookUrl?: string | null;
  /** What the platform can run; looked up when not given. */
  platform?: SandboxPlatform;
  /** The session's program: only Claude Code has this sandbox. */
  program?: string;
}

export async function sessionSandbox(request: SandboxRequest): Promise<SessionSandbox> {
  const { projectRoot, agent, folder, config, env, hookUrl = null, platform, program = CLAUDE_PROGRAM } = request;
  const mode = config.heimdall.sandbox;
  // The sandbox is Claude Code's: another program (a simulated worker, an operator's own script) cannot be given it.
  if (basename(program) !== CLAUDE_PROGRAM)
    return { mode, on: false, why: `the session runs ${program}, not Claude Code: it has no Claude Code sandbox to start with`, settings: null, gitDir: null };
  const decision = sandboxDecision(mode, platform ?? (mode === 'off' ? { available: false, missing: null } : await sandboxPlatform(env)));
  if (decision.refused) throw new ForgeError('unavailable', decision.why);
  if (!decision.on) return { mode, on: false, why: decision.why, settings: null, gitDir: null };
  const gitDir = await gitCommonDir(folder);
  const place = {
    folder,
    projectRoot,
    agent,
    gitCommonDir: gitDir === null ? null : await outside(folder, gitDir),
    hosts: config.heimdall.sandbox_hosts,
    write: config.heimdall.sandbox_write,
    hookHost: hookUrl === null ? null : new URL(hookUrl).host,
  };
  return { mode, on: true, why: decision.why, settings: sandboxSettings(place, mode as Exclude<SandboxMode, 'off'>, env.HOME ?? homedir()), gitDir };
}

/**
 * Readies the folder a sandboxed session starts in: the placeholders made lasting, so sessions
 * sharing the folder do not race on them, and excluded in `gitDir`, so `git add -A` does not trip
 * on them while a command runs.
 */
export async function prepareSandboxFolder(sandbox: SessionSandbox, folder: string): Promise<void> {
  if (!sandbox.on) return;
  await lastingPlaceholders(folder);
  if (sandbox.gitDir !== null) await excludePlaceholders(sandbox.gitDir);
}

/** `gitDir` when it lies outside `folder` (a linked worktree, a subfolder), else null (the folder's own `.git`, already writable). */
async function outside(folder: string, gitDir: string): Promise<string | null> {
  const inside = relative(await realpath(folder), gitDir);
  return inside !== '' && !inside.startsWith('..') && !inside.startsWith('/') ? null : gitDir;
}

/** The repository's common git folder (shared by every worktree), or null outside git. */
async function gitCommonDir(folder: string): Promise<string | null> {
  try {
    const { stdout } = await run('git', ['rev-parse', '--path-format=absolute', '--git-common-dir'], { cwd: folder });
    return await realpath(resolve(folder, stdout.trim()));
  } catch (error) {
    // Not a repository (git exits 128), or no git at all (ENOENT): nothing to add or to exclude.
    const code = (error as { code?: unknown }).code;
    if (code === 128 || code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Lists the sandbox's placeholders (SANDBOX_EXCLUDES in protocol/sandbox-settings.ts) in the
 * repository's `info/exclude` (`gitDir` is its common git folder), so `git add -A` in a sandboxed
 * command does not trip on them; lines already there are kept as they are. Returns the patterns added.
 */
export async function excludePlaceholders(gitDir: string): Promise<string[]> {
  const file = join(gitDir, 'info', 'exclude');
  let text = '';
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const missing = missingExcludes(text);
  if (missing.length === 0) return [];
  const head = text === '' || text.endsWith('\n') ? text : `${text}\n`;
  await writeAtomic(file, `${head}# forge: the OS sandbox's placeholders (docs/heimdall.md)\n${missing.join('\n')}\n`);
  return missing;
}

/**
 * Creates the sandbox's placeholders that are missing in `folder`, empty, and leaves them (see
 * SANDBOX_PLACEHOLDERS: two sessions sharing the folder would otherwise race on them). Exclusive
 * creates: an existing file or folder of that name, the user's or a placeholder, is never touched.
 * Returns the paths created.
 */
export async function lastingPlaceholders(folder: string): Promise<string[]> {
  const created: string[] = [];
  for (const name of SANDBOX_PLACEHOLDERS) {
    const path = join(folder, name);
    try {
      await mkdir(dirname(path), { recursive: true });
      await (await open(path, 'wx')).close();
      created.push(name);
    } catch (error) {
      // EEXIST: there already; ENOTDIR/EEXIST from mkdir: a file where .claude would be. Both are left as they are.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST' && code !== 'ENOTDIR') throw error;
    }
  }
  return created;
}
