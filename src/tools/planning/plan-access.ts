import type { ArtifactName } from '../../../protocol/planning/plan-files.js';
import { checkStep, type PlanFolder, type PlanStep, planStatus } from '../../../protocol/planning/plan-machine.js';
import { toIso } from '../../../protocol/timestamps.js';
import type { PlanStatusView } from '../../../protocol/tools/planning/common.js';
import { ForgeError } from '../../errors.js';
import { planFolderExists, readPlanFolder, refuse } from '../../planning/plan-folder.js';
import type { ToolContext } from '../context.js';

/** What every planning tool does first: read the plan folder and ask the state machine whether the step may run. */
export async function folderForStep(context: ToolContext, project: string, step: PlanStep, module?: string): Promise<PlanFolder> {
  if (!(await planFolderExists(context.projectRoot, project)))
    throw new ForgeError('not_found', `no plan folder _vibe-chain/plans/${project}/: create_project starts one (get_project_history lists the plans)`);
  const folder = await readPlanFolder(context.projectRoot, project);
  const errors = checkStep(folder, step, module);
  if (errors.length > 0) throw refuse(step, errors);
  return folder;
}

export function statusView(folder: PlanFolder): PlanStatusView {
  const status = planStatus(folder);
  return { ...status, artifacts: status.artifacts.map(({ artifact, file, state }) => ({ artifact, file, state })) };
}

export function nowIso(context: ToolContext): string {
  return toIso(context.clock.now());
}

/** The parsed front matter of an artifact the step has checked is current. */
export function frontOf<A extends ArtifactName>(folder: PlanFolder, artifact: A): NonNullable<Extract<PlanFolder['files'][A], { ok: true }>>['front'] {
  const read = folder.files[artifact];
  if (!read?.ok) throw new ForgeError('internal', `${artifact} was checked current but is not readable`);
  return read.front as never;
}
