import { z } from 'zod';
import { IsoTime } from './timestamps.js';

/** Signal files are facts; their content is optional and readers never require it. */
export const SIGNALS = ['picked-up', 'orphaned', 'timeout', 'confirmed', 'escalation'] as const;
export type SignalName = (typeof SIGNALS)[number];

/** Who writes each signal (one writer per file). */
export const SIGNAL_WRITER: Record<SignalName, string> = {
  'picked-up': 'worker',
  orphaned: 'daemon',
  timeout: 'daemon',
  confirmed: 'sentinel',
  escalation: 'heimdall',
};

/** Optional `key: value` YAML content of a signal. Every field is optional and unknown ones are kept. */
export const SignalContent = z.looseObject({
  at: IsoTime.optional(),
  reason: z.string().optional(),
  by: z.string().optional(),
  agent: z.string().optional(),
  session_id: z.string().optional(),
  violations: z.number().int().nonnegative().optional(),
  lease_epoch: z
    .number()
    .int()
    .positive()
    .optional()
    .describe(
      "on .orphaned and .timeout: the epoch of the daemon's lease when it wrote the signal; absent when no lease was held, and on other writers' signals",
    ),
});
export type SignalContent = z.infer<typeof SignalContent>;

/** Renders signal content the way the daemon writes it: a few `key: value` lines, keys sorted. */
export function renderSignal(content: Record<string, string | number | undefined>): string {
  return Object.keys(content)
    .filter((key) => content[key] !== undefined)
    .sort()
    .map((key) => `${key}: ${JSON.stringify(content[key])}`)
    .join('\n')
    .concat('\n');
}
