import type { Config } from '../../protocol/config.js';
import { readTask } from '../parties/read-task.js';
import { readAdapter } from '../workers/read-adapter.js';

/**
 * The name lab shows for a worker: the name of its personality adapter's heading
 * (`# Anvil, frontend engineer` gives `Anvil`), else the worker's name with a capital letter.
 */
export async function agentDisplayName(projectRoot: string, agent: string, config: Config): Promise<string> {
  const fallback = agent.charAt(0).toUpperCase() + agent.slice(1);
  try {
    const { text } = await readAdapter(projectRoot, agent, config);
    const heading = text === null ? undefined : /^#\s+([^,\n]+)/m.exec(text)?.[1]?.trim();
    return heading || fallback;
  } catch {
    // A broken adapter is reported where it matters (task delivery); the event keeps the plain name.
    return fallback;
  }
}

/** The task's `title` front matter, or null (no title, or the task file is gone or broken). */
export async function taskTitle(projectRoot: string, agent: string, id: string, maxBytes: number): Promise<string | null> {
  const task = await readTask(projectRoot, agent, id, maxBytes).catch(() => null);
  return task?.ok && typeof task.frontMatter.title === 'string' && task.frontMatter.title !== '' ? task.frontMatter.title : null;
}
