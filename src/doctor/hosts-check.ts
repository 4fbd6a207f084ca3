import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { epochFileName, type LeaseRecord } from '../../protocol/lease.js';
import { LEASE_DIR, PROJECT_ID_FILE } from '../../protocol/paths.js';
import { describeServerClock, judgeServerClock, SERVER_CLOCK_LIMIT_MS, serverClockOf } from '../../protocol/server-clock.js';
import { LeaseFiles, type MachineIdentity, placeOf, sameMachine, thisMachine } from '../daemon/lease-files.js';
import { inProject } from '../project/project-root.js';
import type { CheckResult } from './checks.js';

/**
 * What `forge doctor` checks about the hosts sharing a project, from the current lease: the holder's
 * offset from the file server's clock, and whether this host reaches the project at the path the
 * holder's host does (task files carry absolute paths made there).
 */
export interface HostsFacts {
  /** The current epoch's lease and its file, null when no daemon ever held the project. */
  lease: { record: LeaseRecord; file: string } | null;
  /** This project's `.project-id`, null when there is none yet. */
  projectId: string | null;
  machine: MachineIdentity;
  /** The project's path as this host sees it. */
  path: string;
  /** Whether the holder's path, opened on this host, is this very project (same id and lease folder): a symlink or a second name. */
  holderPathHere: boolean;
}

export async function hostsFacts(root: string): Promise<HostsFacts> {
  const files = new LeaseFiles(root);
  const [{ epoch, record }, projectId, machine] = await Promise.all([files.current(), readProjectId(root), thisMachine()]);
  const path = resolve(root);
  const lease = record ? { record, file: `${LEASE_DIR}/${epochFileName(epoch)}` } : null;
  const other = record?.project_path;
  const holderPathHere =
    other !== undefined &&
    other !== path &&
    projectId !== null &&
    (await readProjectId(other)) === projectId &&
    (await placeOf(inProject(other, LEASE_DIR))) === (await placeOf(files.dir));
  return { lease, projectId, machine, path, holderPathHere };
}

async function readProjectId(root: string): Promise<string | null> {
  try {
    return (await readFile(inProject(root, PROJECT_ID_FILE), 'utf8')).trim() || null;
  } catch (error) {
    // ENOENT/ENOTDIR: no id yet here, or the holder's path does not exist on this host.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}

const holderOf = (record: LeaseRecord) => `${record.released ? 'the last holder' : 'the holder'} (pid ${record.pid} on ${record.host})`;

/** The holder's offset from the file server's clock: a warning when it is surely beyond 2 s. */
export function serverClockCheck(facts: HostsFacts): CheckResult {
  const check = 'server clock';
  const clock = facts.lease?.record.server_clock;
  if (!facts.lease || !clock)
    return { check, status: 'OK', message: 'not measured: no daemon of this version has renewed a lease here yet (the holder measures at each renewal)' };
  const { record, file } = facts.lease;
  const offset = serverClockOf(clock);
  const message = `${holderOf(record)} measured at ${clock.measured_at}: ${describeServerClock(offset, `${record.host}'s`)}, by the mtime of ${file} right after writing it`;
  const verdict = judgeServerClock(offset);
  if (verdict === 'skewed')
    return {
      check,
      status: 'WARN',
      message: `${message}: more than ${SERVER_CLOCK_LIMIT_MS / 1000} s, so the times that daemon writes look shifted by that much to other hosts`,
      fix: `sync ${record.host}'s clock (and the file server's) with NTP: chronyc tracking or timedatectl status there says how`,
    };
  const note = verdict === 'agrees' ? `within ${SERVER_CLOCK_LIMIT_MS / 1000} s` : 'too uncertain to tell (a slow write)';
  return { check, status: 'OK', message: `${message}: ${note}` };
}

/** Whether this host reaches the project at the path the holder's host does: task files' absolute paths are made there. */
export function projectPathCheck(facts: HostsFacts): CheckResult {
  const check = 'project path';
  const record = facts.lease?.record;
  if (!record)
    return { check, status: 'OK', message: `${facts.path} on ${facts.machine.host}; no daemon has held the project, so no other host to compare with` };
  if (facts.projectId !== null && record.project_id !== facts.projectId)
    return {
      check,
      status: 'OK',
      message: `the lease names project id ${record.project_id}, not this project's ${facts.projectId}: no holder of this project to compare with`,
    };
  if (record.project_path === undefined)
    return { check, status: 'OK', message: `${holderOf(record)} runs a version that does not record its project path: nothing to compare` };
  if (sameMachine(record, facts.machine)) return { check, status: 'OK', message: `${holderOf(record)} runs on this machine, at ${record.project_path}` };
  if (record.project_path === facts.path)
    return {
      check,
      status: 'OK',
      message: `${record.host} (${holderOf(record)}) and this host (${facts.machine.host}) both mount the project at ${facts.path}`,
    };
  if (facts.holderPathHere)
    return {
      check,
      status: 'OK',
      message: `${record.host} mounts the project at ${record.project_path}, this host (${facts.machine.host}) at ${facts.path}, and ${record.project_path} reaches the same project here too`,
    };
  return {
    check,
    status: 'FAIL',
    message: `${record.host} (${holderOf(record)}) mounts the project at ${record.project_path}, this host (${facts.machine.host}) at ${facts.path}: task files carry absolute paths made there (project_root, worktree_path, handoff_dir), which do not resolve on this host`,
    fix: `mount the project at ${record.project_path} on ${facts.machine.host} too (or link ${record.project_path} to ${facts.path}), and start daemons and workers there from that path`,
  };
}
