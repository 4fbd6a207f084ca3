import { mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import lockfile from 'proper-lockfile';
import { diagnosticsFromZod, renderDiagnostic } from '../../protocol/diagnostic.js';
import { stableJson } from '../../protocol/stable-json.js';
import { ForgeError } from '../errors.js';
import { writeAtomic } from '../fs/atomic-write.js';
import { LAB_STORIES_FILE } from '../lab-reference/lab-paths.js';
import { inProject } from '../project/project-root.js';
import { LabStoriesFile, type LabStoryRecord } from './lab-story.js';

/**
 * `.forge/lab-stories.json`: which forge tasks were submitted to lab as stories. A file that does
 * not parse is an error, never silently replaced: it is what keeps a task from being submitted twice.
 */
export async function readLabStories(projectRoot: string): Promise<LabStoriesFile> {
  let text: string;
  try {
    text = await readFile(inProject(projectRoot, LAB_STORIES_FILE), 'utf8');
  } catch (error) {
    // ENOENT: nothing submitted from this project yet.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    throw new ForgeError('bad_input', `${LAB_STORIES_FILE} is not valid JSON (${error.message}); fix it by hand: it records which tasks lab already has`);
  }
  const checked = LabStoriesFile.safeParse(json);
  if (!checked.success) {
    throw new ForgeError('bad_input', diagnosticsFromZod(LAB_STORIES_FILE, checked.error.issues).map(renderDiagnostic).join('\n'));
  }
  return checked.data;
}

export async function writeLabStories(projectRoot: string, stories: LabStoriesFile): Promise<void> {
  await writeAtomic(inProject(projectRoot, LAB_STORIES_FILE), stableJson(stories));
}

/**
 * Changes the file under a lock, read and written whole: the CLI (a new submission) and the
 * daemon (polling, the relay) write it, and neither may lose what the other just wrote. `change`
 * returns false when it changed nothing (nothing is written then).
 */
export async function modifyLabStories(projectRoot: string, change: (stories: LabStoriesFile) => boolean): Promise<LabStoriesFile> {
  const file = inProject(projectRoot, LAB_STORIES_FILE);
  await mkdir(dirname(file), { recursive: true });
  const release = await lockfile.lock(dirname(file), {
    lockfilePath: `${file}.lock`,
    realpath: false,
    stale: 10_000,
    retries: { retries: 100, minTimeout: 10, maxTimeout: 100 },
  });
  try {
    const stories = await readLabStories(projectRoot);
    if (change(stories)) await writeLabStories(projectRoot, stories);
    return stories;
  } finally {
    await release();
  }
}

/** Sets `status` and `last_checked` of the entries named (others are left alone, an unknown key is not added). */
export async function updateLabStories(projectRoot: string, updates: Record<string, Pick<LabStoryRecord, 'status' | 'last_checked'>>): Promise<LabStoriesFile> {
  return modifyLabStories(projectRoot, (stories) => {
    let changed = false;
    for (const [key, update] of Object.entries(updates)) {
      const entry = stories[key];
      if (!entry) continue;
      stories[key] = { ...entry, ...update };
      changed = true;
    }
    return changed;
  });
}
