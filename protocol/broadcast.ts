import { z } from 'zod';
import { clip } from './clip.js';
import { BROADCASTS_DIR } from './paths.js';
import { AgentName, StoryId } from './story-id.js';
import { IsoTime } from './timestamps.js';

/**
 * Swarm broadcasts: `broadcasts/<timestamp>-<module>-<n>.md`, one finding or contract per file,
 * written once and never edited by the daemon. The id is the file's base name; its leading UTC
 * timestamp makes "newest first" the reverse order of ids, without opening any file.
 */
export const BROADCAST_SEVERITIES = ['info', 'warning', 'critical'] as const;
export const BroadcastSeverity = z.enum(BROADCAST_SEVERITIES);
export type BroadcastSeverity = z.infer<typeof BroadcastSeverity>;

export const BROADCAST_KINDS = ['interface', 'api', 'props', 'schema', 'blocker', 'breaking', 'completion', 'decision'] as const;
export const BroadcastKind = z.enum(BROADCAST_KINDS);
export type BroadcastKind = z.infer<typeof BroadcastKind>;

/** A whole broadcast file (front matter and body) may not be larger than this. */
export const BROADCAST_MAX_BYTES = 65_536;
export const SUMMARY_MAX_CHARS = 200;
const MODULE_SLUG_MAX = 48;

/** Front matter of `broadcasts/<id>.md`. Unknown fields are kept. */
export const BroadcastFrontMatter = z.looseObject({
  severity: BroadcastSeverity.describe('info, warning or critical; critical asks the architect for a review'),
  kind: BroadcastKind.describe('interface, api, props, schema, blocker, breaking, completion or decision'),
  module: z.string().min(1).max(200).describe('the module the finding is about, usually the producing one'),
  agent: AgentName.describe('the worker (or person) that wrote it'),
  story_id: StoryId.optional().describe('the story the writer was working on'),
  breaking: z.boolean().default(false).describe('true when consumers built against an earlier contract must change; asks the architect for a review'),
  created_at: IsoTime,
  lease_epoch: z
    .number()
    .int()
    .positive()
    .optional()
    .describe("on the daemon's completion broadcasts: the epoch of its lease when it wrote one; absent on workers' broadcasts and without a lease"),
});
export type BroadcastFrontMatter = z.infer<typeof BroadcastFrontMatter>;

/** `20260401T120000123Z-<module slug>-<n>`: what a broadcast id looks like. */
export const BROADCAST_ID_PATTERN = /^(\d{8}T\d{9}Z)-([A-Za-z0-9][A-Za-z0-9._-]{0,47})-(\d{1,6})$/;
export const BroadcastId = z
  .string()
  .regex(BROADCAST_ID_PATTERN, 'a broadcast id: <yyyymmddThhmmssmmmZ>-<module>-<n>, the file name without .md')
  .refine((id) => !id.includes('..'), 'a broadcast id without ".."');

export function isBroadcastId(value: string): boolean {
  return BROADCAST_ID_PATTERN.test(value) && !value.includes('..');
}

export const broadcastFile = (id: string) => `${BROADCASTS_DIR}/${id}.md`;

/** The file name's module part: letters, digits, `.`, `_`, `-`, at most 48 characters. */
export function moduleSlug(module: string): string {
  const slug = module
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, MODULE_SLUG_MAX)
    .replace(/[^A-Za-z0-9]+$/, '');
  return slug === '' ? 'module' : slug;
}

/** `2026-04-01T12:00:00.123Z` as `20260401T120000123Z`. */
export function compactTimestamp(ms: number): string {
  return new Date(ms).toISOString().replace(/[-:.]/g, '');
}

export function broadcastId(createdAtMs: number, module: string, n: number): string {
  return `${compactTimestamp(createdAtMs)}-${moduleSlug(module)}-${n}`;
}

