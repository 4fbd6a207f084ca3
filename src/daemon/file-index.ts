import type { Diagnostic } from '../../protocol/diagnostic.js';
import { classifyHandoffName, classifyInboxName, HANDOFFS_DIR, INBOX_DIR } from '../../protocol/paths.js';
import { AGENT_NAME_PATTERN, isStoryId } from '../../protocol/story-id.js';

/** What a protocol path (relative to the project root) is, as far as its name tells. */
export type PathRole =
  | { kind: 'story'; id: string }
  | { kind: 'heartbeat'; agent: string }
  | { kind: 'bad-name'; diagnostic: Diagnostic }
  | { kind: 'ignored' };

export function roleOf(path: string): PathRole {
  const parts = path.split('/');
  const name = parts[parts.length - 1]!;
  const folder = parts.slice(0, -1).join('/');
  if (folder === HANDOFFS_DIR) {
    const handoff = classifyHandoffName(name);
    if (!handoff) return { kind: 'ignored' };
    return isStoryId(handoff.id) ? { kind: 'story', id: handoff.id } : badName(path, handoff.id);
  }
  if (parts.length !== INBOX_DIR.split('/').length + 2 || !path.startsWith(`${INBOX_DIR}/`)) return { kind: 'ignored' };
  const agent = parts[parts.length - 2]!;
  if (!AGENT_NAME_PATTERN.test(agent)) return { kind: 'ignored' };
  const inbox = classifyInboxName(name);
  if (!inbox) return { kind: 'ignored' };
  if (inbox.kind === 'heartbeat') return { kind: 'heartbeat', agent };
  return isStoryId(inbox.id) ? { kind: 'story', id: inbox.id } : badName(path, inbox.id);
}

function badName(path: string, id: string): PathRole {
  return {
    kind: 'bad-name',
    diagnostic: {
      code: 'bad_story_id',
      file: path,
      field: null,
      expected: 'a file named by a story id: a letter or digit, then up to 127 of [A-Za-z0-9._-], no ".."',
      got: JSON.stringify(id),
    },
  };
}

/**
 * Which protocol files each story has, as last seen. Events and scans keep it current; a read
 * that finds a file gone removes it. It is a hint for what to read, never the truth itself.
 */
export class FileIndex {
  private readonly byStory = new Map<string, Set<string>>();

  add(id: string, path: string): void {
    let paths = this.byStory.get(id);
    if (!paths) this.byStory.set(id, (paths = new Set()));
    paths.add(path);
  }

  remove(id: string, path: string): void {
    const paths = this.byStory.get(id);
    if (!paths) return;
    paths.delete(path);
    if (paths.size === 0) this.byStory.delete(id);
  }

  pathsOf(id: string): string[] {
    return [...(this.byStory.get(id) ?? [])];
  }

  ids(): IterableIterator<string> {
    return this.byStory.keys();
  }

  /**
   * A file the daemon wrote or removed itself, known before any event for it arrives. Returns
   * 'removed' for a story file it removed (what was read of it is stale), else null.
   */
  ownChange(path: string, change: 'write' | 'remove'): 'removed' | null {
    const role = roleOf(path);
    if (role.kind !== 'story') return null;
    if (change === 'write') {
      this.add(role.id, path);
      return null;
    }
    this.remove(role.id, path);
    return 'removed';
  }
}
