import { isAbsolute, posix } from 'node:path';
import type { FsView } from './eval/paths.js';
import { diskFsView } from './fs-view.js';
import { stringField } from './hook-input.js';
import { maskSecrets, maskVerdict } from './mask-secrets.js';
import type { Policy } from './policy.js';
import { classifyWrite, credentialKind } from './rules/path-classes.js';
import { audit, block, decisionOf, type Finding, type Verdict } from './verdict.js';

export const WRITE_TOOLS = new Set(['Write', 'Edit', 'MultiEdit', 'NotebookEdit']);
export const READ_TOOLS = new Set(['Read', 'Grep', 'Glob']);

/** The subject a file tool call is about, for messages and the audit log. */
export function fileToolSubject(tool: string, input: Record<string, unknown>): string {
  const path = stringField(input, 'file_path', 'notebook_path', 'path') ?? '';
  const pattern = tool === 'Grep' || tool === 'Glob' ? stringField(input, 'pattern') : null;
  return [tool, path, pattern ? `(${pattern})` : ''].filter(Boolean).join(' ');
}

/**
 * Read/Grep/Glob: only credential paths are refused. Read and Grep read contents, so a credential
 * file, a folder of them, a Grep `glob` that matches credential names or a Grep of the home folder
 * (or above it) is refused; Glob lists names, so only a search inside a credential folder is
 * (`~/.aws`, `~/.ssh/*`, `**\/secrets/**`), not one whose pattern merely matches `.env`.
 * Needs no policy, so no context is looked up unless it blocks.
 */
export function decideRead(tool: string, input: Record<string, unknown>, cwd: string | null, home: string | undefined, fs: FsView = diskFsView): Verdict {
  const raw = stringField(input, 'file_path', 'path');
  const base = raw ? absolute(raw, cwd, home) : cwd;
  const checks: Array<{ path: string; glob: boolean }> = raw && base ? [{ path: base, glob: false }] : [];
  const pattern = tool === 'Glob' ? stringField(input, 'pattern') : tool === 'Grep' ? stringField(input, 'glob') : null;
  if (pattern) {
    // A Glob pattern's folders say where it looks; a Grep glob's names say which files it reads.
    const where = tool === 'Glob' ? posix.dirname(pattern) : pattern;
    const full = isAbsolute(where) || where === '~' || where.startsWith('~/') ? absolute(where, cwd, home) : base ? posix.join(base, where) : where;
    if (full) checks.push({ path: full, glob: true });
  }
  const findings: Finding[] = [];
  for (const { path, glob } of checks) {
    // A link (`fixtures/key.txt` -> `~/.ssh/id_rsa`, or a linked folder) reads what it points to.
    const real = glob ? null : fs.realpath(path);
    const linked = real !== null && real !== posix.normalize(path) ? credentialKind(real) : null;
    const kind = credentialKind(path, glob) ?? (linked ? `${linked} (it links to ${real})` : null);
    if (kind) {
      findings.push(
        block(
          'credential-read',
          'credential access',
          `${tool} of ${path} reads ${kind}.`,
          'Do not read credentials; if the task needs a secret, stop and say so in your handoff.',
        ),
      );
      break;
    }
  }
  const searched = tool === 'Grep' && base ? fs.realpath(base) : null;
  if (findings.length === 0 && home && searched && (searched === home || home.startsWith(searched.endsWith('/') ? searched : `${searched}/`))) {
    findings.push(
      block(
        'credential-read',
        'credential access',
        `Grep of ${base} (${searched}) searches the home folder, with its keys and cloud credentials.`,
        'Search inside the worktree.',
      ),
    );
  }
  return fileVerdict(findings);
}

/** Write/Edit/MultiEdit/NotebookEdit: the resolved path must be inside the task's allowed paths. */
export function decideWrite(tool: string, input: Record<string, unknown>, cwd: string | null, policy: Policy, fs: FsView): Verdict {
  const raw = stringField(input, 'file_path', 'notebook_path');
  const path = raw ? absolute(raw, cwd, policy.home) : null;
  const findings: Finding[] = [];
  const advice = `Write only inside the worktree (${policy.worktree}) or the handoff folder.`;
  if (!path) findings.push(block('path-escape', 'path escape', `${tool} names no usable file path.`, advice));
  else {
    const resolved = fs.realpath(path);
    const write = classifyWrite(resolved, policy);
    if (!write.ok)
      findings.push(
        block(
          write.guard ? 'guard-tamper' : 'path-escape',
          write.guard ? 'guard tamper' : 'path escape',
          `${tool} of ${raw} (${resolved}): ${write.why}.`,
          write.instead ?? advice,
        ),
      );
    else if (write.logged) findings.push(audit('output-write', 'output write', `${tool} ${resolved}`));
  }
  return fileVerdict(findings);
}

/** Messages quote the path, which is masked like the audit line's subject. */
function fileVerdict(findings: Finding[]): Verdict {
  return maskVerdict({ decision: decisionOf(findings), findings, commands: [], parsers: [] }, maskSecrets);
}

/** Absolute but not normalized: `link/..` is for the filesystem to resolve (the link target's parent). */
function absolute(path: string, cwd: string | null, home: string | undefined): string | null {
  if (path === '~' || path.startsWith('~/')) return home ? `${home}${path.slice(1)}` : null;
  if (isAbsolute(path)) return path;
  return cwd ? `${cwd}/${path}` : null;
}
