import type { z } from 'zod';
import { renderDiagnostic } from '../../protocol/diagnostic.js';
import { toIso } from '../../protocol/timestamps.js';
import type { SubmitHandoffInput, SubmitHandoffOutput } from '../../protocol/tools/submit-handoff.js';
import { ForgeError } from '../errors.js';
import { handOff } from '../parties/hand-off.js';
import { agentOf, type ToolContext } from './context.js';

/** The worker's handoff through the same client code as `forge handoff`. */
export async function submitHandoff(context: ToolContext, input: z.output<typeof SubmitHandoffInput>): Promise<SubmitHandoffOutput> {
  const { body, replace, ...draft } = input;
  const result = await handOff(
    context.projectRoot,
    { ...draft, agent: agentOf(context, input.agent) ?? undefined },
    body ?? (input.summary === undefined ? '' : `${input.summary}\n`),
    {
      now: toIso(context.clock.now()),
      replace,
    },
  );
  if (!result.ok) throw new ForgeError('usage', `not a valid handoff:\n  ${result.errors.map(renderDiagnostic).join('\n  ')}`);
  return result;
}
