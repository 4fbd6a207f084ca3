import { type ChildProcess, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readHookEndpoint } from '../../src/workers/hook-endpoint.js';
import { residentHookSettings } from '../../src/workers/resident-settings.js';

const FORGE = fileURLToPath(new URL('../../../bin-scripts/forge', import.meta.url));

export interface ResidentDaemon {
  /** The environment a session answered by the daemon's resident hooks runs with. */
  env: NodeJS.ProcessEnv;
  /** The `--settings` file of such a session. */
  settings: string;
  close(): Promise<void>;
}

/**
 * A `forge start` on `project` (its config must set `[forge] dashboard_port = 0`) and the settings
 * and environment a managed session gets from the supervisor, for benchmarks that time a real
 * client answered by the daemon's resident hooks.
 */
export async function residentDaemon(project: string, agent = 'anvil'): Promise<ResidentDaemon> {
  const child: ChildProcess = spawn(process.execPath, [FORGE, 'start', '--project', project], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/forge daemon ready/.test(output)) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(() => reject(new Error(`forge start exited before it was ready:\n${output}`)));
  });
  const endpoint = await readHookEndpoint(project);
  if (!endpoint?.port) throw new Error(`no hook endpoint after the daemon started:\n${output}`);
  const settings = join(project, '_vibe-chain-output', 'bench-resident.settings.json');
  await writeFile(settings, JSON.stringify(residentHookSettings(`http://127.0.0.1:${endpoint.port}`, project)));
  return {
    env: { FORGE_AGENT: agent, FORGE_PROJECT: project, FORGE_HOOKS: 'resident', FORGE_SETTINGS: settings, FORGE_HOOK_TOKEN: endpoint.token },
    settings,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
