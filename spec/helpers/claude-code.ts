import { execFile, spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, realpathSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type CleanupScope, onCleanup } from './cleanup.js';
import type { ModelServer } from './model-server.js';
import { endTmuxServer } from './processes.js';

/**
 * Runs the real Claude Code CLI against a scripted model server (model-server.ts), offline and in a
 * throwaway HOME: `claude -p` as a child process, or the interactive TUI inside its own tmux server.
 * The binary is CLAUDE_BIN, else the pinned dev dependency; tests call need() with claudeMissing()
 * and tmuxMissing() first.
 */

const execFileAsync = promisify(execFile);

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const API_KEY = 'sk-ant-api03-scripted-model-server-key-0123456789';

export function claudeBin(env: NodeJS.ProcessEnv = process.env): string {
  return env.CLAUDE_BIN || join(REPO_ROOT, 'node_modules', '.bin', 'claude');
}

/** Why the Claude Code binary cannot run here, or null when it can. */
export function claudeMissing(env: NodeJS.ProcessEnv = process.env): string | null {
  const bin = claudeBin(env);
  try {
    accessSync(bin, constants.X_OK);
    return null;
  } catch (error) {
    // ENOENT: not installed; EACCES: not executable.
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'EACCES') throw error;
    return `${bin} is not an executable (${code}); run "npm install" or set CLAUDE_BIN`;
  }
}

/** The version line of the binary under test, e.g. `2.1.332 (Claude Code)`. */
export function claudeVersion(env: NodeJS.ProcessEnv = process.env): string {
  return spawnSync(claudeBin(env), ['--version'], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: tmpdir() } }).stdout.trim();
}

export interface ClaudeHome {
  /** The temp HOME: `.claude.json`, `.claude/settings.json`, and what the client writes (transcripts). */
  home: string;
  /** The folder the session is opened in (trusted in `.claude.json`). */
  cwd: string;
  /** The whole environment of a session: nothing inherited but PATH and the locale. */
  env: NodeJS.ProcessEnv;
}

export interface HomeOptions {
  /** The folder the session runs in; a new temp folder when absent. */
  cwd?: string;
  /** Extra fields of `~/.claude/settings.json`. */
  settings?: Record<string, unknown>;
  /** Extra variables for every session of this home (FORGE_AGENT, ...). */
  env?: NodeJS.ProcessEnv;
}

/**
 * Lays out a temp HOME in which Claude Code starts without a question: onboarding done, the API key
 * approved (the client remembers the last 20 characters of a key it was told to use), the session
 * folder trusted, the bypass-permissions warning already accepted. Removed when the test ends.
 */
export async function claudeHome(t: CleanupScope, server: ModelServer, options: HomeOptions = {}): Promise<ClaudeHome> {
  // realpath: the client keys projects and transcript folders by the resolved path.
  const home = realpathSync(await mkdtemp(join(tmpdir(), 'vibe-chain-claude-home-')));
  onCleanup(t, () => rm(home, { recursive: true, force: true }));
  let cwd = options.cwd;
  if (!cwd) {
    cwd = join(home, 'work');
    await mkdir(cwd);
  }
  cwd = realpathSync(cwd);
  const state = {
    hasCompletedOnboarding: true,
    customApiKeyResponses: { approved: [API_KEY.slice(-20)], rejected: [] },
    projects: { [cwd]: { hasTrustDialogAccepted: true } },
  };
  await writeFile(join(home, '.claude.json'), `${JSON.stringify(state, null, 2)}\n`);
  await mkdir(join(home, '.claude'));
  await writeFile(join(home, '.claude', 'settings.json'), `${JSON.stringify({ skipDangerousModePermissionPrompt: true, ...options.settings }, null, 2)}\n`);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    LANG: process.env.LANG ?? 'C.UTF-8',
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    TMPDIR: tmpdir(),
    ANTHROPIC_BASE_URL: server.url,
    ANTHROPIC_API_KEY: API_KEY,
    // Nothing leaves the machine: without these the client resolves telemetry and update hosts.
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_TELEMETRY: '1',
    DISABLE_AUTOUPDATER: '1',
    DISABLE_ERROR_REPORTING: '1',
    // The interactive client otherwise git-clones the official plugin marketplace into the home.
    CLAUDE_CODE_DISABLE_OFFICIAL_MARKETPLACE_AUTOINSTALL: '1',
    // `claude plugin install` runs `npm ci --ignore-scripts` in the plugin it installs: kept on loopback, where it fails fast.
    npm_config_offline: 'true',
    npm_config_registry: 'http://127.0.0.1:9/',
    // --dangerously-skip-permissions refuses to run as root outside a declared sandbox.
    ...(process.getuid?.() === 0 ? { IS_SANDBOX: '1' } : {}),
    ...options.env,
  };
  return { home, cwd, env };
}

