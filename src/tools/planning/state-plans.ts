import { planStatus } from '../../../protocol/planning/plan-machine.js';
import type { GetStateOutput } from '../../../protocol/tools/get-state.js';
import { STATE_PLANS_SHOWN } from '../../../protocol/tools/planning/common.js';
import { ForgeError } from '../../errors.js';
import { planFolderExists, planProjects, readPlanFolder } from '../../planning/plan-folder.js';

/** get_state's look at the plans: the one asked for, else the newest few; absent when there are none. */
export async function statePlans(projectRoot: string, project: string | undefined): Promise<GetStateOutput['plans']> {
  if (project !== undefined && !(await planFolderExists(projectRoot, project)))
    throw new ForgeError('not_found', `no plan folder _vibe-chain/plans/${project}/: get_project_history lists the plans, create_project starts one`);
  const projects = project === undefined ? await planProjects(projectRoot) : [project];
  if (projects.length === 0) return undefined;
  const statuses = await Promise.all(
    projects.map(async (name) => {
      const folder = await readPlanFolder(projectRoot, name);
      const { artifacts: _artifacts, ...status } = planStatus(folder);
      return { status, created: folder.files.project?.ok ? folder.files.project.front.created_at : '' };
    }),
  );
  statuses.sort((a, b) => (a.created < b.created ? 1 : a.created > b.created ? -1 : 0));
  return { total: statuses.length, items: statuses.slice(0, STATE_PLANS_SHOWN).map((s) => s.status) };
}
