import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { DEFAULT_ROSTER } from '../../protocol/config.js';
import { ADAPTERS_DIR, CONFIG_TOML, INBOX_DIR } from '../../protocol/paths.js';
import { parseFrontMatter, renderFrontMatter } from '../markdown/front-matter.js';
import { inProject } from '../project/project-root.js';
import { socketName } from '../supervisor/worker-launch.js';

export interface DemoPaths {
  /** The example project shipped with vibe-chain. */
  example: string;
  /** bin-scripts/sim-worker, used as the demo's degraded command too. */
  simWorker: string;
  /** The demo's workers run as managed workers (the daemon starts them in tmux), else the demo starts them. */
  managed: boolean;
}

/** The workers the demo runs, and how long each simulated piece of work takes. */
export const DEMO_WORKERS = ['anvil', 'furnace'];
export const DEMO_WORK_MS = 1500;

/** Deadlines of seconds, so every path of the pipeline shows within the minute. */
export const DEMO_TIMEOUTS = { orphan: '5s', dev: '8s' };

/** The demo's [supervisor] stop_grace: simulated workers stop at once on SIGTERM. */
export const DEMO_STOP_GRACE_MS = 2000;

/**
 * A copy of the example project made ready to run now: its task files point at folders of the
 * copy and carry today's times (the example's own dates are long past), and its config has
 * deadlines of seconds, a free port and the simulated worker as degraded command.
 */
export async function prepareDemoProject(root: string, paths: DemoPaths, port: number, now: string): Promise<void> {
  await cp(paths.example, root, { recursive: true, filter: (source) => !isRunState(basename(source)) });
  for (const agent of Object.keys(DEFAULT_ROSTER)) await mkdir(join(root, 'trees', agent), { recursive: true });
  const folders = (await readdir(inProject(root, INBOX_DIR), { withFileTypes: true })).filter((entry) => entry.isDirectory());
  for (const { name: agent } of folders) {
    const inbox = inProject(root, `${INBOX_DIR}/${agent}`);
    for (const name of await readdir(inbox)) {
      const file = join(inbox, name);
      if (name.endsWith('.md')) await rewriteTask(file, root, agent, now);
      else if (name.endsWith('.picked-up')) await writeFile(file, (await readFile(file, 'utf8')).replace(/^at: .*$/m, `at: "${now}"`));
    }
  }
  await writeFile(inProject(root, CONFIG_TOML), demoConfig(root, port, paths));
}

/**
 * What a daemon, sentinel or hook run on the example left in it (ignored by git, so present only
 * after someone ran `npm start`): the demo starts from the example as committed.
 */
export function isRunState(name: string): boolean {
  return (
    /^\.tracking\.json/.test(name) ||
    /^\.forge-(daemon|cache)/.test(name) ||
    /^events\.jsonl/.test(name) ||
    /\.(context\.json|orphaned|timeout|confirmed|escalation)$/.test(name) ||
    ['.history.jsonl', '.heartbeat', 'heimdall-audit.log', 'exchanges', 'lab'].includes(name)
  );
}

async function rewriteTask(file: string, root: string, agent: string, now: string): Promise<void> {
  const parsed = parseFrontMatter(await readFile(file, 'utf8'));
  if (!parsed.ok) return;
  const fields = {
    ...parsed.data,
    project_root: root,
    worktree_path: join(root, 'trees', agent),
    handoff_dir: join(root, '_vibe-chain-output', 'handoffs'),
    submitted_at: now,
  };
  await writeFile(file, renderFrontMatter(fields, parsed.body));
}

/** The project id names the tmux socket of the managed workers: one per demo, so two demos never share one. */
const demoProjectId = (root: string) => `shop-demo-${basename(root).replace(/[^A-Za-z0-9_-]/g, '')}`;

/** The tmux socket the daemon runs the demo's managed workers on. */
export const demoSocket = (root: string): string => socketName(demoProjectId(root));

function demoConfig(root: string, port: number, paths: DemoPaths): string {
  const { simWorker } = paths;
  return `# forge demo: the example project with deadlines of seconds.
[forge]
project_id = "${demoProjectId(root)}"
dashboard_port = ${port}

[timeouts]
orphan = "${DEMO_TIMEOUTS.orphan}"
dev = "${DEMO_TIMEOUTS.dev}"

[lab]
degraded_command = ${JSON.stringify(`${shellWord(process.execPath)} ${shellWord(simWorker)} --degraded --work 800`)}
sentinel_interval = "500ms"

# The adapters of ${ADAPTERS_DIR}/ are the example's.
${paths.managed ? managedWorkersConfig(root, simWorker) : ''}`;
}

/** The daemon runs the simulated workers in tmux sessions, as it would run Claude Code. */
function managedWorkersConfig(root: string, simWorker: string): string {
  const lines = ['', '[supervisor]', 'enabled = true', `workers = ${JSON.stringify(DEMO_WORKERS)}`, `stop_grace = "${DEMO_STOP_GRACE_MS}ms"`];
  for (const [agent, types] of Object.entries(DEFAULT_ROSTER)) {
    lines.push('', `[workers.${agent}]`, `task_types = ${JSON.stringify(types)}`);
    if (DEMO_WORKERS.includes(agent))
      lines.push(`command = ${JSON.stringify([process.execPath, simWorker, '--project', root, '--agent', agent, '--work', String(DEMO_WORK_MS)])}`);
  }
  return `${lines.join('\n')}\n`;
}

/** A path as one word of a `sh -c` command line, whatever it contains. */
function shellWord(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}
