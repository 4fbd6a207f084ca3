import { mkdir } from 'node:fs/promises';
import { daemonTempTarget } from '../../protocol/daemon-temp-files.js';
import type { Diagnostic } from '../../protocol/diagnostic.js';
import { HANDOFFS_DIR, INBOX_DIR } from '../../protocol/paths.js';
import { AGENT_NAME_PATTERN } from '../../protocol/story-id.js';
import { listDirOrEmpty } from '../fs/list-dir.js';
import { inProject } from '../project/project-root.js';
import { roleOf } from './file-index.js';
import { forEachInSlices } from './in-slices.js';

export interface ProjectScan {
  stories: Map<string, Set<string>>;
  heartbeats: string[];
  badNames: Map<string, Diagnostic>;
  agents: string[];
  /** Temp files of the daemon's own atomic writes (contexts, its signals and handoffs, the tracking file). */
  temps: string[];
}

/** The folders the daemon watches and reads; a person may have removed them meanwhile. */
export async function ensureProjectFolders(projectRoot: string): Promise<void> {
  await mkdir(inProject(projectRoot, INBOX_DIR), { recursive: true });
  await mkdir(inProject(projectRoot, HANDOFFS_DIR), { recursive: true });
}

/** Lists every protocol file of the inbox and handoffs folders, grouped by story id, and the daemon's temp files there. */
export async function scanProject(projectRoot: string): Promise<ProjectScan> {
  const scan: ProjectScan = { stories: new Map(), heartbeats: [], badNames: new Map(), agents: [], temps: [] };
  const add = (path: string) => {
    const role = roleOf(path);
    if (role.kind === 'story') {
      let paths = scan.stories.get(role.id);
      if (!paths) scan.stories.set(role.id, (paths = new Set()));
      paths.add(path);
    } else if (role.kind === 'heartbeat') scan.heartbeats.push(role.agent);
    else if (role.kind === 'bad-name') scan.badNames.set(path, role.diagnostic);
    else if (daemonTempTarget(path)) scan.temps.push(path);
  };
  for (const entry of await listDirOrEmpty(inProject(projectRoot, INBOX_DIR))) {
    if (entry.isFile()) add(`${INBOX_DIR}/${entry.name}`);
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    if (!AGENT_NAME_PATTERN.test(entry.name)) {
      const file = `${INBOX_DIR}/${entry.name}`;
      scan.badNames.set(file, {
        code: 'bad_agent_name',
        file,
        field: null,
        expected: 'a folder named by an agent: lower-case letters, digits, _ or -, starting with a letter',
        got: JSON.stringify(entry.name),
      });
      continue;
    }
    scan.agents.push(entry.name);
    const prefix = `${INBOX_DIR}/${entry.name}/`;
    await forEachInSlices(await listNames(inProject(projectRoot, prefix)), (name) => add(prefix + name));
  }
  await forEachInSlices(await listNames(inProject(projectRoot, HANDOFFS_DIR)), (name) => add(`${HANDOFFS_DIR}/${name}`));
  return scan;
}

async function listNames(dir: string): Promise<string[]> {
  return (await listDirOrEmpty(dir)).filter((entry) => entry.isFile() || entry.isSymbolicLink()).map((entry) => entry.name);
}
