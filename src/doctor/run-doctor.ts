import { EXCHANGES_DIR } from '../../protocol/paths.js';
import { codeIndexFacts } from '../code/index-facts.js';
import { loadConfig } from '../config/load-config.js';
import { readForgeToken } from '../events/forge-token.js';
import { readRelayState } from '../lab-link/relay-state.js';
import { protocolPath } from '../project/project-root.js';
import {
  type CheckResult,
  configCheck,
  daemonCheck,
  foldersCheck,
  heimdallCheck,
  inotifyCheck,
  invalidTasksCheck,
  labRelayCheck,
  nodeCheck,
  portCheck,
  privacyCheck,
  strayClaimsCheck,
  taskWarningsCheck,
  transcriptsCheck,
} from './checks.js';
import { codeIndexCheck } from './code-index-check.js';
import { configSecretsCheck } from './config-secrets.js';
import { degradedCheck, degradedFacts } from './degraded-check.js';
import { daemonFacts, inotifyFacts, portState } from './gather-daemon.js';
import { folderStates, invalidTasks, staleWorktreeHooks, strayClaims, taskWarnings, trackedByGit, transcriptFolders } from './gather-project.js';
import { supervisorFacts } from './gather-supervisor.js';
import { hostsFacts, projectPathCheck, serverClockCheck } from './hosts-check.js';
import { sandboxCheck, sandboxFacts } from './sandbox-check.js';
import { supervisorChecks } from './supervisor-checks.js';
import { watchCheck, watchFacts } from './watch-check.js';

/**
 * Every check, in the order a person fixes things: the runtime, the config, the folders, the
 * daemon and what it needs from the machine, then what the files say. A broken config does not
 * stop the rest: they run with the layers that did parse.
 */
export async function runDoctor(root: string, env: NodeJS.ProcessEnv, now: number): Promise<CheckResult[]> {
  const loaded = await loadConfig(root, env);
  const { config } = loaded;
  const transcripts = await transcriptFolders(root, config, env);
  const hosts = await hostsFacts(root);
  const daemon = await daemonFacts(root, now);
  return [
    nodeCheck(process.versions.node),
    configCheck({ ...loaded, files: loaded.files.map((file) => protocolPath(root, file)) }),
    await configSecretsCheck(root, config),
    foldersCheck(await folderStates(root)),
    daemonCheck(daemon),
    portCheck(config.forge.bind, config.forge.dashboard_port, await portState(root, config)),
    watchCheck(watchFacts(root, config)),
    serverClockCheck(hosts),
    projectPathCheck(hosts),
    inotifyCheck(await inotifyFacts(root, config, process.platform)),
    strayClaimsCheck(await strayClaims(root)),
    invalidTasksCheck(await invalidTasks(root)),
    taskWarningsCheck(await taskWarnings(root, config)),
    heimdallCheck(await staleWorktreeHooks(root, config)),
    sandboxCheck(await sandboxFacts(config, env)),
    transcriptsCheck(transcripts),
    codeIndexCheck(codeIndexFacts(root, now)),
    privacyCheck(EXCHANGES_DIR, await trackedByGit(root, EXCHANGES_DIR)),
    ...supervisorChecks(await supervisorFacts(root, config, env, daemon.owner?.host ?? null)),
    degradedCheck(await degradedFacts(root, config, env)),
    labRelayCheck(config.lab.relay_url, await readRelayState(root), readForgeToken(env) !== null),
  ];
}

/** One line per check: status, name, what was found, and the fix when there is one. */
export function renderDoctor(results: CheckResult[]): string {
  const width = Math.max(...results.map((r) => r.check.length));
  return results.map((r) => `${r.status.padEnd(4)} ${r.check.padEnd(width)}  ${r.message}${r.fix ? ` -> fix: ${r.fix}` : ''}\n`).join('');
}
