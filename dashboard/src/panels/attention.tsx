import type { AttentionItem } from '../../../src/dashboard/view/attention.js';
import { formatInstant } from '../../../src/dashboard/view/format.js';
import type { Diagnostic } from '../../../protocol/diagnostic.js';

const KIND = {
  escalated: { glyph: '⚑', text: 'Escalated by Heimdall' },
  invalid: { glyph: '✕', text: 'Invalid task file' },
  rejected: { glyph: '✕', text: 'File not tracked' },
  handoff: { glyph: '✕', text: 'Handoff rejected' },
  stalled: { glyph: '‖', text: 'Worker stalled' },
} as const;

export function Attention(props: { items: AttentionItem[]; total: number; onOpen: (id: string) => void }) {
  return (
    <section class={`panel attention-panel${props.total > 0 ? ' has-items' : ''}`} aria-labelledby="attention-title">
      <h2 id="attention-title" class="panel-title">
        Needs attention <span class="count">{props.total}</span>
      </h2>
      {props.total === 0 ? <p class="muted">Nothing needs a person right now.</p> : null}
      <ul class="attention">
        {props.items.map((item) => (
          <li key={`${item.kind}:${item.id ?? item.file}`} class={`attention-item kind-${item.kind}`} data-kind={item.kind}>
            <div class="attention-head">
              <span class="attention-kind">
                <span aria-hidden="true">{KIND[item.kind].glyph} </span>
                {KIND[item.kind].text}
              </span>
              {item.id ? (
                <button type="button" class="link" onClick={() => props.onOpen(item.id!)}>
                  {item.id}
                </button>
              ) : null}
              {item.agent ? <span class="muted"> {item.agent}</span> : null}
              {item.at !== undefined ? <span class="muted"> · {formatInstant(item.at)}</span> : null}
            </div>
            {item.diagnostics.map((diagnostic, i) => (
              <DiagnosticLine key={i} diagnostic={diagnostic} />
            ))}
            {item.lines.length > 0 ? <pre class="audit">{item.lines.join('\n')}</pre> : item.kind === 'escalated' ? <p class="muted small">No audit line names this story.</p> : null}
          </li>
        ))}
      </ul>
      {props.total > props.items.length ? <p class="muted">and {props.total - props.items.length} more (see forge status)</p> : null}
    </section>
  );
}

export function DiagnosticLine(props: { diagnostic: Diagnostic }) {
  const d = props.diagnostic;
  return (
    <dl class="diagnostic">
      <dt>file</dt>
      <dd class="mono">{d.line === undefined ? d.file : `${d.file}:${d.line}`}</dd>
      {d.field !== null ? (
        <>
          <dt>field</dt>
          <dd class="mono">{d.field}</dd>
        </>
      ) : null}
      <dt>expected</dt>
      <dd>{d.expected}</dd>
      {d.got !== undefined && d.got !== null ? (
        <>
          <dt>got</dt>
          <dd class="mono">{d.got}</dd>
        </>
      ) : null}
    </dl>
  );
}
