import { statSync } from 'node:fs';
import { contextFile } from '../../protocol/paths.js';
import { OPEN_STATES, type TrackingFile } from '../../protocol/tracking.js';
import { ForgeError } from '../errors.js';
import { readOptionalText } from '../fs/read-optional.js';
import { inProject } from '../project/project-root.js';
import { jsonOrNull } from '../text/json-or-null.js';

/** A repository the code tools answer about: the project, or the worktree of an open task. */
export interface Repo {
  repo: string;
  root: string;
  storyId: string | null;
}

export const PROJECT_REPO = 'project';

export async function listRepos(projectRoot: string, tracking: Pick<TrackingFile, 'tasks'> | null): Promise<Repo[]> {
  const repos: Repo[] = [{ repo: PROJECT_REPO, root: projectRoot, storyId: null }];
  const seen = new Set([projectRoot]);
  for (const [storyId, entry] of Object.entries(tracking?.tasks ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    if (!OPEN_STATES.has(entry.state) || storyId === PROJECT_REPO) continue;
    const root = await worktreeOf(projectRoot, entry.agent, storyId);
    if (root === null || seen.has(root)) continue;
    seen.add(root);
    repos.push({ repo: storyId, root, storyId });
  }
  return repos;
}

export async function findRepo(projectRoot: string, tracking: TrackingFile | null, name: string | undefined): Promise<Repo> {
  if (name === undefined || name === PROJECT_REPO) return { repo: PROJECT_REPO, root: projectRoot, storyId: null };
  const repos = await listRepos(projectRoot, tracking);
  const found = repos.find((repo) => repo.repo === name);
  if (found) return found;
  throw new ForgeError(
    'not_found',
    `no repository "${name}": the code tools know ${repos.map((repo) => repo.repo).join(', ')} (list_repos lists them; a task's worktree is known while the task is open)`,
  );
}

/** The worktree an open task is worked in, from the context file the daemon wrote; null when unknown or not a folder. */
async function worktreeOf(projectRoot: string, agent: string, storyId: string): Promise<string | null> {
  const text = await readOptionalText(inProject(projectRoot, contextFile(agent, storyId)));
  const path = (text === null ? null : (jsonOrNull(text) as { worktree_path?: unknown } | null))?.worktree_path;
  if (typeof path !== 'string') return null;
  try {
    return statSync(path).isDirectory() ? path : null;
  } catch (error) {
    // ENOENT: the worktree was removed; the task is listed without it.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
