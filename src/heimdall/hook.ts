import type { Clock } from '../clock.js';
import { decideRead, decideWrite, fileToolSubject, READ_TOOLS, WRITE_TOOLS } from './decide-file-tool.js';
import type { FsView } from './eval/paths.js';
import { type HookInput, parseHookInput, stringField } from './hook-input.js';
import { type ResolvedPolicy, resolvePolicy } from './resolve-policy.js';
import { block, type Finding, type Verdict } from './verdict.js';

export interface HookOptions {
  context: string | null;
  project: string | null;
}

export interface HookDeps {
  env: NodeJS.ProcessEnv;
  /** The hook process's own directory, used when the input carries no cwd. */
  processCwd: string;
  clock: Clock;
  fs: FsView;
}

export interface HookResult {
  exitCode: 0 | 2;
  stdout: string;
  stderr: string;
}

const ALLOW: HookResult = { exitCode: 0, stdout: '', stderr: '' };

/**
 * One PreToolUse call: decide, log blocks and audited allows, count blocks towards escalation.
 * Exit 0 allows; exit 2 blocks with the reason on stderr (and as a deny decision on stdout).
 * Anything unexpected blocks too: a guard that fails open is no guard.
 */
export async function runHook(stdin: string, options: HookOptions, deps: HookDeps): Promise<HookResult> {
  try {
    const input = parseHookInput(stdin);
    if (typeof input === 'string')
      return blocked(block('unknown-code', 'unreadable input', input, 'This is a Heimdall setup problem; report it in your handoff.'), 'the call');
    if (input.event !== 'PreToolUse') return ALLOW;
    return await decideCall(input, options, deps);
  } catch (error) {
    // Deliberately every error: the hook must answer 0 or 2, and an unchecked call must not run.
    const message = error instanceof Error ? error.message : String(error);
    return blocked(
      block('unknown-code', 'guard error', `Heimdall could not check this call (${message}).`, 'Retry once; if it persists, report it in your handoff.'),
      'the call',
    );
  }
}

async function decideCall(input: HookInput, options: HookOptions, deps: HookDeps): Promise<HookResult> {
  const cwd = input.cwd ?? deps.processCwd;
  let resolved: ResolvedPolicy | undefined;
  // Read calls need no policy, so the context and config are only looked up when they are needed.
  const resolve = async () => (resolved ??= await resolvePolicy({ ...options, env: deps.env, cwd, fs: deps.fs, sessionId: input.sessionId }));
  let verdict: Verdict;
  let subject: string;
  if (READ_TOOLS.has(input.toolName)) {
    verdict = decideRead(input.toolName, input.toolInput, cwd, deps.env.HOME);
    subject = fileToolSubject(input.toolName, input.toolInput);
  } else if (input.toolName === 'Bash') {
    const { policy } = await resolve();
    const command = stringField(input.toolInput, 'command') ?? '';
    const { decideBash } = await import('./decide-bash.js');
    verdict = decideBash(command, cwd, policy, deps.fs);
    subject = command;
  } else if (WRITE_TOOLS.has(input.toolName)) {
    verdict = decideWrite(input.toolName, input.toolInput, cwd, (await resolve()).policy, deps.fs);
    subject = fileToolSubject(input.toolName, input.toolInput);
  } else {
    return ALLOW;
  }
  if (verdict.decision === 'allow') return ALLOW;
  await record(verdict, subject, input, await resolve(), deps);
  return verdict.decision === 'block' ? blocked(verdict.findings.find((f) => f.decision === 'block')!, input.toolName, verdict.findings) : ALLOW;
}

/** Logging and counting load node:fs/promises and friends, so only calls that log pay for them. */
async function record(verdict: Verdict, subject: string, input: HookInput, resolved: ResolvedPolicy, deps: HookDeps): Promise<void> {
  const { projectRoot: root, found, config } = resolved;
  if (!root) return;
  // Both registrations of a session (the plugin's and a settings file's) decide the same call the
  // same way; only the first to claim the call's id writes the audit line and counts the block.
  const { firstToRecord } = await import('./recorded-calls.js');
  if (!(await firstToRecord(root, input.sessionId, input.toolUseId))) return;
  const { appendAudit, auditDetail, auditLine, auditTime } = await import('./audit-log.js');
  const { countBlock } = await import('./escalation.js');
  const now = deps.clock.now();
  const who = found ? `${found.context.agent}/${found.context.story_id}` : '(no task context)';
  if (verdict.decision === 'audit') {
    const titles = [...new Set(verdict.findings.map((f) => f.title))].join(', ');
    await appendAudit(root, auditLine(now, 'ALLOWED', who, auditDetail(titles, subject, input.toolName === 'Bash')));
    return;
  }
  const first = verdict.findings.find((f) => f.decision === 'block')!;
  const reason = auditDetail(first.title, subject, input.toolName === 'Bash');
  await appendAudit(root, auditLine(now, 'BLOCKED', who, reason));
  if (!found?.projectRoot) return;
  const { agent, story_id } = found.context;
  const escalation = await countBlock(found.projectRoot, agent, story_id, {
    at: auditTime(now),
    reason,
    escalateAfter: config.escalate_after,
    sessionId: input.sessionId,
  });
  if (escalation.raised) await appendAudit(root, auditLine(now, 'SOUNDED', who, `${escalation.violations} violations, escalating to human review`));
}

function blocked(first: Finding, tool: string, all: Finding[] = [first]): HookResult {
  const blocks = all.filter((f) => f.decision === 'block').slice(0, 3);
  const lines = [`Heimdall blocked this ${tool} call.`];
  for (const f of blocks) lines.push(`- ${f.message} (rule: ${f.rule})`);
  lines.push(`Instead: ${first.advice}`);
  const reason = lines.join('\n');
  const stdout = JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: reason } });
  return { exitCode: 2, stdout: `${stdout}\n`, stderr: `${reason}\n` };
}
