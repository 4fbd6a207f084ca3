import type { DesignFront, ModuleTask, PlanFront, PlanModule, TestPlanFront } from '../../protocol/planning/artifacts.js';
import { planFile, taskModule } from '../../protocol/planning/plan-files.js';
import type { BroadcastHeader } from '../swarm/broadcast-files.js';

/**
 * The body of a module's inbox task: lab's part of the worker's prompt. It carries what the
 * worker cannot see from its inbox: what the module is, the interfaces it must provide (with
 * the designed types) and call, its test cases, the sibling modules of the plan with who builds
 * them, the broadcasts out when it was dispatched, the mandatory broadcasts, and how to finish.
 */
export interface ModuleTaskInput {
  project: string;
  plan: PlanFront;
  design: DesignFront;
  testPlan: TestPlanFront;
  module: PlanModule;
  tasks: readonly ModuleTask[];
  broadcasts: readonly BroadcastHeader[];
  returnedFor: string | undefined;
  codeContext: string | null;
}

const SIBLINGS_SHOWN = 20;

export function moduleTaskBody(input: ModuleTaskInput): string {
  const { project, module } = input;
  const typeOf = (owner: string, name: string) => input.design.interfaces.find((i) => i.module === owner && i.interface === name)?.type ?? '(see design.md)';
  const producerOf = (name: string) => input.plan.modules.find((m) => m.provides.includes(name))?.id ?? '?';
  const taskOf = (id: string) => input.tasks.find((t) => t.id === id);
  const lines = [`# ${module.title} (module ${module.id} of plan ${project})`, ''];
  if (input.returnedFor) lines.push('## Sent back by the inspection', '', input.returnedFor, '', 'Fix this first; the rest of the module stands.', '');
  if (module.description) lines.push(module.description, '');
  lines.push(`The plan is in \`${planFile(project, 'plan')}\`, the types in \`${planFile(project, 'design')}\`.`, '');
  if (module.provides.length > 0) {
    lines.push('## Interfaces you provide', '');
    for (const name of module.provides) lines.push(`- \`${name}\`: \`${typeOf(module.id, name)}\``);
    lines.push('');
  }
  if (module.consumes.length > 0) {
    lines.push('## Interfaces you call', '');
    for (const name of module.consumes) lines.push(`- \`${name}\` from ${producerOf(name)}: \`${typeOf(producerOf(name), name)}\``);
    lines.push('');
  }
  const cases = input.testPlan.cases.filter((c) => c.module === module.id);
  lines.push('## Tests', '', ...cases.map((c) => `- ${c.kind}: ${c.description}`), '');
  const siblings = input.plan.modules.filter((m) => m.id !== module.id);
  lines.push('## Sibling modules', '');
  for (const sibling of siblings.slice(0, SIBLINGS_SHOWN)) {
    const task = taskOf(sibling.id);
    const relation = module.depends_on.includes(sibling.id) ? ', you depend on it' : sibling.depends_on.includes(module.id) ? ', depends on you' : '';
    lines.push(`- ${sibling.id}: ${sibling.title} (${task ? `${task.story_id}, ${task.agent}` : 'not dispatched'}${relation})`);
  }
  if (siblings.length > SIBLINGS_SHOWN) lines.push(`- ... and ${siblings.length - SIBLINGS_SHOWN} more in plan.md`);
  lines.push('');
  const prefix = `${project}/`;
  const recent = input.broadcasts.filter((b) => b.module.startsWith(prefix)).slice(0, 10);
  if (recent.length > 0) {
    lines.push('## Broadcasts when this task was written', '');
    for (const b of recent) lines.push(`- ${b.id} (${b.severity} ${b.kind}, ${b.module}): ${b.summary}`);
    lines.push('', 'Read the newest with get_broadcasts before you build against a sibling.', '');
  }
  if (input.codeContext) lines.push('## Code context', '', input.codeContext, '');
  lines.push(
    '## Mandatory broadcasts',
    '',
    `Broadcast (broadcast_finding, module \`${taskModule(project, module.id)}\`) every interface you provide as soon as you know it, in this form, before you finish:`,
    '',
    '```',
    `INTERFACE: ${module.provides[0] ?? '<name>'}`,
    `TYPE: ${module.provides[0] ? typeOf(module.id, module.provides[0]) : '<type>'}`,
    `MODULE: ${taskModule(project, module.id)}`,
    'BREAKING: no',
    '```',
    '',
    'A change to an interface a sibling already uses is BREAKING: yes (severity critical): it reaches the architect. A blocker is kind blocker.',
    '',
    '## When you are done',
    '',
    `Call submit_implementation with project "${project}", module "${module.id}" and a summary. It writes your handoff and broadcasts your completion.`,
  );
  return `${lines.join('\n')}\n`;
}
