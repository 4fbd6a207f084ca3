import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestContext } from 'node:test';
import { type Config, DEFAULT_CONFIG } from '../../protocol/config.js';
import { systemClock } from '../../src/clock.js';
import { runStopHook, type StopHookOptions } from '../../src/workers/stop-hook.js';
import { inboxPath, taskMarkdown, tempProject, writeLikeAProducer } from '../helpers/temp-project.js';

/** A temp project with an adapter for anvil and a worktree folder for each story the test names. */
export async function workerProject(t: TestContext, config = ''): Promise<string> {
  const root = await tempProject(t, config);
  await mkdir(join(root, '_vibe-chain', 'agents', 'forge'), { recursive: true });
  await writeFile(join(root, '_vibe-chain', 'agents', 'forge', 'anvil.md'), '# Anvil\nYou are anvil, the frontend smith.\n');
  return root;
}

/** Drops a task the way a dispatcher does, with its worktree folder already there. */
export async function dropTask(root: string, id: string, extra: Record<string, string> = {}, submittedAt?: string, agent = 'anvil'): Promise<void> {
  await mkdir(join(root, 'trees', id), { recursive: true });
  await writeLikeAProducer(inboxPath(root, agent, `${id}.md`), taskMarkdown(root, id, agent, extra, submittedAt));
}

export function hookOptions(root: string, overrides: Partial<StopHookOptions> = {}): StopHookOptions {
  const config: Config = { ...DEFAULT_CONFIG, daemon: { ...DEFAULT_CONFIG.daemon, reconcile_interval: 3_600_000 } };
  return {
    projectRoot: root,
    agent: 'anvil',
    config,
    idleWaitMs: 0,
    sessionId: 'session-1',
    clock: systemClock,
    signal: new AbortController().signal,
    ...overrides,
  };
}

export function stopHook(root: string, overrides: Partial<StopHookOptions> = {}) {
  return runStopHook(hookOptions(root, overrides));
}
