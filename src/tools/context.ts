import { stat } from 'node:fs/promises';
import { DEFAULT_CONFIG } from '../../protocol/config.js';
import { TRACKING_FILE } from '../../protocol/paths.js';
import type { TrackingFile } from '../../protocol/tracking.js';
import type { Clock } from '../clock.js';
import { ForgeError } from '../errors.js';
import type { CodeContextProvider } from '../planning/code-context.js';
import { inProject } from '../project/project-root.js';
import { BroadcastIndex } from '../swarm/broadcast-index.js';
import { readTrackingOrFail } from '../tracking/read-tracking.js';

/**
 * What every tool call gets: the project, the clock, who is calling, and caches that make a
 * long-lived server (MCP) answer from memory while the files are unchanged. A one-shot CLI run
 * builds a fresh context, so it always reads the files.
 */
export interface ToolContext {
  projectRoot: string;
  env: NodeJS.ProcessEnv;
  clock: Clock;
  /** The calling worker: `forge mcp --agent`, else $FORGE_AGENT; null when neither says. */
  agent: string | null;
  broadcasts: BroadcastIndex;
  tracking(): Promise<TrackingFile | null>;
  /** What the planning tools ask for code context; absent until a code-context index plugs in. */
  codeContext?: CodeContextProvider;
}

export function createToolContext(projectRoot: string, env: NodeJS.ProcessEnv, clock: Clock, agent?: string | undefined): ToolContext {
  let cached: { mtimeMs: number; size: number; tracking: TrackingFile | null } | null = null;
  const context: ToolContext = {
    projectRoot,
    env,
    clock,
    agent: agent ?? (env.FORGE_AGENT || null),
    broadcasts: new BroadcastIndex(projectRoot, { now: () => clock.now(), settleMs: DEFAULT_CONFIG.daemon.settle }),
    async tracking() {
      const facts = await trackingFacts(projectRoot);
      if (facts === null) return null;
      if (cached && cached.mtimeMs === facts.mtimeMs && cached.size === facts.size) return cached.tracking;
      const tracking = await readTrackingOrFail(projectRoot);
      cached = { ...facts, tracking };
      return tracking;
    },
    // The code index is loaded only when a planning step asks for code context.
    codeContext: async (_root, request) => (await import('./code-context.js')).planningCodeContext(context, request),
  };
  return context;
}

async function trackingFacts(projectRoot: string): Promise<{ mtimeMs: number; size: number } | null> {
  try {
    const info = await stat(inProject(projectRoot, TRACKING_FILE));
    return { mtimeMs: info.mtimeMs, size: info.size };
  } catch (error) {
    // ENOENT: the daemon never ran here; ENOTDIR: the output folder is a file.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}

/** The agent a tool acts for: the input's, else the context's; an error naming both ways to say it. */
export function agentOf(context: ToolContext, given: string | undefined): string | null {
  return given ?? context.agent;
}

export function requireAgent(context: ToolContext, given: string | undefined, tool: string): string {
  const agent = agentOf(context, given);
  if (agent === null)
    throw new ForgeError('usage', `${tool} needs to know who you are: pass agent, start the server with "forge mcp --agent NAME", or set FORGE_AGENT`);
  return agent;
}
