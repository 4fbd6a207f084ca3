import { basename, normalize, relative, sep } from 'node:path';
import { glob } from 'tinyglobby';
import type { TranscriptSource } from './ingester.js';
import type { TranscriptDir } from './locate.js';

/**
 * Which files of a transcripts folder matter: top-level `<session>.jsonl` files are sessions;
 * `<session>/subagents/*.jsonl` are sidechains, read for liveness only. Anything else is ignored.
 */
export function sourceOf(dir: TranscriptDir, file: string): TranscriptSource | null {
  if (!file.endsWith('.jsonl')) return null;
  const parts = relative(dir.dir, file).split(sep);
  const owner = { agent: dir.agent, storyId: dir.storyId, ...(dir.stage == null ? {} : { stage: dir.stage }) };
  const sessionId = parts.length === 1 ? basename(file, '.jsonl') : parts.length === 3 && parts[1] === 'subagents' ? parts[0]! : null;
  // The session id names a folder under exchanges/: Claude Code's are uuids, anything odd is left out.
  if (sessionId === null || !SESSION_ID.test(sessionId)) return null;
  return { file, kind: parts.length === 1 ? 'session' : 'sidechain', sessionId, ...owner };
}

const SESSION_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export async function scanDir(dir: TranscriptDir): Promise<TranscriptSource[]> {
  const files = await glob(['*.jsonl', '*/subagents/*.jsonl'], {
    cwd: dir.dir,
    absolute: true,
    onlyFiles: true,
    dot: true,
    followSymbolicLinks: false,
    expandDirectories: false,
  });
  return files
    .map((file) => sourceOf(dir, normalize(file)))
    .filter((source): source is TranscriptSource => source !== null)
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}
