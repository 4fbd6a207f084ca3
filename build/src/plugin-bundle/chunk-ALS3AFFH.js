import {
  audit,
  block,
  classifyWrite,
  credentialKind,
  decisionOf
} from "./chunk-AWXILJD5.js";
import {
  maskSecrets,
  maskVerdict
} from "./chunk-4LT236LF.js";
import {
  resolvePolicy
} from "./chunk-SRIU64PF.js";
import {
  parseHookInput,
  stringField
} from "./chunk-OJP7CWSX.js";
import {
  diskFsView
} from "./chunk-4P3TWX4D.js";

// dist/src/heimdall/decide-file-tool.js
import { isAbsolute, posix } from "node:path";
var WRITE_TOOLS = /* @__PURE__ */ new Set(["Write", "Edit", "MultiEdit", "NotebookEdit"]);
var READ_TOOLS = /* @__PURE__ */ new Set(["Read", "Grep", "Glob"]);
function fileToolSubject(tool, input) {
  const path = stringField(input, "file_path", "notebook_path", "path") ?? "";
  const pattern = tool === "Grep" || tool === "Glob" ? stringField(input, "pattern") : null;
  return [tool, path, pattern ? `(${pattern})` : ""].filter(Boolean).join(" ");
}
function decideRead(tool, input, cwd, home, fs = diskFsView) {
  const raw = stringField(input, "file_path", "path");
  const base = raw ? absolute(raw, cwd, home) : cwd;
  const checks = raw && base ? [{ path: base, glob: false }] : [];
  const pattern = tool === "Glob" ? stringField(input, "pattern") : tool === "Grep" ? stringField(input, "glob") : null;
  if (pattern) {
    const where = tool === "Glob" ? posix.dirname(pattern) : pattern;
    const full = isAbsolute(where) || where === "~" || where.startsWith("~/") ? absolute(where, cwd, home) : base ? posix.join(base, where) : where;
    if (full)
      checks.push({ path: full, glob: true });
  }
  const findings = [];
  for (const { path, glob } of checks) {
    const real = glob ? null : fs.realpath(path);
    const linked = real !== null && real !== posix.normalize(path) ? credentialKind(real) : null;
    const kind = credentialKind(path, glob) ?? (linked ? `${linked} (it links to ${real})` : null);
    if (kind) {
      findings.push(block("credential-read", "credential access", `${tool} of ${path} reads ${kind}.`, "Do not read credentials; if the task needs a secret, stop and say so in your handoff."));
      break;
    }
  }
  const searched = tool === "Grep" && base ? fs.realpath(base) : null;
  if (findings.length === 0 && home && searched && (searched === home || home.startsWith(searched.endsWith("/") ? searched : `${searched}/`))) {
    findings.push(block("credential-read", "credential access", `Grep of ${base} (${searched}) searches the home folder, with its keys and cloud credentials.`, "Search inside the worktree."));
  }
  return fileVerdict(findings);
}
function decideWrite(tool, input, cwd, policy, fs) {
  const raw = stringField(input, "file_path", "notebook_path");
  const path = raw ? absolute(raw, cwd, policy.home) : null;
  const findings = [];
  const advice = `Write only inside the worktree (${policy.worktree}) or the handoff folder.`;
  if (!path)
    findings.push(block("path-escape", "path escape", `${tool} names no usable file path.`, advice));
  else {
    const resolved = fs.realpath(path);
    const write = classifyWrite(resolved, policy);
    if (!write.ok)
      findings.push(block(write.guard ? "guard-tamper" : "path-escape", write.guard ? "guard tamper" : "path escape", `${tool} of ${raw} (${resolved}): ${write.why}.`, write.instead ?? advice));
    else if (write.logged)
      findings.push(audit("output-write", "output write", `${tool} ${resolved}`));
  }
  return fileVerdict(findings);
}
function fileVerdict(findings) {
  return maskVerdict({ decision: decisionOf(findings), findings, commands: [], parsers: [] }, maskSecrets);
}
function absolute(path, cwd, home) {
  if (path === "~" || path.startsWith("~/"))
    return home ? `${home}${path.slice(1)}` : null;
  if (isAbsolute(path))
    return path;
  return cwd ? `${cwd}/${path}` : null;
}

