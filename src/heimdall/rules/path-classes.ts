import { posix } from 'node:path';
import { isInside } from '../eval/paths.js';
import type { Policy } from '../policy.js';

/** Where a write may land: allowed, allowed but logged (`_vibe-chain-output/`), or refused and why. */
export type WriteClass = { ok: true; logged: boolean } | { ok: false; guard: boolean; why: string };

const DEVICES = /^\/dev\/(null|stdout|stderr|tty|zero|fd\/\d+)$/;
/** Files owned by the daemon, the sentinel or Heimdall itself (one writer per file). */
const GUARDED_OUTPUT = /(^|\/)(\.tracking\.json|\.history\.jsonl|heimdall-audit\.log|[^/]+\.(context\.json|escalation|orphaned|timeout|confirmed)|\.[^/]+\.heimdall-blocks)$/;
const CLAUDE_SETTINGS = /(^|\/)\.claude\/settings(\.local)?\.json$/;

export function classifyWrite(path: string, policy: Policy): WriteClass {
  if (DEVICES.test(path)) return { ok: true, logged: false };
  if (CLAUDE_SETTINGS.test(path)) return { ok: false, guard: true, why: 'Claude Code settings hold the hooks that run this guard' };
  if (policy.outputDir && isInside(path, policy.outputDir) && GUARDED_OUTPUT.test(path)) {
    return { ok: false, guard: true, why: 'this file is written by the forge daemon, the sentinel or Heimdall, never by a worker' };
  }
  if (policy.allowedPaths.some((dir) => isInside(path, dir))) return { ok: true, logged: policy.outputDir !== null && isInside(path, policy.outputDir) };
  if (policy.tempDirs.some((dir) => isInside(path, dir))) return { ok: true, logged: false };
  return { ok: false, guard: false, why: `it is outside the paths this task may write (${policy.allowedPaths.join(', ')})` };
}

const TEMPLATE = /\.(example|sample|template|dist|defaults?)$/;
const KEY_FILE = /^id_(rsa|dsa|ecdsa|ed25519)(_sk)?$/;

/**
 * Whether a path (or a pattern with `*` for unknown parts) names a credential: `.env*`, SSH keys,
 * cloud credentials, `**\/secrets/**`, `*.pem`. Only literal segments count, so `$X` alone does not.
 */
export function credentialKind(pattern: string): string | null {
  const segments = posix.normalize(pattern).split('/').filter((s) => s !== '');
  const base = segments[segments.length - 1] ?? '';
  const has = (a: string, b?: string) => segments.some((s, i) => s === a && (b === undefined || segments[i + 1] === b));
  if (has('.ssh')) return 'an SSH folder';
  if (has('.aws', 'credentials')) return 'AWS credentials';
  if (has('.config', 'gcloud')) return 'gcloud credentials';
  if (has('.gnupg')) return 'a GnuPG keyring';
  if (has('.docker', 'config.json') || has('.kube', 'config')) return 'container credentials';
  if (has('secrets')) return 'a secrets folder';
  if (base === '.netrc' || base === '.pgpass' || base === '.git-credentials') return `a credentials file (${base})`;
  if (/^\.env/.test(base) && !TEMPLATE.test(base)) return 'an environment file with secrets (.env*)';
  if (/\.pem$/.test(base) || KEY_FILE.test(base)) return 'a private key';
  if (segments[0] === 'proc' && base === 'environ') return 'a process environment';
  return null;
}

/** Variable names that hold secrets by convention. */
export const SECRET_NAME = /TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|PRIVATE_?KEY|CREDENTIAL|ACCESS_?KEY/i;
