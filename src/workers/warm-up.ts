import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TaskFrontMatter } from '../../protocol/task.js';
import { readFrontMatterFile } from '../files/read-protocol-file.js';

const SAMPLE = `---
story_id: WARM-UP
project_id: warm-up
worktree_path: /warm-up
project_root: /warm-up
handoff_dir: /warm-up
agent: warm-up
task_type: frontend
ipc_protocol: ipc-v1
submitted_at: "2026-01-01T00:00:00.000Z"
urgency: normal
---
A sample task, read once so the real one is read fast.
`;

/**
 * The first task file a process reads costs tens of milliseconds of lazy compilation (the YAML
 * parser, the front matter splitter, zod's compiled schema, file handles); later reads take a
 * few. A hook that starts waiting has time to spare, so it reads a sample task then, and the
 * task that lands is claimed at the warm speed (bench/pickup-latency.ts measures both).
 */
export async function warmUpTaskReading(): Promise<void> {
  let dir: string;
  try {
    dir = await mkdtemp(join(tmpdir(), 'forge-warm-up-'));
  } catch (error) {
    // EACCES/EROFS/ENOSPC: no scratch space; the first real read is just slower.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EACCES' || code === 'EROFS' || code === 'ENOSPC') return;
    throw error;
  }
  try {
    const file = join(dir, 'WARM-UP.md');
    await writeFile(file, SAMPLE);
    await readFrontMatterFile(file, TaskFrontMatter, { projectRoot: dir, display: 'WARM-UP.md', maxBytes: 4096 });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
