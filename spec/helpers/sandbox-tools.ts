import { sandboxPlatform } from '../../src/workers/worker-sandbox.js';

/** What the client's sandbox needs on this machine (bwrap and socat on Linux), found as the supervisor finds it; null when all is there. */
export async function missingSandbox(env: NodeJS.ProcessEnv = process.env): Promise<string | null> {
  return (await sandboxPlatform(env)).missing;
}
