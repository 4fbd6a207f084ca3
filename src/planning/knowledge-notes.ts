import { z } from 'zod';
import { renderDiagnostic } from '../../protocol/diagnostic.js';
import { CONFIG_DIR } from '../../protocol/paths.js';
import { IsoTime } from '../../protocol/timestamps.js';
import { ForgeError } from '../errors.js';
import { readFrontMatterFile } from '../files/read-protocol-file.js';
import { listDirOrEmpty } from '../fs/list-dir.js';
import { publishExclusive } from '../fs/publish-exclusive.js';
import { renderFrontMatter } from '../markdown/front-matter.js';
import { inProject } from '../project/project-root.js';

/**
 * Patterns and gotchas, one Markdown file each under `_vibe-chain/knowledge/<kind>s/`: written
 * once (never over another), listed newest first, found by words of the title, tags or body.
 */
export type NoteKind = 'pattern' | 'gotcha';

const NoteFront = z.looseObject({
  title: z.string().min(1),
  kind: z.enum(['pattern', 'gotcha']),
  project: z.string().nullable().default(null),
  tags: z.array(z.string()).default([]),
  created_at: IsoTime,
});

export const notesDir = (kind: NoteKind) => `${CONFIG_DIR}/knowledge/${kind}s`;

export interface Note {
  id: string;
  title: string;
  project: string | null;
  tags: string[];
  created_at: string;
  body: string;
}

export function noteId(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'note';
}

export async function writeNote(projectRoot: string, kind: NoteKind, note: Omit<Note, 'id'>): Promise<{ id: string; file: string }> {
  const id = noteId(note.title);
  const file = `${notesDir(kind)}/${id}.md`;
  const text = renderFrontMatter({ title: note.title, kind, project: note.project, tags: note.tags, created_at: note.created_at }, note.body);
  if (!(await publishExclusive(inProject(projectRoot, file), text)))
    throw new ForgeError('conflict', `a ${kind} titled like that exists already: ${file}; give another title`);
  return { id, file };
}

/** Every note of a kind, newest first, and the files that are not valid notes (reported, never dropped silently). */
export async function readNotesAndProblems(projectRoot: string, kind: NoteKind): Promise<{ notes: Note[]; invalid: Array<{ file: string; problem: string }> }> {
  const dir = notesDir(kind);
  const names = (await listDirOrEmpty(inProject(projectRoot, dir))).filter((e) => e.isFile() && e.name.endsWith('.md')).map((e) => e.name);
  const notes: Note[] = [];
  const invalid: Array<{ file: string; problem: string }> = [];
  for (const name of names.sort()) {
    const file = `${dir}/${name}`;
    const read = await readFrontMatterFile(inProject(projectRoot, file), NoteFront, { projectRoot, display: file, maxBytes: 262_144 });
    if (read === null) continue; // removed since the listing
    if (!read.ok) {
      invalid.push({ file, problem: read.errors.map(renderDiagnostic).join('; ') });
      continue;
    }
    const { title, project, tags, created_at } = read.value;
    notes.push({ id: name.slice(0, -3), title, project, tags, created_at, body: read.body });
  }
  notes.sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : a.id < b.id ? -1 : 1));
  return { notes, invalid };
}

export async function readNotes(projectRoot: string, kind: NoteKind): Promise<Note[]> {
  return (await readNotesAndProblems(projectRoot, kind)).notes;
}

export function matchesQuery(note: Note, query: string | undefined): boolean {
  if (!query) return true;
  const text = `${note.title}\n${note.tags.join(' ')}\n${note.body}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/** The patterns and gotchas holding every word of the query, newest first. */
export async function matchingNotes(projectRoot: string, query: string): Promise<Array<{ kind: NoteKind; id: string; title: string }>> {
  const found: Array<{ kind: NoteKind; id: string; title: string; created_at: string }> = [];
  for (const kind of ['gotcha', 'pattern'] as const)
    for (const note of await readNotes(projectRoot, kind))
      if (matchesQuery(note, query)) found.push({ kind, id: note.id, title: note.title, created_at: note.created_at });
  return found.sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0)).map(({ kind, id, title }) => ({ kind, id, title }));
}
