import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderFrontMatter } from '../../src/markdown/front-matter.js';

/** A throwaway project for one benchmark; `remove()` deletes it. */
export function benchProject(config = ''): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'vibe-chain-bench-'));
  mkdirSync(join(root, '_vibe-chain'), { recursive: true });
  mkdirSync(join(root, '_vibe-chain-output', 'worker-inbox'), { recursive: true });
  mkdirSync(join(root, '_vibe-chain-output', 'handoffs'), { recursive: true });
  if (config) writeFileSync(join(root, '_vibe-chain', 'config.toml'), config);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

export function inbox(root: string, agent: string): string {
  return join(root, '_vibe-chain-output', 'worker-inbox', agent);
}

export function taskText(root: string, id: string, agent: string, submittedAt = new Date().toISOString()): string {
  return renderFrontMatter(
    {
      story_id: id,
      project_id: 'bench',
      worktree_path: join(root, 'trees', id),
      project_root: root,
      handoff_dir: join(root, '_vibe-chain-output', 'handoffs'),
      agent,
      task_type: agent === 'furnace' ? 'backend' : 'frontend',
      ipc_protocol: 'ipc-v1',
      submitted_at: submittedAt,
    },
    `Benchmark story ${id}.\n`,
  );
}

export function handoffText(id: string, agent: string): string {
  return renderFrontMatter({ story_id: id, agent, status: 'completed', created_at: new Date().toISOString() }, 'Done.\n');
}

/** Writes the way producers must: a temp name in the same folder, then a rename. */
export function produce(path: string, text: string): void {
  const temp = `${path.slice(0, path.lastIndexOf('/') + 1)}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, path);
}

/** Writes `count` waiting tasks straight into an inbox (setting up, not measured). */
export function seedTasks(root: string, agent: string, prefix: string, count: number): void {
  mkdirSync(inbox(root, agent), { recursive: true });
  for (let i = 0; i < count; i++) writeFileSync(join(inbox(root, agent), `${prefix}-${i}.md`), taskText(root, `${prefix}-${i}`, agent));
}
