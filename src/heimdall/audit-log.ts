import { join } from 'node:path';
import { AUDIT_LOG } from '../../protocol/paths.js';
import { appendLine } from '../fs/append-line.js';
import { maskSecrets } from './mask-secrets.js';
import { parsedOrNull } from './shell/parse-shell.js';

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

/**
 * `path escape — rm -rf ../`: the rule's title and the call, on one line with secrets masked
 * (before the line is cut, so no part of a value survives the cut). A Bash command is also read
 * through its parse.
 */
export function auditDetail(title: string, subject: string, bash = false): string {
  return `${maskSecrets(title)} — ${oneLine(maskSecrets(subject, () => (bash ? parsedOrNull(subject) : null)))}`;
}

export async function appendAudit(projectRoot: string, line: string): Promise<void> {
  await appendLine(join(projectRoot, ...AUDIT_LOG.split('/')), line);
}

function oneLine(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this line removes.
  const flat = text.replace(/\r?\n/g, '⏎').replace(/[\x00-\x1f\x7f]/g, ' ');
  return flat.length > MAX_SUBJECT ? `${flat.slice(0, MAX_SUBJECT)}…` : flat;
}