/** The time in an id, in ms since the epoch; NaN for a string that is not an id. */
export function idTime(id: string): number {
  const stamp = BROADCAST_ID_PATTERN.exec(id)?.[1];
  if (stamp === undefined) return Number.NaN;
  const iso = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}.${stamp.slice(15, 18)}Z`;
  return Date.parse(iso);
}

/**
 * The structured body of the design: one block per interface,
 *
 *     INTERFACE: UserService.getUser
 *     TYPE: (id: string) => Promise<User>
 *     MODULE: users-api
 *     BREAKING: no
 *
 * A line that is not `KEY:` continues the field above it (multi-line types); a blank line ends it.
 */
export interface Contract {
  interface: string;
  type: string | null;
  module: string | null;
  breaking: boolean | null;
}

const CONTRACT_LINE = /^\s*(INTERFACE|TYPE|MODULE|BREAKING):[ \t]*(.*)$/;

export function parseContracts(body: string): Contract[] {
  const contracts: Contract[] = [];
  let current: Contract | null = null;
  let inType = false;
  for (const raw of body.split('\n')) {
    const line = raw.replace(/\r$/, '');
    const match = CONTRACT_LINE.exec(line);
    if (match) {
      const key = match[1]!;
      const text = match[2]!.trim();
      inType = key === 'TYPE' && current !== null;
      if (key === 'INTERFACE') contracts.push((current = { interface: text, type: null, module: null, breaking: null }));
      else if (current && key === 'TYPE') current.type = text;
      else if (current && key === 'MODULE') current.module = text === '' ? null : text;
      else if (current && key === 'BREAKING') current.breaking = parseYesNo(text);
    } else if (line.trim() === '') inType = false;
    else if (current && inType) current.type = current.type ? `${current.type}\n${line}` : line.trim();
  }
  return contracts.filter((contract) => contract.interface !== '');
}

function parseYesNo(text: string): boolean | null {
  if (/^(yes|true|y)\b/i.test(text)) return true;
  if (/^(no|false|n)\b/i.test(text)) return false;
  return null;
}

export function renderContracts(contracts: ReadonlyArray<Pick<Contract, 'interface'> & Partial<Contract>>): string {
  return contracts
    .map((contract) => {
      const lines = [`INTERFACE: ${contract.interface}`];
      if (contract.type) lines.push(`TYPE: ${contract.type}`);
      if (contract.module) lines.push(`MODULE: ${contract.module}`);
      if (contract.breaking !== undefined && contract.breaking !== null) lines.push(`BREAKING: ${contract.breaking ? 'yes' : 'no'}`);
      return lines.join('\n');
    })
    .join('\n\n');
}

/** Breaking in any way the design knows: the flag, the kind, or a contract that says so. */
export function isBreaking(front: Pick<BroadcastFrontMatter, 'breaking' | 'kind'>, contracts: Contract[]): boolean {
  return front.breaking || front.kind === 'breaking' || contracts.some((contract) => contract.breaking === true);
}

/** A critical or breaking broadcast asks the architect for a review. */
export function needsArchitect(front: Pick<BroadcastFrontMatter, 'breaking' | 'kind' | 'severity'>, contracts: Contract[]): boolean {
  return front.severity === 'critical' || isBreaking(front, contracts);
}

/** One line of at most 200 characters: the first contract, else the first words of the text. */
export function summarize(body: string, contracts: Contract[] = parseContracts(body)): string {
  const first = contracts[0];
  if (first) {
    const type = first.type === null ? '' : `: ${first.type.replace(/\s+/g, ' ')}`;
    const more = contracts.length > 1 ? ` (+${contracts.length - 1} more)` : '';
    return clip(`${first.interface}${type}`, SUMMARY_MAX_CHARS - more.length) + more;
  }
  const text = body
    .replace(/^#+\s*/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text === '' ? '(empty)' : clip(text, SUMMARY_MAX_CHARS);
}

/** The id of the architect's review task for a broadcast: a valid story id for any broadcast id. */
export function escalationStoryId(id: string): string {
  return `ESC-${id}`;
}
