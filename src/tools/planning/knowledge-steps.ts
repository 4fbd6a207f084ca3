import type { z } from 'zod';
import { renderDiagnostic } from '../../../protocol/diagnostic.js';
import { planStatus } from '../../../protocol/planning/plan-machine.js';
import { fillOffsetPage, pageStart } from '../../../protocol/tools/common.js';
import type { CollectKnowledgeInput, GetProjectHistoryInput, RegisterInput } from '../../../protocol/tools/planning/knowledge-tools.js';
import { ForgeError } from '../../errors.js';
import { initProject } from '../../init/init-project.js';
import { matchesQuery, type NoteKind, readNotesAndProblems, writeNote } from '../../planning/knowledge-notes.js';
import { planFolderExists, planProjects, readPlanFolder, writeArtifacts } from '../../planning/plan-folder.js';
import { parseCursor } from '../../transcripts/search.js';
import type { ToolContext } from '../context.js';
import { nowIso, statusView } from './plan-access.js';

export async function collectKnowledge(context: ToolContext, input: z.output<typeof CollectKnowledgeInput>) {
  const { id, file } = await writeNote(context.projectRoot, input.kind, {
    title: input.title,
    project: input.project ?? null,
    tags: input.tags ?? [],
    created_at: nowIso(context),
    body: input.body,
  });
  return { ok: true as const, id, kind: input.kind, file };
}

type NotesInput = { query?: string | undefined; project?: string | undefined; limit: number; cursor?: string | undefined };

async function listNotes(context: ToolContext, kind: NoteKind, input: NotesInput) {
  const offset = parseCursor(input.cursor ?? null);
  const read = await readNotesAndProblems(context.projectRoot, kind);
  const notes = read.notes.filter((n) => matchesQuery(n, input.query) && (input.project === undefined || n.project === input.project));
  const items = notes.map((n) => ({
    id: n.id,
    title: n.title,
    project: n.project,
    tags: n.tags,
    created_at: n.created_at,
    summary: n.body.replace(/\s+/g, ' ').trim().slice(0, 200),
  }));
  const page = {
    ok: true as const,
    items: [] as typeof items,
    invalid: { total: read.invalid.length, items: offset === 0 ? read.invalid.slice(0, 5) : [] },
    ...pageStart(items.length, input.limit, input.cursor),
    message: undefined as string | undefined,
  };
  fillOffsetPage(page, items.slice(offset, offset + input.limit), offset, items.length);
  if (page.items.length === 0)
    page.message = `No ${kind}s${input.query ? ` matching "${input.query}"` : ''}${input.project ? ` of project ${input.project}` : ''} in _vibe-chain/knowledge/${kind}s/. collect_knowledge keeps one; drop the filters to see them all.`;
  else delete page.message;
  return page;
}

export const getPatterns = (context: ToolContext, input: NotesInput) => listNotes(context, 'pattern', input);
export const getGotchas = (context: ToolContext, input: NotesInput) => listNotes(context, 'gotcha', input);

export async function getProjectHistory(context: ToolContext, input: z.output<typeof GetProjectHistoryInput>) {
  const offset = parseCursor(input.cursor ?? null);
  const items = [];
  for (const project of await planProjects(context.projectRoot)) {
    const folder = await readPlanFolder(context.projectRoot, project);
    const status = planStatus(folder);
    const front = folder.files.project?.ok ? folder.files.project.front : null;
    items.push({
      project,
      title: front?.title ?? null,
      phase: status.phase,
      round: status.round,
      modules: status.modules,
      verdict: status.verdict,
      created_at: front?.created_at ?? null,
      problems: status.artifacts.filter((a) => a.state === 'invalid' || a.state === 'stale').length,
    });
  }
  items.sort((a, b) => ((a.created_at ?? '') < (b.created_at ?? '') ? 1 : (a.created_at ?? '') > (b.created_at ?? '') ? -1 : a.project < b.project ? -1 : 1));
  const page = {
    ok: true as const,
    items: [] as typeof items,
    ...pageStart(items.length, input.limit, input.cursor),
    message: undefined as string | undefined,
  };
  fillOffsetPage(page, items.slice(offset, offset + input.limit), offset, items.length);
  if (page.items.length === 0)
    page.message =
      offset > 0
        ? 'No more plans after this cursor.'
        : 'No plans in _vibe-chain/plans/ yet: create_project starts one (the /forge skill walks through the phases).';
  else delete page.message;
  return page;
}

export async function register(context: ToolContext, input: z.output<typeof RegisterInput>) {
  if (!(await planFolderExists(context.projectRoot, input.project)))
    throw new ForgeError('not_found', `no folder _vibe-chain/plans/${input.project}/: create_project starts a plan; register takes in one written by hand`);
  let folder = await readPlanFolder(context.projectRoot, input.project);
  const files: string[] = [];
  if (folder.files.project === undefined) {
    const written = await writeArtifacts(
      context.projectRoot,
      folder,
      [{ artifact: 'project', front: { title: input.title ?? input.project }, body: 'Registered from a plan folder written by hand.' }],
      nowIso(context),
      'register',
    );
    files.push(...written.files);
    folder = written.folder;
  }
  const status = statusView(folder);
  const problems = planStatus(folder)
    .artifacts.flatMap((a) => a.errors.map((d) => ({ file: d.file, field: d.field, message: renderDiagnostic(d) })))
    .slice(0, 30);
  return { ok: true as const, project: input.project, files, status, problems };
}

export async function init(context: ToolContext) {
  const report = await initProject(context.projectRoot);
  return { ok: true as const, ...report };
}
