import type { TestContext } from 'node:test';
import { fileURLToPath } from 'node:url';
import { connectStdioClient, type McpClient } from '../../src/mcp/sdk.js';
import { onCleanup } from '../helpers/cleanup.js';

const FORGE_BIN = fileURLToPath(new URL('../../../bin-scripts/forge', import.meta.url));

/** The real `forge mcp` as a child process, driven by the SDK's client like Claude Code drives it. */
export async function startMcp(t: TestContext, root: string, agent = 'anvil'): Promise<McpClient> {
  const client = await connectStdioClient({
    command: process.execPath,
    args: [FORGE_BIN, 'mcp', '--project', root, '--agent', agent],
    env: { PATH: process.env.PATH ?? '', HOME: root },
    clientName: 'forge-test-client',
  });
  onCleanup(t, () => client.close());
  return client;
}
