import { dependencyCycles } from '../dependencies.js';
import type { Diagnostic } from '../diagnostic.js';
import type { DesignFront, PlanFront, TestPlanFront } from './artifacts.js';

/**
 * The rules a plan, its design and its test plan must keep beyond their schemas, as pure
 * functions of the parsed files: every diagnostic names the file, the field (with the module's
 * index) and what was expected.
 */
export function planDiagnostics(plan: PlanFront, file: string): Diagnostic[] {
  const errors: Diagnostic[] = [];
  const ids = new Map<string, number>();
  plan.modules.forEach((module, i) => {
    if (ids.has(module.id))
      errors.push(rule(file, `modules.${i}.id`, `a module id used once (module ${ids.get(module.id)} is "${module.id}" already)`, module.id));
    else ids.set(module.id, i);
  });
  const provider = new Map<string, string>();
  plan.modules.forEach((module, i) => {
    module.depends_on.forEach((dep, k) => {
      if (!ids.has(dep))
        errors.push({
          code: 'unknown_dependency',
          file,
          field: `modules.${i}.depends_on.${k}`,
          expected: `the id of a module of this plan (${[...ids.keys()].join(', ')})`,
          got: JSON.stringify(dep),
        });
    });
    for (const name of module.provides) {
      const other = provider.get(name);
      if (other !== undefined && other !== module.id)
        errors.push(rule(file, `modules.${i}.provides`, `each interface provided by one module (${other} provides "${name}" already)`, name));
      else provider.set(name, module.id);
    }
  });
  plan.modules.forEach((module, i) => {
    module.consumes.forEach((name, k) => {
      const from = provider.get(name);
      if (from === undefined)
        errors.push(rule(file, `modules.${i}.consumes.${k}`, "an interface some module of the plan provides (add it to that module's provides)", name));
      else if (from !== module.id && !reaches(plan, module.id, from))
        errors.push(
          rule(
            file,
            `modules.${i}.depends_on`,
            `"${from}" among the dependencies of ${module.id}, directly or not: it consumes "${name}" from it`,
            module.depends_on.join(', ') || 'none',
          ),
        );
    });
  });
  // A duplicate id was reported above; the first module of that id is the one its dependents mean.
  const nodes = new Map(plan.modules.filter((module, i) => ids.get(module.id) === i).map((module) => [module.id, { depends_on: module.depends_on }]));
  for (const cycle of dependencyCycles(nodes)) {
    const i = plan.modules.findIndex((module) => module.id === cycle[0]);
    errors.push({
      code: 'dependency_cycle',
      file,
      field: `modules.${i}.depends_on`,
      expected: 'no dependency cycle: a module cannot wait, directly or not, for itself',
      got: `${cycle.join(' -> ')} -> ${cycle[0]}`,
    });
  }
  return errors;
}

/** True when `from` depends on `to` through any path of depends_on. */
function reaches(plan: PlanFront, from: string, to: string): boolean {
  const byId = new Map(plan.modules.map((module) => [module.id, module.depends_on]));
  const seen = new Set<string>();
  const stack = [...(byId.get(from) ?? [])];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (id === to) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(byId.get(id) ?? []));
  }
  return false;
}

export function designDiagnostics(plan: PlanFront, design: DesignFront, file: string): Diagnostic[] {
  const errors: Diagnostic[] = [];
  const modules = new Map(plan.modules.map((module) => [module.id, module]));
  const typed = new Set<string>();
  design.interfaces.forEach((item, i) => {
    const module = modules.get(item.module);
    if (!module)
      errors.push({
        code: 'unknown_dependency',
        file,
        field: `interfaces.${i}.module`,
        expected: `a module of plan.md (${[...modules.keys()].join(', ')})`,
        got: JSON.stringify(item.module),
      });
    else if (!module.provides.includes(item.interface))
      errors.push(
        rule(file, `interfaces.${i}.interface`, `an interface plan.md says ${item.module} provides (${module.provides.join(', ') || 'none'})`, item.interface),
      );
    typed.add(`${item.module}\u0000${item.interface}`);
  });
  for (const module of plan.modules)
    for (const name of module.provides)
      if (!typed.has(`${module.id}\u0000${name}`))
        errors.push(rule(file, 'interfaces', `a type for "${name}", which plan.md says ${module.id} provides`, null));
  return errors;
}

export function testPlanDiagnostics(plan: PlanFront, testPlan: TestPlanFront, file: string): Diagnostic[] {
  const errors: Diagnostic[] = [];
  const ids = new Set(plan.modules.map((module) => module.id));
  testPlan.cases.forEach((item, i) => {
    if (!ids.has(item.module))
      errors.push({
        code: 'unknown_dependency',
        file,
        field: `cases.${i}.module`,
        expected: `a module of plan.md (${[...ids].join(', ')})`,
        got: JSON.stringify(item.module),
      });
  });
  const covered = new Set(testPlan.cases.map((item) => item.module));
  for (const module of plan.modules) if (!covered.has(module.id)) errors.push(rule(file, 'cases', `at least one test case for module ${module.id}`, null));
  return errors;
}

function rule(file: string, field: string, expected: string, got: string | null): Diagnostic {
  return { code: 'plan_rule', file, field, expected, got: got === null ? null : JSON.stringify(got) };
}
