import { join } from 'node:path';
import { AUDIT_LOG } from '../../protocol/paths.js';
import { appendLine } from '../fs/append-line.js';

export type AuditWord = 'BLOCKED' | 'ALLOWED' | 'SOUNDED';

const MAX_SUBJECT = 300;

/** `2026-04-01T12:34:00Z`: seconds precision, as the design's log lines are. */
export function auditTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** One audit line exactly in the design's shape: `[time] HEIMDALL BLOCKED anvil/FORGE-3: path escape — rm -rf ../`. */
export function auditLine(ms: number, word: AuditWord, who: string, detail: string): string {
  return `[${auditTime(ms)}] HEIMDALL ${word} ${who}: ${detail}`;
}

/** `path escape — rm -rf ../`: the rule's title and the call, on one line with secrets masked. */
export function auditDetail(title: string, subject: string): string {
  return `${title} — ${oneLine(maskSecrets(subject))}`;
}

export async function appendAudit(projectRoot: string, line: string): Promise<void> {
  await appendLine(join(projectRoot, ...AUDIT_LOG.split('/')), line);
}

function oneLine(text: string): string {
  const flat = text.replace(/\r?\n/g, '⏎').replace(/[\x00-\x1f\x7f]/g, ' ');
  return flat.length > MAX_SUBJECT ? `${flat.slice(0, MAX_SUBJECT)}…` : flat;
}

const SECRET_ASSIGN = /\b([A-Za-z_][A-Za-z0-9_]*(?:TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|PRIVATE_?KEY|CREDENTIAL|ACCESS_?KEY)[A-Za-z0-9_]*)=("[^"]*"|'[^']*'|\S+)/gi;

/** Values that look secret never reach the log: credential-like assignments, auth headers, URL passwords, known token shapes. */
export function maskSecrets(text: string): string {
  return text
    .replace(SECRET_ASSIGN, '$1=***')
    .replace(/\b(authorization|x-api-key|api-key|private-token)(\s*:\s*)(bearer\s+|basic\s+|token\s+)?[^\s"']+/gi, '$1$2$3***')
    .replace(/(--?(?:password|passwd|token|api-key|secret)[= ])("[^"]*"|'[^']*'|\S+)/gi, '$1***')
    .replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:)[^\s@/]+@/gi, '$1***@')
    .replace(/\b(gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|sk-[A-Za-z0-9_-]{16,}|xox[abpr]-[A-Za-z0-9-]{10,}|AKIA[0-9A-Z]{16}|glpat-[A-Za-z0-9_-]{20,})\b/g, '***');
}
