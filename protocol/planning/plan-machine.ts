import type { Diagnostic } from '../diagnostic.js';
import type { DesignFront, ImplementationFront, InterviewFront, PlanFront, ProjectFront, TestPlanFront, VerdictFront, VisionFront } from './artifacts.js';
import { ARTIFACTS, type ArtifactName, planFile } from './plan-files.js';
import { designDiagnostics, planDiagnostics, testPlanDiagnostics } from './plan-rules.js';

/**
 * The planning pipeline as a pure function of the plan folder, in the manner of decide(): given
 * what each artifact file holds, which phase the plan is in, which artifacts are current, and
 * whether a step may run now. Nothing is stored besides the files: a hand edit is seen on the
 * next look, and every answer is recomputed from them.
 *
 * An artifact is current when it is valid (schema and rules), every artifact it is built on is
 * current, and the digests it recorded of them (`based_on`) match them as they are now. A hand
 * edit of an artifact keeps it current (it is the truth now) and makes every later artifact built
 * on it stale: that phase is re-entered (its start_* shows the edited inputs, its submit_* writes
 * it again), and the staleness runs on down the chain.
 */
export type ArtifactRead<T> = { ok: true; front: T; body: string; digest: string } | { ok: false; errors: Diagnostic[] };

export interface PlanFolder {
  project: string;
  /** Story ids whose pr-handoff says completed, or which the ledger holds as confirmed: the modules done. */
  completed: ReadonlySet<string>;
  files: {
    project?: ArtifactRead<ProjectFront>;
    interview?: ArtifactRead<InterviewFront>;
    vision?: ArtifactRead<VisionFront>;
    plan?: ArtifactRead<PlanFront>;
    design?: ArtifactRead<DesignFront>;
    test_plan?: ArtifactRead<TestPlanFront>;
    implementation?: ArtifactRead<ImplementationFront>;
    verdict?: ArtifactRead<VerdictFront>;
  };
}

/** What each artifact is built on (the digests its based_on must record). */
export const BUILT_ON: Record<ArtifactName, readonly ArtifactName[]> = {
  project: [],
  interview: ['project'],
  vision: ['project', 'interview'],
  plan: ['vision'],
  design: ['plan'],
  test_plan: ['plan', 'design'],
  implementation: ['plan', 'design', 'test_plan'],
  verdict: ['implementation'],
};

export const PHASES = ['project', 'interview', 'vision', 'architecture', 'design', 'qa_strategy', 'implementation', 'inspection', 'verdict', 'done'] as const;
export type Phase = (typeof PHASES)[number];

export const PLAN_STEPS = [
  'create_project',
  'start_interview',
  'submit_vision',
  'start_architecture',
  'submit_plan',
  'start_design',
  'submit_design',
  'start_qa_strategy',
  'submit_test_plan',
  'start_implementation',
  'submit_implementation',
  'start_inspection',
  'submit_verdict',
] as const;
export type PlanStep = (typeof PLAN_STEPS)[number];

/** The artifact that must be current before a step runs, and the steps that write each artifact. */
const NEEDS: Record<PlanStep, ArtifactName | null> = {
  create_project: null,
  start_interview: 'project',
  submit_vision: 'project',
  start_architecture: 'vision',
  submit_plan: 'vision',
  start_design: 'plan',
  submit_design: 'plan',
  start_qa_strategy: 'design',
  submit_test_plan: 'design',
  start_implementation: 'test_plan',
  submit_implementation: 'implementation',
  start_inspection: 'implementation',
  submit_verdict: 'implementation',
};

const WRITTEN_BY: Record<ArtifactName, [start: PlanStep, submit: PlanStep]> = {
  project: ['create_project', 'create_project'],
  interview: ['start_interview', 'submit_vision'],
  vision: ['start_interview', 'submit_vision'],
  plan: ['start_architecture', 'submit_plan'],
  design: ['start_design', 'submit_design'],
  test_plan: ['start_qa_strategy', 'submit_test_plan'],
  implementation: ['start_implementation', 'start_implementation'],
  verdict: ['start_inspection', 'submit_verdict'],
};

const PHASE_OF: Record<ArtifactName, Phase> = {
  project: 'project',
  interview: 'interview',
  vision: 'vision',
  plan: 'architecture',
  design: 'design',
  test_plan: 'qa_strategy',
  implementation: 'implementation',
  verdict: 'inspection',
};

export type ArtifactState = 'missing' | 'invalid' | 'stale' | 'current';

export interface ArtifactStatus {
  artifact: ArtifactName;
  file: string;
  state: ArtifactState;
  errors: Diagnostic[];
}

