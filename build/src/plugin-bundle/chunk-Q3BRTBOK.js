import {
  dependencyCycles
} from "./chunk-44A73VCQ.js";
import {
  CONFIG_DIR
} from "./chunk-YZV3RAMM.js";

// dist/protocol/planning/plan-files.js
var PLANS_DIR = `${CONFIG_DIR}/plans`;
var SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
var ARTIFACTS = ["project", "interview", "vision", "plan", "design", "test_plan", "implementation", "verdict"];
var FILE_NAMES = {
  project: "project.md",
  interview: "interview.md",
  vision: "vision.md",
  plan: "plan.md",
  design: "design.md",
  test_plan: "test-plan.md",
  implementation: "implementation.md",
  verdict: "verdict.md"
};
var planDir = (project) => `${PLANS_DIR}/${project}`;
var planFile = (project, artifact) => `${planDir(project)}/${FILE_NAMES[artifact]}`;
function moduleStoryId(project, module, round) {
  return round === 1 ? `${project}.${module}` : `${project}.${module}.r${round}`;
}
var taskModule = (project, module) => `${project}/${module}`;

// dist/protocol/planning/plan-rules.js
function planDiagnostics(plan, file) {
  const errors = [];
  const ids = /* @__PURE__ */ new Map();
  plan.modules.forEach((module, i) => {
    if (ids.has(module.id))
      errors.push(rule(file, `modules.${i}.id`, `a module id used once (module ${ids.get(module.id)} is "${module.id}" already)`, module.id));
    else
      ids.set(module.id, i);
  });
  const provider = /* @__PURE__ */ new Map();
  plan.modules.forEach((module, i) => {
    module.depends_on.forEach((dep, k) => {
      if (!ids.has(dep))
        errors.push({
          code: "unknown_dependency",
          file,
          field: `modules.${i}.depends_on.${k}`,
          expected: `the id of a module of this plan (${[...ids.keys()].join(", ")})`,
          got: JSON.stringify(dep)
        });
    });
    for (const name of module.provides) {
      const other = provider.get(name);
      if (other !== void 0 && other !== module.id)
        errors.push(rule(file, `modules.${i}.provides`, `each interface provided by one module (${other} provides "${name}" already)`, name));
      else
        provider.set(name, module.id);
    }
  });
  plan.modules.forEach((module, i) => {
    module.consumes.forEach((name, k) => {
      const from = provider.get(name);
      if (from === void 0)
        errors.push(rule(file, `modules.${i}.consumes.${k}`, "an interface some module of the plan provides (add it to that module's provides)", name));
      else if (from !== module.id && !reaches(plan, module.id, from))
        errors.push(rule(file, `modules.${i}.depends_on`, `"${from}" among the dependencies of ${module.id}, directly or not: it consumes "${name}" from it`, module.depends_on.join(", ") || "none"));
    });
  });
  const nodes = new Map(plan.modules.filter((module, i) => ids.get(module.id) === i).map((module) => [module.id, { depends_on: module.depends_on }]));
  for (const cycle of dependencyCycles(nodes)) {
    const i = plan.modules.findIndex((module) => module.id === cycle[0]);
    errors.push({
      code: "dependency_cycle",
      file,
      field: `modules.${i}.depends_on`,
      expected: "no dependency cycle: a module cannot wait, directly or not, for itself",
      got: `${cycle.join(" -> ")} -> ${cycle[0]}`
    });
  }
  return errors;
}
function reaches(plan, from, to) {
  const byId = new Map(plan.modules.map((module) => [module.id, module.depends_on]));
  const seen = /* @__PURE__ */ new Set();
  const stack = [...byId.get(from) ?? []];
  while (stack.length > 0) {
    const id = stack.pop();
    if (id === to)
      return true;
    if (seen.has(id))
      continue;
    seen.add(id);
    stack.push(...byId.get(id) ?? []);
  }
  return false;
}
function designDiagnostics(plan, design, file) {
  const errors = [];
  const modules = new Map(plan.modules.map((module) => [module.id, module]));
  const typed = /* @__PURE__ */ new Set();
  design.interfaces.forEach((item, i) => {
    const module = modules.get(item.module);
    if (!module)
      errors.push({
        code: "unknown_dependency",
        file,
        field: `interfaces.${i}.module`,
        expected: `a module of plan.md (${[...modules.keys()].join(", ")})`,
        got: JSON.stringify(item.module)
      });
    else if (!module.provides.includes(item.interface))
      errors.push(rule(file, `interfaces.${i}.interface`, `an interface plan.md says ${item.module} provides (${module.provides.join(", ") || "none"})`, item.interface));
    typed.add(`${item.module}\0${item.interface}`);
  });
  for (const module of plan.modules)
    for (const name of module.provides)
      if (!typed.has(`${module.id}\0${name}`))
        errors.push(rule(file, "interfaces", `a type for "${name}", which plan.md says ${module.id} provides`, null));
  return errors;
}
function testPlanDiagnostics(plan, testPlan, file) {
  const errors = [];
  const ids = new Set(plan.modules.map((module) => module.id));
  testPlan.cases.forEach((item, i) => {
    if (!ids.has(item.module))
      errors.push({
        code: "unknown_dependency",
        file,
        field: `cases.${i}.module`,
        expected: `a module of plan.md (${[...ids].join(", ")})`,
        got: JSON.stringify(item.module)
      });
  });
  const covered = new Set(testPlan.cases.map((item) => item.module));
  for (const module of plan.modules)
    if (!covered.has(module.id))
      errors.push(rule(file, "cases", `at least one test case for module ${module.id}`, null));
  return errors;
}
function rule(file, field, expected, got) {
  return { code: "plan_rule", file, field, expected, got: got === null ? null : JSON.stringify(got) };
}

