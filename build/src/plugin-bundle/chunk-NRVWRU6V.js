import {
  defineCommand
} from "./chunk-MPLTFSEM.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/explain.js
import { resolve } from "node:path";
var explain_default = defineCommand({
  usage: "forge explain '<command>' [--context FILE] [--cwd DIR] [--json]",
  summary: "show how Heimdall reads a shell command: each command it would run, the rule that fired, the verdict",
  help: `options:
  --context FILE   the task's <id>.context.json to decide with (else FORGE_CONTEXT, else the task whose worktree holds --cwd)
  --cwd DIR        the directory the command would run in (default: the current directory)

Nothing is logged and no block is counted. Exit 0 whatever the verdict.`,
  options: { context: { type: "string" }, cwd: { type: "string" } },
  allowPositionals: true,
  async run(args, io) {
    const command = args.positionals.join(" ");
    if (!command)
      throw new ForgeError("usage", "missing the command to explain\nusage: forge explain '<command>'");
    const cwd = resolve(io.cwd, args.values.cwd ?? ".");
    const { resolvePolicy } = await import("./chunk-ZR6E5YTF.js");
    const { findProjectRoot } = await import("./chunk-AOVKWVMG.js");
    const { diskFsView } = await import("./chunk-HFRKG3OH.js");
    const { decideBash } = await import("./chunk-BZ34WHQN.js");
    const resolved = await resolvePolicy({
      context: args.values.context ?? null,
      project: args.values.project ?? findProjectRoot(null, io.cwd),
      env: io.env,
      cwd,
      fs: diskFsView
    });
    const verdict = decideBash(command, cwd, resolved.policy, diskFsView);
    const context = resolved.found ? { story_id: resolved.found.context.story_id, agent: resolved.found.context.agent, file: resolved.found.file } : null;
    if (args.values.json) {
      io.stdout(`${JSON.stringify({ ok: true, decision: verdict.decision, parsers: verdict.parsers, context, worktree: resolved.policy.worktree, commands: verdict.commands, config_problems: resolved.configProblems })}
`);
      return 0;
    }
    io.stdout(render(verdict, context ? `${context.agent}/${context.story_id} (${context.file})` : `none: default policy, worktree ${resolved.policy.worktree}`, resolved.configProblems));
    return 0;
  }
});
function render(verdict, context, problems) {
  const lines = [`context: ${context}`, `parser: ${verdict.parsers.join(", ") || "none"}`, ""];
  for (const [i, c] of verdict.commands.entries())
    lines.push(...renderCommand(c, i + 1));
  const unattached = verdict.findings.filter((f) => !verdict.commands.some((c) => c.findings.includes(f)));
  for (const f of unattached)
    lines.push(`  ${f.decision.toUpperCase()} ${f.title} [${f.rule}]: ${f.message}`);
  for (const p of problems)
    lines.push(`config: ${p}`);
  lines.push("", `verdict: ${verdict.decision.toUpperCase()}`);
  const firstBlock = verdict.findings.find((f) => f.decision === "block");
  if (firstBlock)
    lines.push(`instead: ${firstBlock.advice}`);
  return `${lines.join("\n")}
`;
}
function renderCommand(report, n) {
  const where = [report.via.length > 0 ? `via ${report.via.join(" > ")}` : "", `cwd ${report.cwd ?? "unknown"}`].filter(Boolean).join(", ");
  const out = [`${n}. ${report.command}   (${where})`];
  if (report.findings.length === 0)
    out.push("   allow: no rule applies");
  for (const f of report.findings)
    out.push(`   ${f.decision} ${f.title} [${f.rule}]: ${f.message}`);
  return out;
}
export {
  explain_default as default
};
