import { readFile } from 'node:fs/promises';
import { EVENTS_LOG } from '../../protocol/paths.js';
import { inProject } from '../project/project-root.js';
import { jsonOrNull } from '../text/json-or-null.js';

/**
 * The session id of the daemon that last started on this project, read from its
 * `forge-session-started` event in `events.jsonl` (or the rotated `events.jsonl.1`): lab's
 * correlation key for the stories submitted from here. Null when no daemon ever ran here.
 */
export async function lastDaemonSession(projectRoot: string): Promise<string | null> {
  for (const file of [EVENTS_LOG, `${EVENTS_LOG}.1`]) {
    let text: string;
    try {
      text = await readFile(inProject(projectRoot, file), 'utf8');
    } catch (error) {
      // ENOENT: no events (or no rotation) yet.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const lines = text.split('\n');
    for (let i = lines.length - 1; i >= 0; i--) {
      if (!lines[i]!.includes('"forge-session-started"')) continue;
      const event = jsonOrNull(lines[i]!) as { type?: unknown; session_id?: unknown } | null;
      if (event?.type === 'forge-session-started' && typeof event.session_id === 'string' && event.session_id !== '') return event.session_id;
    }
  }
  return null;
}
