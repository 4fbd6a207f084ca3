import { FORGE_BIN } from '../helpers/daemon-process.js';
import { type Answer, callTool, contentText, lastUserText, type ModelRequest, say, sinceLastTurn } from '../helpers/model-server.js';

/**
 * A scripted model for a managed real Claude Code worker of the project at `root`: it runs the
 * handoff command a task prompt gives (or, for a resumed session's prompt, which names the story
 * but not the command, the one it knows), and answers anything else in a word.
 */
export function workerModel(root: string) {
  return (request: ModelRequest): Answer => {
    const text = sinceLastTurn(request);
    const lastUser = request.messages.findLast((message) => message.role === 'user');
    if (typeof lastUser?.content !== 'string' && lastUser?.content.some((block) => block.type === 'tool_result')) {
      // A command whose sandbox could not be set up (two sandboxed sessions in one git folder race
      // on the sandbox's placeholders: docs/heimdall.md) is run again, as a model does with a
      // command that failed for a reason outside it; at most three times.
      const failed = lastUser.content.some((block) => block.type === 'tool_result' && /bwrap: /.test(contentText(block.content as never)));
      const previous = request.messages.findLast((message) => message.role === 'assistant');
      const call = typeof previous?.content === 'string' ? undefined : previous?.content.find((block) => block.type === 'tool_use');
      if (failed && call && sandboxFailuresInARow(request) <= 3) return callTool('Bash', call.input);
      return say('Handed off.');
    }
    const given = /^(\S*forge) handoff --project (\S+) --story (\S+) /m.exec(text);
    const resumed = /interrupted while it worked on (\S+?)\. /.exec(lastUserText(request));
    const story = given?.[3] ?? resumed?.[1];
    if (!story) return say('ready');
    const forge = given?.[1] ?? `${JSON.stringify(process.execPath)} ${JSON.stringify(FORGE_BIN)}`;
    return callTool('Bash', {
      command: `${forge} handoff --project ${given?.[2] ?? JSON.stringify(root)} --story ${story} --status completed --summary 'did ${story}' --tests-passed 1 --tests-failed 0`,
      description: `hand off ${story}`,
    });
  };
}

/** The `[workers.anvil]`-style lines that run the real client as a managed worker with `env` (a Claude Code home's). */
export function realWorkerLines(command: string[], env: NodeJS.ProcessEnv, agent = 'anvil'): string {
  const vars = Object.entries(env).map(([key, value]) => `${key} = ${JSON.stringify(value)}`);
  return `command = ${JSON.stringify(command)}\n[workers.${agent}.env]\n${vars.join('\n')}\n`;
}

/** How many tool results in a row, back from the last, were commands whose sandbox could not be set up. */
function sandboxFailuresInARow(request: ModelRequest): number {
  let count = 0;
  for (const message of [...request.messages].reverse()) {
    if (message.role !== 'user') continue;
    const results = typeof message.content === 'string' ? [] : message.content.filter((block) => block.type === 'tool_result');
    if (results.length === 0 || !results.some((block) => /bwrap: /.test(contentText(block.content as never)))) break;
    count += 1;
  }
  return count;
}
