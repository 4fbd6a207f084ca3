import { type ExchangeFrontMatter, exchangeFile, type IndexLine } from '../../protocol/exchange.js';
import { renderFrontMatter } from '../markdown/front-matter.js';
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
  return renderFrontMatter(frontMatterOf(draft, owner), `${title}\n${draft.body}`);
}
