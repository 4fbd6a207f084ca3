import { posix } from 'node:path';
import type { FsView } from '../../src/heimdall/eval/paths.js';
import type { Policy } from '../../src/heimdall/policy.js';

/** The imaginary layout the corpus is labelled against (no disk involved). */
export const WORKTREE = '/srv/forge/wt/FORGE-3';
export const PROJECT = '/srv/forge/project';
export const HOME = '/home/worker';

const SQL_FILES: Record<string, string> = {
  [`${WORKTREE}/drop.sql`]: 'DROP TABLE users;\n',
  [`${WORKTREE}/wipe.sql`]: 'DELETE FROM users;\n',
  [`${WORKTREE}/seed.sql`]: "INSERT INTO users (name) VALUES ('a');\n",
};

export const fixtureFs: FsView = {
  realpath: (path) => posix.normalize(path),
  readText: (path) => SQL_FILES[path] ?? null,
  currentBranch: () => 'feat/FORGE-3',
};

export function fixturePolicy(overrides: Partial<Policy> = {}): Policy {
  return {
    worktree: WORKTREE,
    allowedPaths: [WORKTREE, `${PROJECT}/_vibe-chain-output/handoffs`, `${PROJECT}/_vibe-chain-output/worker-inbox/anvil`],
    tempDirs: ['/tmp'],
    outputDir: `${PROJECT}/_vibe-chain-output`,
    assignedBranch: 'feat/FORGE-3',
    agent: 'anvil',
    storyId: 'FORGE-3',
    hasDbMigration: false,
    home: HOME,
    deny: [],
    allow: [],
    onParseError: 'block',
    ...overrides,
  };
}
