import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';

/** What a person commits after a day: the reviewable history PROTOCOL.md names (section 3, "What is git's"). */
export const HISTORY = ['_vibe-chain-output/handoffs', '_vibe-chain-output/broadcasts', '_vibe-chain-output/worker-inbox/.history.jsonl'];

/** git in `root` with a fixed identity and `root` as HOME (no user config leaks in); fails the test on a non-zero exit. */
export function git(root: string, ...args: string[]): string {
  const run = spawnSync('git', ['-C', root, ...args], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: root, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' },
  });
  assert.equal(run.status, 0, `git ${args.join(' ')}: ${run.stderr}`);
  return run.stdout;
}
