import type { Diagnostic } from '../../../protocol/diagnostic.js';
import type { AttentionItem } from '../../../src/dashboard/view/attention.js';
import { formatInstant } from '../../../src/dashboard/view/format.js';

const KIND = {
  escalated: { glyph: '⚑', text: 'Escalated by Heimdall' },
  failed: { glyph: '✕', text: 'Worker failed' },
  needs_input: { glyph: '⚠', text: 'Worker needs a person' },
  invalid: { glyph: '✕', text: 'Invalid task file' },
  rejected: { glyph: '✕', text: 'File not tracked' },
  handoff: { glyph: '✕', text: 'Handoff rejected' },
  unserved: { glyph: '⊘', text: 'Review nobody takes' },
  timed_out: { glyph: '◷', text: 'Timed out' },
  failed_story: { glyph: '✕', text: 'Closed as failed' },
  orphaned: { glyph: '⊘', text: 'Orphaned' },
  warning: { glyph: '⚠', text: 'Task file warning' },
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
          <li key={`${item.kind}:${item.agent}:${item.id ?? item.file}`} class={`attention-item kind-${item.kind}`} data-kind={item.kind} title={item.hover}>
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
            <p class="attention-text small">{item.text}</p>
            <Diagnostics diagnostics={item.diagnostics} />
            {item.lines.length > 0 ? (
              <pre class="audit">{item.lines.join('\n')}</pre>
            ) : item.kind === 'escalated' ? (
              <p class="muted small">No audit line names this story.</p>
            ) : null}
          </li>
        ))}
      </ul>
      {props.total > props.items.length ? <p class="muted">and {props.total - props.items.length} more (see forge status)</p> : null}
    </section>
  );
}

/** A file's diagnostics: the file once, then each field with what was expected and what was found. */
export function Diagnostics(props: { diagnostics: Diagnostic[] }) {
  const files = [...new Set(props.diagnostics.map((d) => (d.line === undefined ? d.file : `${d.file}:${d.line}`)))];
  if (props.diagnostics.length === 0) return null;
  return (
    <div class="diagnostics">
      {files.map((file) => (
        <p key={file} class="mono small diagnostic-file">
          <span class="muted">file </span>
          {file}
        </p>
      ))}
      <dl class="diagnostic">
        {props.diagnostics.map((d, i) => (
          <>
            <dt key={`f${i}`} class="mono">
              {d.field === null ? '(whole file)' : d.field}
            </dt>
            <dd key={`e${i}`}>
              <span class="muted">expected </span>
              {d.expected}
              {d.got !== undefined && d.got !== null ? (
                <>
                  <span class="muted">, got </span>
                  <span class="mono">{d.got}</span>
                </>
              ) : null}
            </dd>
          </>
        ))}
      </dl>
    </div>
  );
}