export interface PrintRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface PrintOptions {
  args?: string[];
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
}

/** `claude -p PROMPT --dangerously-skip-permissions ...args` in the home's folder, to its exit. */
export async function runClaude(t: CleanupScope, session: ClaudeHome, prompt: string, options: PrintOptions = {}): Promise<PrintRun> {
  const timeoutMs = options.timeoutMs ?? 120_000;
  const child = spawn(claudeBin(), ['-p', prompt, '--dangerously-skip-permissions', ...(options.args ?? [])], {
    cwd: session.cwd,
    env: { ...session.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const closed = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  onCleanup(t, async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await closed;
  });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`claude -p did not exit within ${timeoutMs} ms\nstdout: ${stdout}\nstderr: ${stderr}`));
    }, timeoutMs);
  });
  try {
    const code = await Promise.race([closed, timedOut]);
    return { code, stdout, stderr };
  } finally {
    clearTimeout(timer);
  }
}

/** Any other `claude` command (`plugin install ...`) in the session's home and folder, to its exit. */
export async function claudeCommand(session: ClaudeHome, args: string[]): Promise<PrintRun> {
  try {
    const { stdout, stderr } = await execFileAsync(claudeBin(), args, { cwd: session.cwd, env: session.env, encoding: 'utf8', timeout: 120_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number | string; stdout?: string; stderr?: string };
    if (typeof failed.code !== 'number') throw error;
    return { code: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

export interface TmuxSession {
  /** The visible screen, one string. */
  screen: () => Promise<string>;
  /** Waits until the screen matches; fails with the last screen after the bound. */
  waitForScreen: (what: string, match: RegExp | ((screen: string) => boolean), timeoutMs?: number) => Promise<string>;
  /** Types text as keystrokes, then presses Enter separately (one paste with Enter in it is not a submit). */
  submit: (text: string) => Promise<void>;
  /** Presses keys by tmux name (`Escape`, `C-c`, ...). */
  keys: (...keys: string[]) => Promise<void>;
  /** True once the client process has exited (the pane stays, dead, for its last screen). */
  exited: () => Promise<boolean>;
}

/**
 * The interactive client in a tmux server of its own (`tmux -L <unique>`, no user config), whose
 * environment is the session's. Every tmux call is asynchronous: the scripted model server shares
 * the test's event loop. When the test ends the tmux server is killed and the client waited for.
 */
export async function startInteractive(t: CleanupScope, session: ClaudeHome, args: string[] = []): Promise<TmuxSession> {
  const socket = `vibe-chain-claude-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  const env = { ...session.env, TERM: 'xterm-256color' };
  const tmux = async (...tmuxArgs: string[]): Promise<string> =>
    (await execFileAsync('tmux', ['-L', socket, '-f', '/dev/null', ...tmuxArgs], { encoding: 'utf8', env })).stdout;
  const command = [claudeBin(), '--dangerously-skip-permissions', ...args].map((word) => `'${word.replace(/'/g, `'\\''`)}'`).join(' ');
  onCleanup(t, () => endTmuxServer(socket, ['-f', '/dev/null']));
  await tmux(
    'new-session',
    '-d',
    '-s',
    'claude',
    '-x',
    '160',
    '-y',
    '50',
    '-c',
    session.cwd,
    command,
    ';',
    'set-option',
    '-t',
    'claude',
    'remain-on-exit',
    'on',
  );
  const screen = () => tmux('capture-pane', '-p', '-t', 'claude');
  return {
    screen,
    waitForScreen: async (what, match, timeoutMs = 60_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const text = await screen();
        if (typeof match === 'function' ? match(text) : match.test(text)) return text;
        if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; last screen:\n${text}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    submit: async (text) => {
      await tmux('send-keys', '-t', 'claude', '-l', text);
      await tmux('send-keys', '-t', 'claude', 'Enter');
    },
    keys: async (...keys) => {
      await tmux('send-keys', '-t', 'claude', ...keys);
    },
    exited: async () => (await tmux('display-message', '-p', '-t', 'claude', '#{pane_dead}')).trim() === '1',
  };
}

/** The transcripts (JSONL) folder the client writes for sessions opened in `cwd`. */
export function transcriptsFolder(session: ClaudeHome): string {
  return join(session.home, '.claude', 'projects', session.cwd.replace(/[^A-Za-z0-9]/g, '-'));
}
