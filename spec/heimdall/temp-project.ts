import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestContext } from 'node:test';

export interface TempProject {
  root: string;
  worktree: string;
  inbox: string;
  contextFile: string;
  auditLog: string;
}

/** A project with one picked-up task FORGE-3 for anvil, its context, and a worktree on feat/FORGE-3; removed after the test. */
export function tempProject(t: TestContext, config = ''): TempProject {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'heimdall-')));
  t.after(() => rmSync(base, { recursive: true, force: true }));
  return writeProject(base, config);
}

/** The same layout under `base` (the benchmark uses it too). */
export function writeProject(base: string, config = ''): TempProject {
  const root = join(base, 'project');
  const worktree = join(base, 'wt', 'FORGE-3');
  const output = join(root, '_vibe-chain-output');
  const inbox = join(output, 'worker-inbox', 'anvil');
  mkdirSync(inbox, { recursive: true });
  mkdirSync(join(output, 'handoffs'), { recursive: true });
  mkdirSync(join(worktree, '.git'), { recursive: true });
  mkdirSync(join(worktree, 'src'), { recursive: true });
  writeFileSync(join(worktree, '.git', 'HEAD'), 'ref: refs/heads/feat/FORGE-3\n');
  mkdirSync(join(root, '_vibe-chain'), { recursive: true });
  if (config) writeFileSync(join(root, '_vibe-chain', 'config.toml'), config);
  const contextFile = join(inbox, 'FORGE-3.context.json');
  writeFileSync(
    contextFile,
    JSON.stringify({
      story_id: 'FORGE-3',
      agent: 'anvil',
      worktree_path: worktree,
      assigned_branch: 'feat/FORGE-3',
      handoff_dir: join(output, 'handoffs'),
      has_db_migration: false,
      has_api_changes: false,
      allowed_paths: [worktree, join(output, 'handoffs'), inbox],
    }),
  );
  writeFileSync(
    join(output, 'worker-inbox', '.tracking.json'),
    JSON.stringify({ ipc_protocol: 'ipc-v1', updated_at: '2026-04-01T12:00:00Z', tasks: { 'FORGE-3': { state: 'picked_up', agent: 'anvil' } }, workers: {} }),
  );
  return { root, worktree, inbox, contextFile, auditLog: join(output, 'heimdall-audit.log') };
}

export function hookInput(tool: string, toolInput: Record<string, unknown>, cwd: string): string {
  return JSON.stringify({ session_id: 'sess-1', transcript_path: '/dev/null', cwd, hook_event_name: 'PreToolUse', tool_name: tool, tool_input: toolInput });
}
