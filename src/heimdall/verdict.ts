/** Every rule Heimdall applies; the id is stable (tests, explain --json), the title goes in the audit log. */
export const RULE_IDS = [
  'rm-recursive',
  'find-delete',
  'path-escape',
  'guard-tamper',
  'credential-read',
  'secret-exposure',
  'git-push',
  'git-reset',
  'git-clean',
  'git-discard',
  'git-branch-delete',
  'git-alias',
  'git-config',
  'git-remote',
  'container-mount',
  'git-history',
  'credential-leak',
  'sql-destructive',
  'db-migration',
  'inline-delete',
  'unknown-command',
  'unknown-code',
  'parse-error',
  'config-deny',
  'install',
  'git-amend',
  'network',
  'output-write',
] as const;
export type RuleId = (typeof RULE_IDS)[number];

export interface Finding {
  rule: RuleId;
  decision: 'block' | 'audit';
  /** Short label for the audit log: `path escape`, `git push`. */
  title: string;
  /** What was found, for the model: which command and why it is refused or logged. */
  message: string;
  /** What to do instead (blocks only). */
  advice: string;
}

export type Decision = 'allow' | 'audit' | 'block';

/** One command as `forge explain` shows it, with what the rules found. */
export interface CommandReport {
  command: string;
  via: string[];
  cwd: string | null;
  findings: Finding[];
}

export interface Verdict {
  decision: Decision;
  findings: Finding[];
  commands: CommandReport[];
  /** Which parser read the command (`fast`, `mvdan-sh`), for Bash calls. */
  parsers: string[];
}

export function decisionOf(findings: Finding[]): Decision {
  if (findings.some((f) => f.decision === 'block')) return 'block';
  return findings.length > 0 ? 'audit' : 'allow';
}

export function block(rule: RuleId, title: string, message: string, advice: string): Finding {
  return { rule, decision: 'block', title, message, advice };
}

export function audit(rule: RuleId, title: string, message: string): Finding {
  return { rule, decision: 'audit', title, message, advice: '' };
}