export interface PlanStatus {
  project: string;
  phase: Phase;
  artifacts: ArtifactStatus[];
  round: number | null;
  modules: { total: number; done: number } | null;
  verdict: 'pass' | 'fail' | null;
  /** The steps that move the plan on from here. */
  next: PlanStep[];
}

export function artifactStatuses(folder: PlanFolder): Map<ArtifactName, ArtifactStatus> {
  const out = new Map<ArtifactName, ArtifactStatus>();
  for (const artifact of ARTIFACTS) {
    const file = planFile(folder.project, artifact);
    const read = folder.files[artifact];
    if (read === undefined) {
      out.set(artifact, { artifact, file, state: 'missing', errors: [] });
      continue;
    }
    const errors = read.ok ? ruleErrors(folder, artifact, file) : read.errors;
    if (errors.length > 0) {
      out.set(artifact, { artifact, file, state: 'invalid', errors });
      continue;
    }
    const stale: Diagnostic[] = [];
    for (const input of BUILT_ON[artifact]) {
      const status = out.get(input)!;
      const inputRead = folder.files[input];
      const recorded = read.ok ? (read.front as { based_on?: Record<string, string> }).based_on?.[input] : undefined;
      if (status.state !== 'current') {
        stale.push(staleness(file, input, `${status.file} current first: it is ${status.state}`, recorded ?? null));
      } else if (inputRead?.ok && recorded !== inputRead.digest) {
        const [, submit] = WRITTEN_BY[artifact];
        stale.push(
          staleness(
            file,
            input,
            `the digest of ${status.file} as it is now (${inputRead.digest}): it changed after this file was written; re-enter the ${PHASE_OF[artifact]} phase (${submit})`,
            recorded ?? null,
          ),
        );
      }
    }
    out.set(artifact, { artifact, file, state: stale.length > 0 ? 'stale' : 'current', errors: stale });
  }
  return out;
}

function staleness(file: string, input: ArtifactName, expected: string, got: string | null): Diagnostic {
  return { code: 'stale_artifact', file, field: `based_on.${input}`, expected, got: got === null ? 'nothing' : JSON.stringify(got) };
}

/** The checks an artifact needs beyond its schema: its project, and the plan's rules. */
function ruleErrors(folder: PlanFolder, artifact: ArtifactName, file: string): Diagnostic[] {
  const read = folder.files[artifact];
  if (!read?.ok) return [];
  const front = read.front as { project: string };
  if (front.project !== folder.project)
    return [{ code: 'schema', file, field: 'project', expected: `"${folder.project}", the name of the plan folder`, got: JSON.stringify(front.project) }];
  const plan = folder.files.plan?.ok ? folder.files.plan.front : null;
  if (artifact === 'plan' && plan) return planDiagnostics(plan, file);
  if (artifact === 'design' && plan && folder.files.design?.ok) return designDiagnostics(plan, folder.files.design.front, file);
  if (artifact === 'test_plan' && plan && folder.files.test_plan?.ok) return testPlanDiagnostics(plan, folder.files.test_plan.front, file);
  return [];
}

export function planStatus(folder: PlanFolder): PlanStatus {
  const statuses = artifactStatuses(folder);
  const implementation = folder.files.implementation?.ok ? folder.files.implementation.front : null;
  const verdict = folder.files.verdict?.ok ? folder.files.verdict.front : null;
  const modules = implementation
    ? { total: implementation.modules.length, done: implementation.modules.filter((m) => folder.completed.has(m.story_id)).length }
    : null;
  const base = { project: folder.project, artifacts: [...statuses.values()], round: implementation?.round ?? null, modules };
  const first = ARTIFACTS.find((artifact) => artifact !== 'verdict' && statuses.get(artifact)!.state !== 'current');
  if (first !== undefined) return { ...base, phase: PHASE_OF[first], verdict: null, next: nextSteps(PHASE_OF[first], statuses) };
  if (modules!.done < modules!.total) return { ...base, phase: 'implementation', verdict: null, next: ['submit_implementation'] };
  if (statuses.get('verdict')!.state === 'current' && verdict?.verdict === 'pass') return { ...base, phase: 'done', verdict: 'pass', next: [] };
  return { ...base, phase: 'inspection', verdict: null, next: ['start_inspection', 'submit_verdict'] };
}

function nextSteps(phase: Phase, statuses: Map<ArtifactName, ArtifactStatus>): PlanStep[] {
  switch (phase) {
    case 'project':
      return statuses.get('project')!.state === 'missing' ? ['create_project'] : [];
    case 'interview':
    case 'vision':
      return ['start_interview', 'submit_vision'];
    case 'architecture':
      return ['start_architecture', 'submit_plan'];
    case 'design':
      return ['start_design', 'submit_design'];
    case 'qa_strategy':
      return ['start_qa_strategy', 'submit_test_plan'];
    default:
      return ['start_implementation'];
  }
}

