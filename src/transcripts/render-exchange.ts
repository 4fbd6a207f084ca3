import { type ExchangeFrontMatter, exchangeFile, type IndexLine } from '../../protocol/exchange.js';
import { frontMatterDocument } from '../markdown/front-matter.js';
import { stringifyYaml } from '../markdown/yaml.js';
import type { ExchangeDraft } from './session-fold.js';

export interface ExchangeOwner {
  sessionId: string;
  agent: string | null;
}

/** The front matter of an exchange, keys in their documented order. */
export function frontMatterOf(draft: ExchangeDraft, owner: ExchangeOwner): ExchangeFrontMatter {
  return {
    session_id: owner.sessionId,
    exchange_id: draft.id,
    story_id: draft.story?.storyId ?? null,
    agent: draft.story?.agent ?? owner.agent,
    stage: draft.story?.stage ?? null,
    started_at: draft.startedAt,
    ended_at: draft.endedAt,
    prompt: draft.prompt,
    tool_calls: draft.toolCalls,
    errors: draft.errors,
    context_tokens: draft.contextTokens,
  };
}

export function indexLineOf(draft: ExchangeDraft, owner: ExchangeOwner): IndexLine {
  return { ...frontMatterOf(draft, owner), file: exchangeFile(owner.sessionId, draft.id) };
}

/** The whole exchange file: front matter, a title, then the body in the order things happened. */
export function renderExchange(draft: ExchangeDraft, owner: ExchangeOwner): string {
  const title = `# ${draft.prompt.replace(/^#+\s*/, '') || '(no prompt)'}\n`;
  return frontMatterDocument(frontMatterYaml(frontMatterOf(draft, owner)), `${title}\n${draft.body}`);
}

/**
 * The front matter as the yaml package writes it, without the package's cost (most of a small
 * exchange's) when every value is one it would write plain: null, an integer, or a one-line
 * string that cannot be read back as anything else. Any other value hands the whole mapping to
 * the package, so the bytes are the package's either way (a test compares them on random values).
 */
export function frontMatterYaml(data: ExchangeFrontMatter): string {
  let yaml = '';
  for (const [key, value] of Object.entries(data)) {
    const text = value === null ? 'null' : typeof value === 'number' ? (Number.isSafeInteger(value) ? String(value) : null) : plainString(value);
    if (text === null) return stringifyYaml(data);
    yaml += `${key}: ${text}\n`;
  }
  return yaml;
}

/** Printable characters only: no control character, line break, lone surrogate or byte-order mark. */
const PRINTABLE = /^[\x20-\x7e\u00a0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd]+$/;
/** What YAML gives a meaning to in a plain scalar: an indicator first, `: ` or ` #` inside, a space or `:` last, a document marker. */
const INDICATORS = /^[ ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-] |: | #| $|:$|^(---|\.\.\.)/;
/** A first character that may start a number, `~` or `.inf`: such a value stays plain only when it has a dash no number has. */
const NUMBER_START = /^[-+.0-9~]/;
const NOT_A_NUMBER = /[0-9A-DF-Za-df-z_]-/;
const KEYWORD = /^(true|false|null)$/i;

function plainString(value: string): string | null {
  if (!PRINTABLE.test(value) || INDICATORS.test(value) || KEYWORD.test(value)) return null;
  if (NUMBER_START.test(value) && !NOT_A_NUMBER.test(value)) return null;
  return value;
}
