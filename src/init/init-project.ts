import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_ROSTER } from '../../protocol/config.js';
import {
  AUDIT_LOG,
  adapterFile,
  agentInbox,
  BROADCASTS_DIR,
  CODE_INDEX_DIR,
  CONFIG_TOML,
  EVENTS_LOG,
  EXCHANGES_DIR,
  HANDOFFS_DIR,
  INBOX_DIR,
  LAB_RELAY_FILE,
  SUPERVISOR_DIR,
  TRACKING_FILE,
} from '../../protocol/paths.js';
import { SIGNALS } from '../../protocol/signals.js';
import { appendLine } from '../fs/append-line.js';
import { createExclusive } from '../fs/exclusive-create.js';
import { RECORDED_CALLS_DIR } from '../heimdall/recorded-calls.js';
import { DEGRADED_DIR, LAB_STORIES_FILE, PIPELINE_LOG, REVIEW_QUEUE_DIR } from '../lab-reference/lab-paths.js';
import { inProject } from '../project/project-root.js';
import { WORKER_HOOKS_LOG } from '../workers/hook-log.js';
import { WORKER_MARKS } from '../workers/worker-marks.js';
import { adapterMarkdown } from './adapters.js';
import { configTemplate } from './config-template.js';

/**
 * What should never be committed: temp files of atomic writes, lock directories, the daemon's
 * lock, derived memory, and the run state (PROTOCOL.md section 3, "What is git's"). What stays is
 * the reviewable history: config and adapters, task files, handoffs, broadcasts and the ledger.
 */
export const GITIGNORE_LINES = [
  '# vibe-chain: temp files of atomic writes, lock directories, the daemon lock and its cache',
  '.*.tmp-*',
  '*.lock/',
  '_vibe-chain-output/.forge-daemon*',
  '_vibe-chain-output/.project-id',
  '_vibe-chain-output/lease/',
  '_vibe-chain-output/.forge-cache/',
  '_vibe-chain-output/worker-inbox/.tracking.json.broken-*',
  "# vibe-chain: derived memory, excerpts of the workers' transcripts (prompts, outputs, maybe secrets)",
  `${EXCHANGES_DIR}/`,
  '# vibe-chain: the derived code index (rebuilt from the repository when removed)',
  `${CODE_INDEX_DIR}/`,
  '# vibe-chain: run state, rewritten while the daemon and the workers run (derived, signals, logs)',
  TRACKING_FILE,
  `${INBOX_DIR}/*/*.context.json`,
  ...SIGNALS.map((signal) => `${INBOX_DIR}/*/*.${signal}`),
  `${INBOX_DIR}/*/.heartbeat`,
  ...WORKER_MARKS.map((mark) => `${INBOX_DIR}/*/.${mark}`),
  `${INBOX_DIR}/*/.stop-*`,
  `${RECORDED_CALLS_DIR}/`,
  `${EVENTS_LOG}*`,
  AUDIT_LOG,
  WORKER_HOOKS_LOG,
  `${SUPERVISOR_DIR}/`,
  PIPELINE_LOG,
  `${DEGRADED_DIR}/`,
  LAB_STORIES_FILE,
  LAB_RELAY_FILE,
  "# vibe-chain: Claude Code's settings of one session or person, in any worktree (never committed; forge hooks install may write there)",
  '**/.claude/settings.local.json',
];

export interface InitReport {
  root: string;
  /** Paths relative to the root. */
  created: string[];
  /** Files that were there already and were left as they are. */
  kept: string[];
  gitignore: 'created' | 'appended' | 'unchanged';
}

/**
 * Sets a project up for vibe-chain. Idempotent: folders are created if missing, files only by
 * exclusive create (a person's file is never overwritten), and `.gitignore` only gains the lines
 * it lacks. Running it twice changes nothing the second time.
 */
export async function initProject(root: string): Promise<InitReport> {
  const report: InitReport = { root, created: [], kept: [], gitignore: 'unchanged' };
  const folders = [...Object.keys(DEFAULT_ROSTER).map(agentInbox), HANDOFFS_DIR, BROADCASTS_DIR, REVIEW_QUEUE_DIR];
  for (const folder of folders) {
    if ((await mkdir(inProject(root, folder), { recursive: true })) !== undefined) report.created.push(`${folder}/`);
  }
  const files: Array<[string, string]> = [
    [CONFIG_TOML, configTemplate()],
    ...Object.keys(DEFAULT_ROSTER).map((agent): [string, string] => [adapterFile(agent), adapterMarkdown(agent)]),
  ];
  for (const [file, content] of files) {
    const path = inProject(root, file);
    await mkdir(join(path, '..'), { recursive: true });
    (await createExclusive(path, content)) ? report.created.push(file) : report.kept.push(file);
  }
  report.gitignore = await addGitignoreLines(join(root, '.gitignore'));
  return report;
}

async function addGitignoreLines(file: string): Promise<InitReport['gitignore']> {
  let text: string | null;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    // ENOENT: no .gitignore yet.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    text = null;
  }
  const present = new Set((text ?? '').split(/\r?\n/).map((line) => line.trim()));
  const missing = GITIGNORE_LINES.filter((line) => !present.has(line));
  if (missing.every((line) => line.startsWith('#'))) return 'unchanged';
  const separator = text === null || text === '' ? '' : text.endsWith('\n') ? '\n' : '\n\n';
  await appendLine(file, `${separator}${missing.join('\n')}`);
  return text === null ? 'created' : 'appended';
}
