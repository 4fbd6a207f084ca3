import { HOOK_AGENT_HEADER, MCP_PATH } from '../../../protocol/http-api.js';
import { isAgentName } from '../../../protocol/id-patterns.js';
import { asForgeError, errorEnvelope, ForgeError } from '../../errors.js';
import { PACKAGE_VERSION } from '../../package-version.js';
import { defineRoute } from '../router.js';
import { checkHookToken } from './hook-caller.js';

/**
 * The agent-facing tools over MCP's streamable HTTP, for managed workers (`--mcp-config` given by
 * the supervisor): the same tools and answers as `forge mcp` over stdio, without a process per
 * session. Stateless: each request is answered on its own, with a fresh tool context (answers
 * re-read the files, as the first call of a stdio server does).
 */
export default defineRoute({
  method: 'POST',
  path: MCP_PATH,
  summary: "a managed worker's forge MCP server (streamable HTTP, stateless)",
  async handle(request, ctx) {
    checkHookToken(request, ctx);
    const agent = request.headers.get(HOOK_AGENT_HEADER) || undefined;
    if (agent !== undefined && !isAgentName(agent))
      throw new ForgeError('bad_input', `the ${HOOK_AGENT_HEADER} header must name the session's agent, got ${JSON.stringify(agent)}`);
    // Loaded on the first call: the SDK and the tools would add a third of a second to every daemon start.
    const [{ serveHttpRequest }, { INSTRUCTIONS, mcpTools, SERVER_NAME }, { createToolContext }, { runTool }] = await Promise.all([
      import('../../mcp/sdk.js'),
      import('../../mcp/server.js'),
      import('../../tools/context.js'),
      import('../../tools/registry.js'),
    ]);
    const context = createToolContext(ctx.projectRoot, process.env, ctx.clock, agent);
    return serveHttpRequest(
      {
        name: SERVER_NAME,
        version: PACKAGE_VERSION,
        instructions: INSTRUCTIONS,
        tools: mcpTools(),
        async call(name, args) {
          try {
            return { isError: false, value: (await runTool(context, name, args)) as Record<string, unknown> };
          } catch (error) {
            return { isError: true, value: errorEnvelope(asForgeError(error)) };
          }
        },
      },
      request,
    );
  },
});
