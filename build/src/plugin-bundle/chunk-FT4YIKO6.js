import {
  BROADCASTS_DIR,
  HANDOFFS_DIR,
  agentInbox
} from "./chunk-YZV3RAMM.js";

// dist/protocol/sandbox-settings.js
var SANDBOX_MODES = ["required", "best-effort", "off"];
var DEFAULT_SANDBOX_HOSTS = [
  "registry.npmjs.org",
  "*.npmjs.org",
  "registry.yarnpkg.com",
  "pypi.org",
  "files.pythonhosted.org",
  "crates.io",
  "*.crates.io",
  "proxy.golang.org",
  "sum.golang.org",
  "repo.maven.apache.org",
  "repo1.maven.org",
  "rubygems.org",
  "github.com",
  "*.github.com",
  "*.githubusercontent.com"
];
var DEFAULT_SANDBOX_WRITE = ["~/.npm", "~/.cache", "~/.cargo/registry", "~/go/pkg/mod", "~/.m2/repository", "~/.gradle/caches"];
var SANDBOX_DENY_READ = [
  "~/.ssh",
  "~/.aws",
  "~/.gnupg",
  "~/.kube",
  "~/.config/gcloud",
  "~/.azure",
  "~/.docker/config.json",
  "~/.netrc",
  "~/.git-credentials",
  "~/.pgpass"
];
var SANDBOX_PLACEHOLDERS = [
  ".bash_profile",
  ".bashrc",
  ".claude/agents",
  ".claude/commands",
  ".claude/hooks",
  ".claude/launch.json",
  ".claude/loop.md",
  ".claude/output-styles",
  ".claude/routines",
  ".claude/scheduled_tasks.json",
  ".claude/settings.json",
  ".claude/settings.local.json",
  ".claude/skills",
  ".claude/workflows",
  ".gitconfig",
  ".gitmodules",
  ".idea",
  ".mcp.json",
  ".profile",
  ".ripgreprc",
  ".vscode",
  ".zprofile",
  ".zshrc"
];
var SANDBOX_EXCLUDES = [...SANDBOX_PLACEHOLDERS, ".claude/.cc-writes/"];
function sandboxWriteRoots(place) {
  const roots = [place.folder, ...[HANDOFFS_DIR, agentInbox(place.agent), BROADCASTS_DIR].map((dir) => `${place.projectRoot}/${dir}`)];
  if (place.gitCommonDir !== null)
    roots.push(place.gitCommonDir);
  return unique([...roots, ...place.write]);
}
function sandboxSettings(place, mode, home) {
  const write = sandboxWriteRoots(place);
  const credentials = SANDBOX_DENY_READ.map((path) => absolute(path, home));
  return {
    sandbox: {
      enabled: true,
      failIfUnavailable: mode === "required",
      allowUnsandboxedCommands: false,
      filesystem: { allowWrite: write, denyRead: [...SANDBOX_DENY_READ, `${place.folder}/**/.env`] },
      network: { allowedDomains: unique([...place.hosts, ...place.hookHost === null ? [] : [place.hookHost]]), strictAllowlist: true }
    },
    permissions: {
      additionalDirectories: write.filter((path) => path !== place.folder && !path.startsWith("~")),
      deny: credentials.flatMap((path) => [`Read(/${path})`, `Read(/${path}/**)`])
    }
  };
}
function missingExcludes(exclude) {
  const have = new Set(exclude.split("\n").map((line) => line.trim()));
  return SANDBOX_EXCLUDES.map((name) => `/${name}`).filter((pattern) => !have.has(pattern));
}
function absolute(path, home) {
  return path.startsWith("~/") ? `${home.replace(/\/$/, "")}/${path.slice(2)}` : path;
}
function unique(list) {
  return [...new Set(list)];
}

export {
  SANDBOX_MODES,
  DEFAULT_SANDBOX_HOSTS,
  DEFAULT_SANDBOX_WRITE,
  SANDBOX_PLACEHOLDERS,
  sandboxSettings,
  missingExcludes
};
