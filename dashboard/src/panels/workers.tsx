import { formatDuration, formatInstant, formatTokens } from '../../../src/dashboard/view/format.js';
import type { WorkerRow } from '../../../src/dashboard/view/worker-rows.js';

const STATUS_GLYPH = { busy: '◐', stalled: '‖', idle: '○', degraded: '◬', offline: '✕' } as const;

export function Workers(props: { rows: WorkerRow[]; now: number; onOpen: (id: string) => void }) {
  return (
    <section class="panel workers-panel" aria-labelledby="workers-title">
      <h2 id="workers-title" class="panel-title">
        Workers
      </h2>
      {props.rows.length === 0 ? <p class="muted">No worker configured or seen yet.</p> : null}
      <ul class="workers">
        {props.rows.map((row) => (
          <li key={row.name} class={`worker status-${row.status}`} data-worker={row.name} data-status={row.status}>
            <div class="worker-top">
              <span class="worker-name">{row.name}</span>
              <span class={`chip chip-${row.status}`}>
                <span aria-hidden="true">{STATUS_GLYPH[row.status]} </span>
                {row.status}
              </span>
            </div>
            <div class="worker-line">
              {row.current ? (
                <button type="button" class="link" onClick={() => props.onOpen(row.current!)} aria-label={`open story ${row.current}`}>
                  {row.current}
                </button>
              ) : (
                <span class="muted">no story</span>
              )}
              {row.since !== undefined ? (
                <span class="muted" title={formatInstant(row.since)}>
                  {' '}
                  for {formatDuration(props.now - row.since)}
                </span>
              ) : null}
            </div>
            <div class="worker-line muted">
              <span title={row.lastSeen === undefined ? undefined : formatInstant(row.lastSeen)}>
                seen {row.lastSeen === undefined ? 'never' : `${formatDuration(props.now - row.lastSeen)} ago`}
              </span>
              {row.tokens !== undefined ? (
                <span class="tokens" title="context tokens of its latest transcript session">
                  {' '}
                  · {formatTokens(row.tokens)} ctx
                </span>
              ) : null}
            </div>
            {row.failed > 0 ? <div class="worker-line worker-failed">{row.failed} orphaned or timed out</div> : null}
            {row.managed ? (
              <div class={`worker-line worker-managed managed-${row.managed}`} title={row.needs}>
                managed: {row.managed.replace('_', ' ')}
                {row.needs ? ` (${row.needs.split('\n')[0]})` : ''}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
