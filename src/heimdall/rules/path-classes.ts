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
/** Public halves and host lists in `~/.ssh`: not secrets. */
const PUBLIC = /\.pub$|^known_hosts(\.old)?$|^authorized_keys2?$/;
/** Names a glob is tried against: what the literal rules below recognise, one or more of each family. */
const ENV_NAMES = ['.env', '.env.local', '.env.production', '.env.prod', '.env.development', '.env.dev', '.env.test', '.env.staging', '.envrc'];
const KEY_NAMES = ['id_rsa', 'id_dsa', 'id_ecdsa', 'id_ed25519', 'id_ecdsa_sk', 'id_ed25519_sk', 'key.pem'];
const FILE_NAMES = ['.netrc', '.pgpass', '.git-credentials'];

/** A segment test: exact for a literal, the glob's own matching for a wildcard segment. */
type Segment = (name: string) => boolean;

/**
 * A glob segment matches names as if dotglob were on (`?env` may be `.env`), so long as it has at
 * least two literal characters; `*`, `?*` and the like say nothing about the name, like a computed
 * path, and are left alone (`cat *` is not a credential read).
 */
function segmentTest(segment: string, glob: boolean): Segment {
  if (!glob || !/[*?[]/.test(segment)) return (name) => name === segment;
  if (segment.replace(/\[[^\]]*\]|[*?]/g, '').length < 2) return () => false;
  let source = '';
  for (let i = 0; i < segment.length; i++) {
    const c = segment[i]!;
    const close = c === '[' ? segment.indexOf(']', i + 2) : -1;
    if (c === '*') source += '.*';
    else if (c === '?') source += '.';
    else if (close > 0) {
      source += `[${segment.slice(i + 1, close).replace(/^[!^]/, '^').replace(/\\/g, '\\\\')}]`;
      i = close;
    } else source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  const regex = new RegExp(`^${source}$`);
  return (name) => regex.test(name);
}

/**
 * Whether a path (or a pattern with `*` for unknown parts) names a credential: `.env*`, SSH keys,
 * cloud credentials, `**\/secrets/**`, `*.pem`. Only literal segments count, so `$X` alone does not;
 * with `glob`, wildcard segments count for every credential name they could match.
 */
export function credentialKind(pattern: string, glob = false): string | null {
  const raw = posix.normalize(pattern).split('/').filter((s) => s !== '');
  const segments = raw.map((s) => segmentTest(s, glob));
  const last = raw[raw.length - 1] ?? '';
  const base = segments[segments.length - 1] ?? (() => false);
  const literalBase = !glob || !/[*?[]/.test(last);
  const has = (a: string, b?: string) => segments.some((test, i) => test(a) && (b === undefined || (segments[i + 1]?.(b) ?? false)));
  // A public key stays public inside ~/.ssh; a glob is public only when its literal end says so.
  if (literalBase ? PUBLIC.test(last) : /\.pub$/.test(last)) return null;
  const named = (literal: (name: string) => boolean, samples: string[]) => (literalBase ? literal(last) : samples.some(base));
  if (has('.ssh')) return 'an SSH folder';
  if (has('.aws')) return 'AWS credentials';
  if (has('.config', 'gcloud')) return 'gcloud credentials';
  if (has('.gnupg')) return 'a GnuPG keyring';
  if (has('.docker', 'config.json') || has('.kube') || (literalBase && last === '.docker')) return 'container credentials';
  if (has('secrets')) return 'a secrets folder';
  if (named((n) => FILE_NAMES.includes(n), FILE_NAMES)) return `a credentials file (${literalBase ? last : FILE_NAMES.find(base)})`;
  if (named((n) => /^\.env/.test(n) && !TEMPLATE.test(n), ENV_NAMES)) return 'an environment file with secrets (.env*)';
  if (named((n) => /\.pem$/.test(n) || KEY_FILE.test(n), KEY_NAMES)) return 'a private key';
  if (raw[0] === 'proc' && base('environ')) return 'a process environment';
  return null;
}

/** Variable names that hold secrets by convention. */
export const SECRET_NAME = /TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|PRIVATE_?KEY|CREDENTIAL|ACCESS_?KEY/i;
