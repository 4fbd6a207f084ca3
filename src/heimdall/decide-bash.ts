import { LinkOverlay } from './eval/link-overlay.js';
import type { FsView } from './eval/paths.js';
import { type WalkProblem, walkCommand } from './eval/walk.js';
import { maskVerdict, secretMasker } from './mask-secrets.js';
import type { Policy, RuleContext } from './policy.js';
import { display } from './rules/common.js';
import { evaluateInvocation } from './rules/evaluate.js';
import { resetBudgetRule } from './rules/git.js';
import { xtraceRule } from './rules/secret-variables.js';
import { parseShell } from './shell/parse-shell.js';
import type { Script } from './shell/syntax.js';
import { block, type CommandReport, decisionOf, type Finding, type Verdict } from './verdict.js';

const MAX_COMMAND_BYTES = 262_144;

/** The verdict on a Bash tool call: walk every command it would run and apply every rule. */
export function decideBash(command: string, cwd: string | null, policy: Policy, disk: FsView): Verdict {
  if (command.length > MAX_COMMAND_BYTES) {
    const finding = block(
      'unknown-code',
      'unreadable code',
      `the command is ${command.length} bytes, over the ${MAX_COMMAND_BYTES} Heimdall inspects.`,
      'Write long scripts to a file in the worktree and run the file.',
    );
    return { decision: 'block', findings: [finding], commands: [], parsers: [] };
  }
  const commands: CommandReport[] = [];
  const parsers = new Set<string>();
  // The command's own parse, kept for masking a block's reason without parsing it again.
  let parsed: Script | null = null;
  const parse = (src: string) => {
    const result = parseShell(src);
    if (src === command && result.ok) parsed ??= result.script;
    return result;
  };
  // Links the command makes are seen by every path of the decision (`ln -s ~/.aws a && cat a/credentials`).
  const links = new LinkOverlay(disk);
  const fs: FsView = links;
  const check = (code: string, at: string | null, depth: number): Finding[] => {
    const wasWalking = links.walking;
    links.walking = true;
    const walked = walkCommand(code, { cwd: at, home: policy.home, fs, links, parse });
    links.walking = wasWalking;
    for (const p of walked.parsers) parsers.add(p);
    const ctx: RuleContext = { policy, fs, nested: (inner, innerCwd) => (depth < 4 ? check(inner, innerCwd, depth + 1) : [tooDeep()]) };
    const found: Finding[] = walked.problems.flatMap((p) => problemFinding(p, policy));
    links.walking = false;
    for (const invocation of walked.invocations) {
      const findings = evaluateInvocation(invocation, ctx);
      links.markJudged(invocation);
      commands.push({ command: display(invocation) || '(redirection)', via: invocation.via, cwd: invocation.cwd, findings });
      found.push(...findings);
    }
    found.push(...resetBudgetRule(walked.invocations), ...xtraceRule(walked.invocations));
    links.walking = wasWalking;
    return found;
  };
  const findings = check(command, cwd, 0);
  const verdict: Verdict = { decision: decisionOf(findings), findings, commands, parsers: [...parsers] };
  // The reason goes to the model and into the client's transcript: masked like every line Heimdall
  // writes. Audited allows give the model nothing; their audit line is masked when it is written.
  return verdict.decision === 'block'
    ? maskVerdict(
        verdict,
        secretMasker(command, () => parsed),
      )
    : verdict;
}

function problemFinding(problem: WalkProblem, policy: Policy): Finding[] {
  const where = problem.via.length > 0 ? ` (inside ${problem.via.join(' → ')})` : '';
  if (problem.kind === 'parse-error') {
    if (policy.onParseError === 'allow') return [];
    return [
      block(
        'parse-error',
        'parse error',
        `the command does not parse as bash${where}: ${problem.detail}.`,
        'Fix the shell syntax; Heimdall only allows commands it can read.',
      ),
    ];
  }
  return [
    block(
      'unknown-code',
      'unreadable code',
      `${problem.detail}${where}.`,
      'Run code Heimdall can read: write the script to a file in the worktree and run the file, or pass it literally.',
    ),
  ];
}

function tooDeep(): Finding {
  return block('unknown-code', 'unreadable code', 'shell code nested too deeply to inspect.', 'Flatten the command.');
}
