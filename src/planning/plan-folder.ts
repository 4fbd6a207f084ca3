import { type Diagnostic, diagnosticsFromZod, renderDiagnostic } from '../../protocol/diagnostic.js';
import { PrHandoff } from '../../protocol/handoff.js';
import { handoffFile } from '../../protocol/paths.js';
import { ARTIFACT_SCHEMAS } from '../../protocol/planning/artifacts.js';
import { artifactDigest } from '../../protocol/planning/digest.js';
import { ARTIFACTS, type ArtifactName, PLANS_DIR, planFile, SLUG_PATTERN } from '../../protocol/planning/plan-files.js';
import { type ArtifactRead, artifactStatuses, BUILT_ON, type PlanFolder } from '../../protocol/planning/plan-machine.js';
import { ForgeError } from '../errors.js';
import { readFrontMatterFile } from '../files/read-protocol-file.js';
import { writeAtomic } from '../fs/atomic-write.js';
import { listDirOrEmpty } from '../fs/list-dir.js';
import { renderFrontMatter } from '../markdown/front-matter.js';
import { inProject } from '../project/project-root.js';
import { readHistoryRecords } from '../tracking/history-records.js';

/**
 * The plan folder on disk: read into the snapshot the pure state machine judges, and written
 * one validated artifact at a time. A write checks the new files exactly as a later read will
 * (schema, then the plan's rules against the folder as it would be) and writes nothing when any
 * of them fails.
 */
const ARTIFACT_MAX_BYTES = 1_048_576;

export async function planFolderExists(projectRoot: string, project: string): Promise<boolean> {
  return (await listDirOrEmpty(inProject(projectRoot, PLANS_DIR))).some((entry) => entry.isDirectory() && entry.name === project);
}

/** The plan folders, by name. */
export async function planProjects(projectRoot: string): Promise<string[]> {
  return (await listDirOrEmpty(inProject(projectRoot, PLANS_DIR)))
    .filter((entry) => entry.isDirectory() && SLUG_PATTERN.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

export async function readPlanFolder(projectRoot: string, project: string): Promise<PlanFolder> {
  const files: PlanFolder['files'] = {};
  const reads = await Promise.all(ARTIFACTS.map((artifact) => readArtifact(projectRoot, project, artifact)));
  ARTIFACTS.forEach((artifact, i) => {
    const read = reads[i];
    if (read) (files as Record<string, ArtifactRead<unknown>>)[artifact] = read;
  });
  const stories = files.implementation?.ok ? files.implementation.front.modules.map((m) => m.story_id) : [];
  return { project, files, completed: await completedStories(projectRoot, stories) };
}

/**
 * The stories of the list that are done: a pr-handoff with status completed, or a confirmed
 * record in the ledger (the handoff of a confirmed story may have been cleaned up).
 */
async function completedStories(projectRoot: string, stories: readonly string[]): Promise<Set<string>> {
  const done = new Set<string>();
  if (stories.length === 0) return done;
  for (const record of await readHistoryRecords(projectRoot)) if (record.state === 'confirmed' && stories.includes(record.story_id)) done.add(record.story_id);
  await Promise.all(
    stories.map(async (id) => {
      const file = handoffFile(id, 'pr');
      const read = await readFrontMatterFile(inProject(projectRoot, file), PrHandoff, { projectRoot, display: file, maxBytes: ARTIFACT_MAX_BYTES });
      if (read?.ok && read.value.status === 'completed') done.add(id);
    }),
  );
  return done;
}

async function readArtifact(projectRoot: string, project: string, artifact: ArtifactName): Promise<ArtifactRead<unknown> | null> {
  const file = planFile(project, artifact);
  const read = await readFrontMatterFile(inProject(projectRoot, file), ARTIFACT_SCHEMAS[artifact], {
    projectRoot,
    display: file,
    maxBytes: ARTIFACT_MAX_BYTES,
  });
  if (read === null) return null;
  if (!read.ok) return { ok: false, errors: read.errors };
  return { ok: true, front: read.value, body: read.body, digest: artifactDigest(read.value as Record<string, unknown>, read.body) };
}

export interface ArtifactDraft {
  artifact: ArtifactName;
  /** Without project, created_at and based_on: the writer adds them. */
  front: Record<string, unknown>;
  body: string;
}

/**
 * Validates the drafts in order (each built on the folder with the ones before it), then writes
 * them all. Returns the files written and the folder as it is now.
 */
export async function writeArtifacts(
  projectRoot: string,
  folder: PlanFolder,
  drafts: readonly ArtifactDraft[],
  now: string,
  tool: string,
): Promise<{ files: string[]; folder: PlanFolder }> {
  const next: PlanFolder = { ...folder, files: { ...folder.files } };
  const documents: Array<[string, string]> = [];
  const errors: Diagnostic[] = [];
  for (const draft of drafts) {
    const file = planFile(folder.project, draft.artifact);
    const based_on = Object.fromEntries(
      BUILT_ON[draft.artifact].flatMap((input) => {
        const read = next.files[input];
        return read?.ok ? [[input, read.digest]] : [];
      }),
    );
    const candidate = { project: folder.project, created_at: now, ...(draft.artifact === 'project' ? {} : { based_on }), ...draft.front };
    const checked = ARTIFACT_SCHEMAS[draft.artifact].safeParse(candidate, { reportInput: true });
    if (!checked.success) {
      errors.push(...diagnosticsFromZod(file, checked.error.issues, candidate));
      continue;
    }
    const front = checked.data as Record<string, unknown>;
    (next.files as Record<string, ArtifactRead<unknown>>)[draft.artifact] = { ok: true, front, body: draft.body, digest: artifactDigest(front, draft.body) };
    const status = artifactStatuses(next).get(draft.artifact)!;
    if (status.state === 'invalid') errors.push(...status.errors);
    documents.push([file, renderFrontMatter(front, draft.body)]);
  }
  if (errors.length > 0) throw new ForgeError('bad_input', `${tool}: nothing written:\n  ${errors.map(renderDiagnostic).join('\n  ')}`);
  for (const [file, text] of documents) await writeAtomic(inProject(projectRoot, file), text);
  return { files: documents.map(([file]) => file), folder: next };
}

/** A step refused by the state machine, as the one error of the tool: conflict for order and staleness, bad_input for a broken file. */
export function refuse(tool: string, errors: readonly Diagnostic[]): ForgeError {
  const order = errors.every((error) => error.code === 'phase_order' || error.code === 'stale_artifact');
  return new ForgeError(order ? 'conflict' : 'bad_input', `${tool}: not now:\n  ${errors.map(renderDiagnostic).join('\n  ')}`);
}
