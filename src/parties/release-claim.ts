import { unlink } from 'node:fs/promises';
import type { Diagnostic } from '../../protocol/diagnostic.js';
import { signalFile } from '../../protocol/paths.js';
import { ForgeError } from '../errors.js';
import { pathExists } from '../fs/path-exists.js';
import { inProject } from '../project/project-root.js';
import { readTracking } from '../tracking/read-tracking.js';
import { locateStory } from './locate-story.js';
import { storyIdErrors } from './story-id-check.js';

export type ReleaseResult = { ok: true; story_id: string; agent: string; file: string } | { ok: false; errors: Diagnostic[] };

/**
 * Removes `<id>.picked-up`: a person releasing a claim the worker will not finish (PROTOCOL 10.3).
 * The daemon puts the story back to `submitted` with a fresh orphan window, and any worker may
 * claim it again. A claim that already timed out is not released here: its `.timeout` keeps the
 * story timed out, and retrying it is the way on.
 */
export async function releaseClaim(projectRoot: string, id: string): Promise<ReleaseResult> {
  const idErrors = storyIdErrors(id, 'release');
  if (idErrors.length > 0) return { ok: false, errors: idErrors };
  const read = await readTracking(projectRoot);
  const location = await locateStory(projectRoot, id, read?.ok ? read.tracking : null);
  if (location === null) throw new ForgeError('not_found', `no story ${id} in .tracking.json or in any inbox folder: there is no claim to release`);
  const at = (signal: 'picked-up' | 'timeout' | 'confirmed') => inProject(projectRoot, signalFile(location.agent, id, signal));
  const claim = signalFile(location.agent, id, 'picked-up');
  if (await pathExists(at('confirmed')))
    throw new ForgeError('conflict', `story ${id} is confirmed: the daemon is cleaning it up, there is nothing to release`);
  if (await pathExists(at('timeout'))) {
    throw new ForgeError(
      'conflict',
      `story ${id} timed out: releasing ${claim} would not reopen it (its .timeout stays); retry the story instead, which writes a fresh task`,
    );
  }
  try {
    await unlink(at('picked-up'));
  } catch (error) {
    // ENOENT: nobody holds the story (never claimed, or released a moment ago).
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new ForgeError('conflict', `story ${id} has no claim: ${claim} does not exist (state ${location.entry?.state ?? 'not tracked yet'})`);
  }
  return { ok: true, story_id: id, agent: location.agent, file: claim };
}
