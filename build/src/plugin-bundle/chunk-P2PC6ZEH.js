import {
  COMMON_FLAGS
} from "./chunk-SJRH2Q4E.js";
import {
  defineCommand
} from "./chunk-MPLTFSEM.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import {
  resolveProjectRoot
} from "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/plan.js
var plan_default = defineCommand({
  usage: "forge plan [<project>] [--json]",
  summary: "List the plans of the planning pipeline, or show one plan's phase and files.",
  help: `Without a project, one line per plan folder under _vibe-chain/plans/: its phase, round,
verdict and how many of its files need fixing (get_project_history). With a project, each of
its artifacts (project.md, interview.md, vision.md, plan.md, design.md, test-plan.md,
implementation.md, verdict.md) as missing, invalid, stale or current, with the diagnostics of
each, and the tools that move the plan on. docs/planning.md explains the phases.

--json prints get_project_history's answer, or {ok, ...status} for one plan.`,
  options: { ...COMMON_FLAGS },
  async run(args, io) {
    const [project, extra] = args.positionals;
    if (extra !== void 0)
      throw new ForgeError("usage", "give at most one project: forge plan [<project>]");
    const v = args.values;
    if (project === void 0) {
      const [{ callToolOnce, printJson }, { renderPlanList }] = await Promise.all([import("./chunk-22BMUAND.js"), import("./chunk-47IBJ47I.js")]);
      const answer = await callToolOnce("get_project_history", { limit: 100 }, v, io);
      if (v.json)
        printJson(answer, true, io);
      else
        io.stdout(renderPlanList(answer.items, answer.message));
      return 0;
    }
    const [{ planFolderExists, readPlanFolder }, { planStatus }, { renderPlanStatus }] = await Promise.all([
      import("./chunk-3UNDGRDC.js"),
      import("./chunk-W3MN3UYS.js"),
      import("./chunk-47IBJ47I.js")
    ]);
    const root = resolveProjectRoot(v.project, io.cwd, io.env);
    if (!await planFolderExists(root, project))
      throw new ForgeError("not_found", `no plan folder _vibe-chain/plans/${project}/ (forge plan lists them)`);
    const status = planStatus(await readPlanFolder(root, project));
    if (v.json)
      io.stdout(`${JSON.stringify({ ok: true, ...status })}
`);
    else
      io.stdout(renderPlanStatus(status));
    return 0;
  }
});
export {
  plan_default as default
};
