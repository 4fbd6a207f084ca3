import { agentInbox, BROADCASTS_DIR, HANDOFFS_DIR } from './paths.js';

/**
 * The OS sandbox Claude Code puts under every Bash command (bubblewrap and socat on Linux,
 * Seatbelt on macOS), as the `sandbox` and `permissions` sections of the settings a worker
 * session is started with. Pure: the caller says whether the platform can run it and where the
 * session works. Every key here was tried on the pinned client (spec/claude-code/sandbox-*.test.ts).
 */

/** `[heimdall] sandbox`: required fails closed, best-effort runs unconfined where it cannot, off never asks for it. */
export const SANDBOX_MODES = ['required', 'best-effort', 'off'] as const;
export type SandboxMode = (typeof SANDBOX_MODES)[number];

/**
 * Hosts a sandboxed command may reach by default: the package registries and source hosts an
 * ordinary build fetches from (npm, PyPI, crates.io, Go's proxy, Maven Central, RubyGems, GitHub).
 * The design logs `npm install`, `pip install`, `curl` and `wget`; it does not forbid them.
 */
export const DEFAULT_SANDBOX_HOSTS = [
  'registry.npmjs.org',
  '*.npmjs.org',
  'registry.yarnpkg.com',
  'pypi.org',
  'files.pythonhosted.org',
  'crates.io',
  '*.crates.io',
  'proxy.golang.org',
  'sum.golang.org',
  'repo.maven.apache.org',
  'repo1.maven.org',
  'rubygems.org',
  'github.com',
  '*.github.com',
  '*.githubusercontent.com',
];

/** Caches the toolchains write outside the worktree (`~` is the session's own home, expanded by the client). */
export const DEFAULT_SANDBOX_WRITE = ['~/.npm', '~/.cache', '~/.cargo/registry', '~/go/pkg/mod', '~/.m2/repository', '~/.gradle/caches'];

/** Credential folders and files no sandboxed command may read: Heimdall's credential classes, for every program. */
export const SANDBOX_DENY_READ = [
  '~/.ssh',
  '~/.aws',
  '~/.gnupg',
  '~/.kube',
  '~/.config/gcloud',
  '~/.azure',
  '~/.docker/config.json',
  '~/.netrc',
  '~/.git-credentials',
  '~/.pgpass',
];

/**
 * The files the client's sandbox protects in the folder a session starts in (seen on the pinned
 * client, 2.1.332). While a command runs, each that is missing gets an empty placeholder, created
 * before the command and removed after it. Two sandboxed sessions sharing one folder then race:
 * one binds a placeholder the other has just removed, and its command fails ("bwrap: Can't find
 * source path .claude/settings.json"; spec/claude-code/sandbox-shared-folder.test.ts). So forge
 * creates the missing ones itself, empty, and leaves them: the sandbox then binds what is there and
 * removes nothing. The client takes an empty one for its own placeholder, not a setting.
 */
export const SANDBOX_PLACEHOLDERS = [
  '.bash_profile',
  '.bashrc',
  '.claude/agents',
  '.claude/commands',
  '.claude/hooks',
  '.claude/launch.json',
  '.claude/loop.md',
  '.claude/output-styles',
  '.claude/routines',
  '.claude/scheduled_tasks.json',
  '.claude/settings.json',
  '.claude/settings.local.json',
  '.claude/skills',
  '.claude/workflows',
  '.gitconfig',
  '.gitmodules',
  '.idea',
  '.mcp.json',
  '.profile',
  '.ripgreprc',
  '.vscode',
  '.zprofile',
  '.zshrc',
];

/**
 * What the supervisor lists in the repository's `.git/info/exclude`, anchored at the worktree's
 * root: the placeholders (untracked, they make `git add -A` fail while a command runs: "can only
 * add regular files") and the client's own `.claude/.cc-writes/`. A tracked file of the same name
 * is not affected by an exclude.
 */
export const SANDBOX_EXCLUDES = [...SANDBOX_PLACEHOLDERS, '.claude/.cc-writes/'];

export interface SandboxPlace {
  /** The folder the session starts in (absolute): the task's worktree, or the worker's cwd. */
  folder: string;
  projectRoot: string;
  /** The worker the session runs as: its inbox folder is writable (claims, releases). */
  agent: string;
  /** The repository's common `.git` folder when it lies outside `folder` (a linked worktree), else null. */
  gitCommonDir: string | null;
  /** `[heimdall] sandbox_hosts`. */
  hosts: readonly string[];
  /** `[heimdall] sandbox_write`. */
  write: readonly string[];
  /**
   * `host:port` of the daemon when it answers the session's hooks over HTTP: the client sends its
   * HTTP hooks through the sandbox's proxy, which refuses a loopback address off the list (the
   * PreToolUse hook then blocks every call, and the Stop hook fails).
   */
  hookHost: string | null;
}

/**
 * Where a sandboxed command may write, Heimdall's allowed paths for a worker: the session's folder,
 * the handoffs, the worker's own inbox folder and the broadcasts (what `forge handoff`, `forge
 * release` and `forge broadcast` write), the repository's git folder, the caches. Nothing else of
 * the project: not the tracking file, the ledger, another worker's inbox or the supervisor's settings.
 */
export function sandboxWriteRoots(place: SandboxPlace): string[] {
  const roots = [place.folder, ...[HANDOFFS_DIR, agentInbox(place.agent), BROADCASTS_DIR].map((dir) => `${place.projectRoot}/${dir}`)];
  if (place.gitCommonDir !== null) roots.push(place.gitCommonDir);
  return unique([...roots, ...place.write]);
}

/**
 * The settings sections for one session. `failIfUnavailable` makes the client refuse to start
 * rather than run unconfined; `allowUnsandboxedCommands: false` takes away the model's
 * `dangerouslyDisableSandbox` retry; `strictAllowlist` refuses a host off the list instead of
 * asking a person nobody is there to be. The file tools are outside the sandbox: `permissions`
 * denies them the credential paths (absolute rules need `//`) and writes outside the folders the
 * session works in, and Heimdall still judges every call.
 */
export function sandboxSettings(place: SandboxPlace, mode: Exclude<SandboxMode, 'off'>, home: string): Record<string, unknown> {
  const write = sandboxWriteRoots(place);
  const credentials = SANDBOX_DENY_READ.map((path) => absolute(path, home));
  return {
    sandbox: {
      enabled: true,
      failIfUnavailable: mode === 'required',
      allowUnsandboxedCommands: false,
      filesystem: { allowWrite: write, denyRead: [...SANDBOX_DENY_READ, `${place.folder}/**/.env`] },
      network: { allowedDomains: unique([...place.hosts, ...(place.hookHost === null ? [] : [place.hookHost])]), strictAllowlist: true },
    },
    permissions: {
      additionalDirectories: write.filter((path) => path !== place.folder && !path.startsWith('~')),
      deny: credentials.flatMap((path) => [`Read(/${path})`, `Read(/${path}/**)`]),
    },
  };
}

/** The patterns `.git/info/exclude` lacks, anchored at the worktree's root, in order; none when all are there. */
export function missingExcludes(exclude: string): string[] {
  const have = new Set(exclude.split('\n').map((line) => line.trim()));
  return SANDBOX_EXCLUDES.map((name) => `/${name}`).filter((pattern) => !have.has(pattern));
}

function absolute(path: string, home: string): string {
  return path.startsWith('~/') ? `${home.replace(/\/$/, '')}/${path.slice(2)}` : path;
}

function unique(list: string[]): string[] {
  return [...new Set(list)];
}
