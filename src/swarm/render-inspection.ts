import type { InspectBatchOutput } from '../../protocol/tools/inspect-batch.js';

/** The inspection as Markdown: the text of `forge inspect`, and the inspector's task context. */
export function renderInspection(view: InspectBatchOutput): string {
  const out: string[] = [`# Inspection of ${view.batch === null ? 'every module' : `batch ${view.batch}`}`, ''];
  if (view.modules.items.length > 0) {
    out.push(`## Modules (${view.modules.total})`, '');
    for (const m of view.modules.items) {
      out.push(`- **${m.module}** (${m.story_id}, ${m.agent}, ${m.state}${m.handoff_at ? `, handed off ${m.handoff_at}` : ''})`);
      if (m.produced.length > 0) out.push(`  - produced: ${m.produced.join(', ')}`);
      if (m.consumed.length > 0) out.push(`  - consumed: ${m.consumed.join(', ')}`);
      if (m.depends_on_modules.length > 0) out.push(`  - depends on: ${m.depends_on_modules.join(', ')}`);
    }
    if (view.modules.total > view.modules.items.length) out.push(`- (+${view.modules.total - view.modules.items.length} more modules: forge inspect --json)`);
    out.push('');
  }
  out.push(`## Flags (${view.total})`, '');
  for (const flag of view.items)
    out.push(`- **${flag.code}** ${flag.module}: ${flag.message}${flag.broadcasts.length > 0 ? ` [${flag.broadcasts.join(', ')}]` : ''}`);
  if (view.items.length === 0 && view.message) out.push(view.message);
  if (view.nextCursor !== null) out.push('', `(more flags: --cursor ${view.nextCursor})`);
  if (!view.transcripts) out.push('', 'No transcript memory in this project: whether modules read the broadcasts was not checked.');
  return `${out.join('\n')}\n`;
}
