import { rosterOf } from '../../protocol/config.js';
import { adapterFile } from '../../protocol/paths.js';
import { clientConfig } from '../parties/client-config.js';
import { listInbox } from '../parties/inbox-listing.js';
import { projectIdOf } from '../project/project-id.js';
import { touchHeartbeat } from './heartbeat.js';
import { heldTask } from './held-task.js';
import { sessionStartText } from './session-start.js';

/** What a worker session starts with (the command hook prints it, the resident hook returns it). */
export async function workerSessionStart(projectRoot: string, agent: string, env: NodeJS.ProcessEnv, now: number): Promise<string> {
  const config = await clientConfig(projectRoot, env);
  await touchHeartbeat(projectRoot, agent, now);
  const stories = await listInbox(projectRoot, agent);
  const held = stories === null ? null : await heldTask(projectRoot, agent, stories, config.daemon.max_task_bytes);
  const worker = rosterOf(config)[agent];
  return sessionStartText({
    agent,
    projectRoot,
    projectId: projectIdOf(config, projectRoot),
    worker,
    adapterPath: worker?.adapter ?? adapterFile(agent),
    held,
    stories,
  });
}
