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
 * The sandbox of a session that starts in `folder`: writable there, in the project's output folder,
 * in the repository's git folder and the toolchain caches; the credential paths unreadable; the
 * configured hosts reachable. Throws (`unavailable`) when the sandbox is required and cannot run,
 * so the supervisor says so instead of starting an unguarded worker.
 */
export async function sessionSandbox(
  projectRoot: string,
  agent: string,
  folder: string,
  config: Config,
  env: NodeJS.ProcessEnv,
  hookUrl: string | null = null,
  platform?: SandboxPlatform,
  program: string = CLAUDE_PROGRAM,
): Promise<SessionSandbox> {
  const mode = config.heimdall.sandbox;
  // The sandbox is Claude Code's: another program (a simulated worker, an operator's own script) cannot be given it.
  if (basename(program) !== CLAUDE_PROGRAM)
    return { mode, on: false, why: `the session runs ${program}, not Claude Code: it has no Claude Code sandbox to start with`, settings: null };
  const decision = sandboxDecision(mode, platform ?? (mode === 'off' ? { available: false, missing: null } : await sandboxPlatform(env)));
  if (decision.refused) throw new ForgeError('unavailable', decision.why);
  if (!decision.on) return { mode, on: false, why: decision.why, settings: null };
  const place = {
    folder,
    projectRoot,
    agent,
    gitCommonDir: await outerGitDir(folder),
    hosts: config.heimdall.sandbox_hosts,
    write: config.heimdall.sandbox_write,
    hookHost: hookUrl === null ? null : new URL(hookUrl).host,
  };
  return { mode, on: true, why: decision.why, settings: sandboxSettings(place, mode as Exclude<SandboxMode, 'off'>, env.HOME ?? homedir()) };
}

/** The repository's common git folder when it lies outside `folder` (a linked worktree, a subfolder), else null; null outside git. */
export async function outerGitDir(folder: string): Promise<string | null> {
  const common = await gitCommonDir(folder);
  if (common === null) return null;
  const inside = relative(await realpath(folder), common);
  return inside !== '' && !inside.startsWith('..') && !inside.startsWith('/') ? null : common;
}

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
 * Lists the sandbox's placeholders (SANDBOX_EXCLUDES in protocol/sandbox-settings.ts) in the repository's
 * `info/exclude`, so `git add -A` in a sandboxed command does not trip on them; lines already
 * there are kept as they are. Returns the patterns added; none outside git.
 */
export async function excludePlaceholders(folder: string): Promise<string[]> {
  const common = await gitCommonDir(folder);
  if (common === null) return [];
  const file = join(common, 'info', 'exclude');
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