// dist/src/heimdall/hook.js
var ALLOW = { exitCode: 0, stdout: "", stderr: "" };
async function runHook(stdin, options, deps) {
  try {
    const input = parseHookInput(stdin);
    if (typeof input === "string")
      return blocked(block("unknown-code", "unreadable input", input, "This is a Heimdall setup problem; report it in your handoff."), "the call");
    if (input.event !== "PreToolUse")
      return ALLOW;
    return await decideCall(input, options, deps);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return blocked(block("unknown-code", "guard error", `Heimdall could not check this call (${message}).`, "Retry once; if it persists, report it in your handoff."), "the call");
  }
}
async function decideCall(input, options, deps) {
  const cwd = input.cwd ?? deps.processCwd;
  let resolved;
  const resolve = async () => resolved ??= await resolvePolicy({ ...options, env: deps.env, cwd, fs: deps.fs, sessionId: input.sessionId });
  let verdict;
  let subject;
  if (READ_TOOLS.has(input.toolName)) {
    verdict = decideRead(input.toolName, input.toolInput, cwd, deps.env.HOME);
    subject = fileToolSubject(input.toolName, input.toolInput);
  } else if (input.toolName === "Bash") {
    const { policy } = await resolve();
    const command = stringField(input.toolInput, "command") ?? "";
    const { decideBash } = await import("./chunk-BZ34WHQN.js");
    verdict = decideBash(command, cwd, policy, deps.fs);
    subject = command;
  } else if (WRITE_TOOLS.has(input.toolName)) {
    verdict = decideWrite(input.toolName, input.toolInput, cwd, (await resolve()).policy, deps.fs);
    subject = fileToolSubject(input.toolName, input.toolInput);
  } else {
    return ALLOW;
  }
  if (verdict.decision === "allow")
    return ALLOW;
  await record(verdict, subject, input, await resolve(), deps);
  return verdict.decision === "block" ? blocked(verdict.findings.find((f) => f.decision === "block"), input.toolName, verdict.findings) : ALLOW;
}
async function record(verdict, subject, input, resolved, deps) {
  const { projectRoot: root, found, config } = resolved;
  if (!root)
    return;
  const { firstToRecord } = await import("./chunk-DGS3534B.js");
  if (!await firstToRecord(root, input.sessionId, input.toolUseId))
    return;
  const { appendAudit, auditDetail, auditLine, auditTime } = await import("./chunk-22Q6WAYO.js");
  const { countBlock } = await import("./chunk-3AB4ZZ7H.js");
  const now = deps.clock.now();
  const who = found ? `${found.context.agent}/${found.context.story_id}` : "(no task context)";
  if (verdict.decision === "audit") {
    const titles = [...new Set(verdict.findings.map((f) => f.title))].join(", ");
    await appendAudit(root, auditLine(now, "ALLOWED", who, auditDetail(titles, subject, input.toolName === "Bash")));
    return;
  }
  const first = verdict.findings.find((f) => f.decision === "block");
  const reason = auditDetail(first.title, subject, input.toolName === "Bash");
  await appendAudit(root, auditLine(now, "BLOCKED", who, reason));
  if (!found?.projectRoot)
    return;
  const { agent, story_id } = found.context;
  const escalation = await countBlock(found.projectRoot, agent, story_id, {
    at: auditTime(now),
    reason,
    escalateAfter: config.escalate_after,
    sessionId: input.sessionId
  });
  if (escalation.raised)
    await appendAudit(root, auditLine(now, "SOUNDED", who, `${escalation.violations} violations, escalating to human review`));
}
function blocked(first, tool, all = [first]) {
  const blocks = all.filter((f) => f.decision === "block").slice(0, 3);
  const lines = [`Heimdall blocked this ${tool} call.`];
  for (const f of blocks)
    lines.push(`- ${f.message} (rule: ${f.rule})`);
  lines.push(`Instead: ${first.advice}`);
  const reason = lines.join("\n");
  const stdout = JSON.stringify({ hookSpecificOutput: { hookEventName: "PreToolUse", permissionDecision: "deny", permissionDecisionReason: reason } });
  return { exitCode: 2, stdout: `${stdout}
`, stderr: `${reason}
` };
}

export {
  runHook
};