// dist/protocol/planning/plan-machine.js
var BUILT_ON = {
  project: [],
  interview: ["project"],
  vision: ["project", "interview"],
  plan: ["vision"],
  design: ["plan"],
  test_plan: ["plan", "design"],
  implementation: ["plan", "design", "test_plan"],
  verdict: ["implementation"]
};
var PHASES = ["project", "interview", "vision", "architecture", "design", "qa_strategy", "implementation", "inspection", "verdict", "done"];
var PLAN_STEPS = [
  "create_project",
  "start_interview",
  "submit_vision",
  "start_architecture",
  "submit_plan",
  "start_design",
  "submit_design",
  "start_qa_strategy",
  "submit_test_plan",
  "start_implementation",
  "submit_implementation",
  "start_inspection",
  "submit_verdict"
];
var NEEDS = {
  create_project: null,
  start_interview: "project",
  submit_vision: "project",
  start_architecture: "vision",
  submit_plan: "vision",
  start_design: "plan",
  submit_design: "plan",
  start_qa_strategy: "design",
  submit_test_plan: "design",
  start_implementation: "test_plan",
  submit_implementation: "implementation",
  start_inspection: "implementation",
  submit_verdict: "implementation"
};
var WRITTEN_BY = {
  project: ["create_project", "create_project"],
  interview: ["start_interview", "submit_vision"],
  vision: ["start_interview", "submit_vision"],
  plan: ["start_architecture", "submit_plan"],
  design: ["start_design", "submit_design"],
  test_plan: ["start_qa_strategy", "submit_test_plan"],
  implementation: ["start_implementation", "start_implementation"],
  verdict: ["start_inspection", "submit_verdict"]
};
var PHASE_OF = {
  project: "project",
  interview: "interview",
  vision: "vision",
  plan: "architecture",
  design: "design",
  test_plan: "qa_strategy",
  implementation: "implementation",
  verdict: "inspection"
};
function artifactStatuses(folder) {
  const out = /* @__PURE__ */ new Map();
  for (const artifact of ARTIFACTS) {
    const file = planFile(folder.project, artifact);
    const read = folder.files[artifact];
    if (read === void 0) {
      out.set(artifact, { artifact, file, state: "missing", errors: [] });
      continue;
    }
    const errors = read.ok ? ruleErrors(folder, artifact, file) : read.errors;
    if (errors.length > 0) {
      out.set(artifact, { artifact, file, state: "invalid", errors });
      continue;
    }
    const stale = [];
    for (const input of BUILT_ON[artifact]) {
      const status = out.get(input);
      const inputRead = folder.files[input];
      const recorded = read.ok ? read.front.based_on?.[input] : void 0;
      if (status.state !== "current") {
        stale.push(staleness(file, input, `${status.file} current first: it is ${status.state}`, recorded ?? null));
      } else if (inputRead?.ok && recorded !== inputRead.digest) {
        const [, submit] = WRITTEN_BY[artifact];
        stale.push(staleness(file, input, `the digest of ${status.file} as it is now (${inputRead.digest}): it changed after this file was written; re-enter the ${PHASE_OF[artifact]} phase (${submit})`, recorded ?? null));
      }
    }
    out.set(artifact, { artifact, file, state: stale.length > 0 ? "stale" : "current", errors: stale });
  }
  return out;
}
function staleness(file, input, expected, got) {
  return { code: "stale_artifact", file, field: `based_on.${input}`, expected, got: got === null ? "nothing" : JSON.stringify(got) };
}
function ruleErrors(folder, artifact, file) {
  const read = folder.files[artifact];
  if (!read?.ok)
    return [];
  const front = read.front;
  if (front.project !== folder.project)
    return [{ code: "schema", file, field: "project", expected: `"${folder.project}", the name of the plan folder`, got: JSON.stringify(front.project) }];
  const plan = folder.files.plan?.ok ? folder.files.plan.front : null;
  if (artifact === "plan" && plan)
    return planDiagnostics(plan, file);
  if (artifact === "design" && plan && folder.files.design?.ok)
    return designDiagnostics(plan, folder.files.design.front, file);
  if (artifact === "test_plan" && plan && folder.files.test_plan?.ok)
    return testPlanDiagnostics(plan, folder.files.test_plan.front, file);
  return [];
}
function planStatus(folder) {
  const statuses = artifactStatuses(folder);
  const implementation = folder.files.implementation?.ok ? folder.files.implementation.front : null;
  const verdict = folder.files.verdict?.ok ? folder.files.verdict.front : null;
  const modules = implementation ? { total: implementation.modules.length, done: implementation.modules.filter((m) => folder.completed.has(m.story_id)).length } : null;
  const base = { project: folder.project, artifacts: [...statuses.values()], round: implementation?.round ?? null, modules };
  const first = ARTIFACTS.find((artifact) => artifact !== "verdict" && statuses.get(artifact).state !== "current");
  if (first !== void 0)
    return { ...base, phase: PHASE_OF[first], verdict: null, next: nextSteps(PHASE_OF[first], statuses) };
  if (modules.done < modules.total)
    return { ...base, phase: "implementation", verdict: null, next: ["submit_implementation"] };
  if (statuses.get("verdict").state === "current" && verdict?.verdict === "pass")
    return { ...base, phase: "done", verdict: "pass", next: [] };
  return { ...base, phase: "inspection", verdict: null, next: ["start_inspection", "submit_verdict"] };
}
function nextSteps(phase, statuses) {
  switch (phase) {
    case "project":
      return statuses.get("project").state === "missing" ? ["create_project"] : [];
    case "interview":
    case "vision":
      return ["start_interview", "submit_vision"];
    case "architecture":
      return ["start_architecture", "submit_plan"];
    case "design":
      return ["start_design", "submit_design"];
    case "qa_strategy":
      return ["start_qa_strategy", "submit_test_plan"];
    default:
      return ["start_implementation"];
  }
}
function checkStep(folder, step, module) {
  const statuses = artifactStatuses(folder);
  const needed = NEEDS[step];
  if (step === "create_project") {
    const project = statuses.get("project");
    return project.state === "missing" ? [] : [
      {
        code: "phase_order",
        file: project.file,
        field: null,
        expected: "no project.md yet: the project exists, so resume it (get_state shows its phase)",
        got: "a project.md"
      }
    ];
  }
  const blocking = blockingErrors(statuses, needed);
  if (blocking.length > 0)
    return blocking;
  const implementation = folder.files.implementation?.ok ? folder.files.implementation.front : null;
  const file = planFile(folder.project, "implementation");
  if (step === "submit_implementation" && implementation)
    return moduleErrors(folder, implementation, file, module);
  if ((step === "start_inspection" || step === "submit_verdict") && implementation) {
    const open = implementation.modules.filter((m) => !folder.completed.has(m.story_id)).map((m) => m.id);
    if (open.length > 0)
      return [
        {
          code: "phase_order",
          file,
          field: "modules",
          expected: `every module of round ${implementation.round} done before the inspection (submit_implementation)`,
          got: `not done: ${open.join(", ")}`
        }
      ];
  }
  return [];
}
function blockingErrors(statuses, needed) {
  const chain = ARTIFACTS.slice(0, ARTIFACTS.indexOf(needed) + 1);
  for (const artifact of chain) {
    const status = statuses.get(artifact);
    if (status.state === "current")
      continue;
    if (status.state === "missing") {
      const [start, submit] = WRITTEN_BY[artifact];
      const how = start === submit ? `call ${submit}` : `call ${start}, then ${submit}`;
      return [
        {
          code: "phase_order",
          file: status.file,
          field: null,
          expected: `${status.file} first (the ${PHASE_OF[artifact]} phase: ${how})`,
          got: "no such file"
        }
      ];
    }
    return status.errors;
  }
  return [];
}
function moduleErrors(folder, implementation, file, module) {
  const index = implementation.modules.findIndex((m) => m.id === module);
  const ids = implementation.modules.map((m) => m.id).join(", ");
  if (index < 0)
    return [
      {
        code: "unknown_dependency",
        file,
        field: "modules",
        expected: `a module dispatched in round ${implementation.round} (${ids})`,
        got: JSON.stringify(module ?? null)
      }
    ];
  const entry = implementation.modules[index];
  if (folder.completed.has(entry.story_id))
    return [
      {
        code: "phase_order",
        file,
        field: `modules.${index}`,
        expected: `a module not done yet: ${entry.id} (${entry.story_id}) has its handoff already (a failed verdict sends it back)`,
        got: "done"
      }
    ];
  const plan = folder.files.plan?.ok ? folder.files.plan.front : null;
  const waiting = plan ? unfinishedDependencies(plan, implementation, folder.completed, entry.id) : [];
  if (waiting.length > 0)
    return [
      {
        code: "phase_order",
        file,
        field: `modules.${index}`,
        expected: `the modules ${entry.id} depends on done first (plan.md depends_on)`,
        got: `not done: ${waiting.join(", ")}`
      }
    ];
  return [];
}
function unfinishedDependencies(plan, implementation, completed, module) {
  const deps = plan.modules.find((m) => m.id === module)?.depends_on ?? [];
  return deps.filter((dep) => {
    const task = implementation.modules.find((m) => m.id === dep);
    return task === void 0 || !completed.has(task.story_id);
  });
}

export {
  PLANS_DIR,
  SLUG_PATTERN,
  ARTIFACTS,
  planFile,
  moduleStoryId,
  taskModule,
  BUILT_ON,
  PHASES,
  PLAN_STEPS,
  artifactStatuses,
  planStatus,
  checkStep,
  unfinishedDependencies
};
