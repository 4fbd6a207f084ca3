import type { GetBroadcastOutput } from '../../protocol/tools/get-broadcast.js';
import type { GetBroadcastsOutput } from '../../protocol/tools/get-broadcasts.js';

/** The text forms of `forge broadcasts` and `forge broadcasts get`. */
export function renderBroadcastPage(page: GetBroadcastsOutput): string {
  const lines = page.items.map(
    (item) => `${item.created_at}  ${item.severity.padEnd(8)} ${item.kind.padEnd(10)} ${item.module} (${item.agent})  ${item.id}\n    ${item.summary}`,
  );
  if (page.items.length === 0 && page.message) lines.push(page.message);
  else {
    const more = page.nextCursor === null ? '' : `; next page: --cursor ${page.nextCursor}`;
    lines.push(`${page.items.length} of ${page.total} broadcasts${page.truncated ? ' (page cut to stay small)' : ''}${more}`);
  }
  if (page.invalid.total > 0) {
    lines.push(`${page.invalid.total} file(s) in the broadcasts folder are not valid broadcasts:`);
    for (const bad of page.invalid.items) lines.push(`  ${bad.problem}`);
  }
  return `${lines.join('\n')}\n`;
}

export function renderBroadcast(answer: GetBroadcastOutput): string {
  const b = answer.broadcast;
  const head = [
    `${b.id}  (${b.file})`,
    `severity ${b.severity}, kind ${b.kind}, module ${b.module}, by ${b.agent}${b.story_id ? ` on ${b.story_id}` : ''}, at ${b.created_at}`,
    b.breaking ? 'BREAKING' : null,
    b.escalates ? 'escalated to the architect for review' : null,
  ].filter(Boolean);
  const rest = answer.nextCursor === null ? '' : `\n[${answer.body_chars - Number(answer.nextCursor)} more characters: --cursor ${answer.nextCursor}]\n`;
  return `${head.join('\n')}\n\n${answer.body}${answer.body.endsWith('\n') ? '' : '\n'}${rest}`;
}
