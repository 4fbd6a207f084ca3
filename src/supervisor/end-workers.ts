import { type Stopped, stopTrees, TREE_ENV, type TreeRoot, treeValue } from './process-tree.js';
import type { SessionInfo, Tmux } from './tmux.js';

/** A managed worker's session as a process tree: its pane's process, and the mark all it starts holds. */
export function sessionTree(socket: string, session: Pick<SessionInfo, 'name' | 'pid'>): TreeRoot {
  return { pid: session.pid, mark: `${TREE_ENV}=${treeValue(socket, session.name)}` };
}

/**
 * Ends a tmux server of managed workers that its daemon did not end (it was killed): each
 * session's whole process tree is stopped (SIGTERM, SIGKILL after `graceMs`), then the server.
 * A socket with no server is fine.
 */
export async function endWorkerServer(tmux: Tmux, graceMs: number): Promise<Stopped> {
  const sessions = await tmux.sessions();
  const stopped = await stopTrees(
    sessions.map((session) => sessionTree(tmux.socket, session)),
    graceMs,
  );
  await tmux.killServer();
  return stopped;
}
