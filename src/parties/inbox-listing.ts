import { readdir } from 'node:fs/promises';
import { agentInbox, classifyInboxName, INBOX_DIR } from '../../protocol/paths.js';
import type { SignalName } from '../../protocol/signals.js';
import { AGENT_NAME_PATTERN } from '../../protocol/story-id.js';
import { inProject } from '../project/project-root.js';

/** What one agent's inbox holds for a story id, as far as the file names tell. */
export interface InboxStory {
  task: boolean;
  signals: Set<SignalName>;
}

/** The stories of an agent's inbox by id; null when the folder does not exist. */
export async function listInbox(projectRoot: string, agent: string): Promise<Map<string, InboxStory> | null> {
  const names = await namesIn(inProject(projectRoot, agentInbox(agent)));
  if (names === null) return null;
  const stories = new Map<string, InboxStory>();
  for (const name of names) {
    const kind = classifyInboxName(name);
    if (kind === null || kind.kind === 'heartbeat' || kind.kind === 'context') continue;
    let story = stories.get(kind.id);
    if (!story) stories.set(kind.id, (story = { task: false, signals: new Set() }));
    if (kind.kind === 'task') story.task = true;
    else story.signals.add(kind.signal);
  }
  return stories;
}

/** The agent folders of the worker inbox (names that are valid agent names). */
export async function listAgents(projectRoot: string): Promise<string[]> {
  try {
    const entries = await readdir(inProject(projectRoot, INBOX_DIR), { withFileTypes: true });
    return entries
      .filter((entry) => entry.isDirectory() && AGENT_NAME_PATTERN.test(entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    // ENOENT: nothing was ever submitted here.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function namesIn(dir: string): Promise<string[] | null> {
  try {
    return await readdir(dir);
  } catch (error) {
    // ENOENT: no such inbox (yet); ENOTDIR: a file stands where the folder should be.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}
