import { randomUUID } from 'node:crypto';
import type { Config } from '../../protocol/config.js';
import { ForgeError } from '../errors.js';
import { projectIdOf } from '../project/project-id.js';
import { lastDaemonSession } from './daemon-session.js';
import { mcpStdioTransport } from './mcp-stdio-transport.js';
import type { SubmissionDeps } from './story-submission.js';
import type { StoryTransport } from './story-transport.js';

/** Tries of one lab call while it rate-limits, and the longest Retry-After sat out in the foreground. */
const RETRY = { attempts: 4, fallbackMs: 2_000, maxWaitMs: 60_000 };

/** The transport to lab's story tools through `[lab] sentinel_mcp`, or null when it is not set. */
export function labTransport(projectRoot: string, config: Config, env: NodeJS.ProcessEnv): StoryTransport | null {
  const command = config.lab.sentinel_mcp;
  if (command === undefined || command.trim() === '') return null;
  return mcpStdioTransport({ command, env, cwd: projectRoot, connectTimeoutMs: 10_000, callTimeoutMs: 30_000, now: () => Date.now() });
}

/**
 * Runs `use` with a connection to lab's story tools, closed afterwards. The session id lab
 * correlates by is the one of the daemon that last started here, else one made for this call.
 */
export async function withLab<T>(projectRoot: string, config: Config, env: NodeJS.ProcessEnv, use: (deps: SubmissionDeps) => Promise<T>): Promise<T> {
  const transport = labTransport(projectRoot, config, env);
  if (transport === null) {
    throw new ForgeError(
      'config',
      '[lab] sentinel_mcp is not set: it is the command that starts lab\'s MCP server over stdio (for example sentinel_mcp = "lab-sentinel mcp" in _vibe-chain/config.toml)',
    );
  }
  try {
    return await use({
      projectRoot,
      projectId: projectIdOf(config, projectRoot),
      sessionId: (await lastDaemonSession(projectRoot)) ?? randomUUID(),
      transport,
      now: () => new Date().toISOString(),
      retry: { ...RETRY, sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) },
    });
  } finally {
    await transport.close();
  }
}
