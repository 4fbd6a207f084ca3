import { CONFIG_DIR } from '../paths.js';

/**
 * Where a plan lives: one folder per project under `_vibe-chain/plans/`, one Markdown file per
 * artifact, so every step of the pipeline is a file a person can review with `git diff` and edit.
 */
export const PLANS_DIR = `${CONFIG_DIR}/plans`;

/** A project or module name: lower-case letters, digits and dashes, usable in a story id and a folder name. */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

export const ARTIFACTS = ['project', 'interview', 'vision', 'plan', 'design', 'test_plan', 'implementation', 'verdict'] as const;
export type ArtifactName = (typeof ARTIFACTS)[number];

const FILE_NAMES: Record<ArtifactName, string> = {
  project: 'project.md',
  interview: 'interview.md',
  vision: 'vision.md',
  plan: 'plan.md',
  design: 'design.md',
  test_plan: 'test-plan.md',
  implementation: 'implementation.md',
  verdict: 'verdict.md',
};

export const planDir = (project: string) => `${PLANS_DIR}/${project}`;
export const artifactFileName = (artifact: ArtifactName) => FILE_NAMES[artifact];
export const planFile = (project: string, artifact: ArtifactName) => `${planDir(project)}/${FILE_NAMES[artifact]}`;

/** The story id of a module's task in a round of implementation: a module sent back gets a new id (ids are unique per project). */
export function moduleStoryId(project: string, module: string, round: number): string {
  return round === 1 ? `${project}.${module}` : `${project}.${module}.r${round}`;
}

/** The task's `module` field: the project as prefix, so the module's siblings are the plan's other modules. */
export const taskModule = (project: string, module: string) => `${project}/${module}`;