/**
 * Whether `step` may run now: no diagnostics when it may; else what is missing, invalid or
 * stale, earliest first, each naming the file and field and the step that fixes it. A step whose
 * artifacts exist already may run again (re-entry): what it writes makes later artifacts stale.
 */
export function checkStep(folder: PlanFolder, step: PlanStep, module?: string): Diagnostic[] {
  const statuses = artifactStatuses(folder);
  const needed = NEEDS[step];
  if (step === 'create_project') {
    const project = statuses.get('project')!;
    return project.state === 'missing'
      ? []
      : [
          {
            code: 'phase_order',
            file: project.file,
            field: null,
            expected: 'no project.md yet: the project exists, so resume it (get_state shows its phase)',
            got: 'a project.md',
          },
        ];
  }
  const blocking = blockingErrors(statuses, needed!);
  if (blocking.length > 0) return blocking;
  const implementation = folder.files.implementation?.ok ? folder.files.implementation.front : null;
  const file = planFile(folder.project, 'implementation');
  if (step === 'submit_implementation' && implementation) return moduleErrors(folder, implementation, file, module);
  if ((step === 'start_inspection' || step === 'submit_verdict') && implementation) {
    const open = implementation.modules.filter((m) => !folder.completed.has(m.story_id)).map((m) => m.id);
    if (open.length > 0)
      return [
        {
          code: 'phase_order',
          file,
          field: 'modules',
          expected: `every module of round ${implementation.round} done before the inspection (submit_implementation)`,
          got: `not done: ${open.join(', ')}`,
        },
      ];
  }
  return [];
}

/** The errors of the earliest artifact in the chain up to `needed` that is not current. */
function blockingErrors(statuses: Map<ArtifactName, ArtifactStatus>, needed: ArtifactName): Diagnostic[] {
  const chain = ARTIFACTS.slice(0, ARTIFACTS.indexOf(needed) + 1);
  for (const artifact of chain) {
    const status = statuses.get(artifact)!;
    if (status.state === 'current') continue;
    if (status.state === 'missing') {
      const [start, submit] = WRITTEN_BY[artifact];
      const how = start === submit ? `call ${submit}` : `call ${start}, then ${submit}`;
      return [
        {
          code: 'phase_order',
          file: status.file,
          field: null,
          expected: `${status.file} first (the ${PHASE_OF[artifact]} phase: ${how})`,
          got: 'no such file',
        },
      ];
    }
    // A stale artifact names the input that changed; that input is current, so this is the place to act.
    return status.errors;
  }
  return [];
}

function moduleErrors(folder: PlanFolder, implementation: ImplementationFront, file: string, module: string | undefined): Diagnostic[] {
  const index = implementation.modules.findIndex((m) => m.id === module);
  const ids = implementation.modules.map((m) => m.id).join(', ');
  if (index < 0)
    return [
      {
        code: 'unknown_dependency',
        file,
        field: 'modules',
        expected: `a module dispatched in round ${implementation.round} (${ids})`,
        got: JSON.stringify(module ?? null),
      },
    ];
  const entry = implementation.modules[index]!;
  if (folder.completed.has(entry.story_id))
    return [
      {
        code: 'phase_order',
        file,
        field: `modules.${index}`,
        expected: `a module not done yet: ${entry.id} (${entry.story_id}) has its handoff already (a failed verdict sends it back)`,
        got: 'done',
      },
    ];
  const plan = folder.files.plan?.ok ? folder.files.plan.front : null;
  const waiting = plan ? unfinishedDependencies(plan, implementation, folder.completed, entry.id) : [];
  if (waiting.length > 0)
    return [
      {
        code: 'phase_order',
        file,
        field: `modules.${index}`,
        expected: `the modules ${entry.id} depends on done first (plan.md depends_on)`,
        got: `not done: ${waiting.join(', ')}`,
      },
    ];
  return [];
}

/** The modules of the plan a module waits for that are not done, for submit_implementation's order check. */
export function unfinishedDependencies(plan: PlanFront, implementation: ImplementationFront, completed: ReadonlySet<string>, module: string): string[] {
  const deps = plan.modules.find((m) => m.id === module)?.depends_on ?? [];
  return deps.filter((dep) => {
    const task = implementation.modules.find((m) => m.id === dep);
    return task === undefined || !completed.has(task.story_id);
  });
}
