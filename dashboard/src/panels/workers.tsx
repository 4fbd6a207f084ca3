import { useState } from 'preact/hooks';
import { formatAgo, formatDuration, formatInstant, formatTokens } from '../../../src/dashboard/view/format.js';
import { exitText, type WorkerRow } from '../../../src/dashboard/view/worker-rows.js';
import { WorkerScreen } from './worker-screen.js';

const STATUS_GLYPH = { busy: '◐', stalled: '‖', idle: '○', degraded: '◬', offline: '✕' } as const;

export function Workers(props: { rows: WorkerRow[]; now: number; onOpen: (id: string) => void }) {
  const [screenOf, setScreenOf] = useState<string | null>(null);
  const shown = props.rows.find((row) => row.name === screenOf && row.managed !== undefined);
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
                  for {formatDuration(Math.max(0, props.now - row.since))}
                </span>
              ) : null}
            </div>
            <div class="worker-line muted">
              <span title={row.lastSeen === undefined ? undefined : formatInstant(row.lastSeen)}>
                seen {row.lastSeen === undefined ? 'never' : formatAgo(props.now, row.lastSeen)}
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
              <Managed row={row} now={props.now} open={screenOf === row.name} onToggle={() => setScreenOf(screenOf === row.name ? null : row.name)} />
            ) : null}
          </li>
        ))}
      </ul>
      {shown ? <WorkerScreen name={shown.name} version={`${shown.managed}:${shown.restarts ?? 0}`} onClose={() => setScreenOf(null)} /> : null}
    </section>
  );
}

/** A managed worker's supervisor state, restarts, last exit and why it needs a person; the button opens its screen. */
function Managed(props: { row: WorkerRow; now: number; open: boolean; onToggle: () => void }) {
  const { row } = props;
  return (
    <>
      <div
        class={`worker-line worker-managed managed-${row.managed}`}
        title={`managed by the supervisor: ${row.managed!.replace('_', ' ')}${row.needs ? `\n${row.needs}` : ''}`}
        data-managed={row.managed}
      >
        <span aria-hidden="true">⚙ </span>
        {row.managed!.replace('_', ' ')}
        {row.needs ? <span class="small"> · {row.needs.split('\n')[0]}</span> : null}
      </div>
      {row.restarts !== undefined || row.lastExit !== undefined ? (
        <div class="worker-line muted worker-restarts">
          {row.restarts !== undefined ? `${row.restarts} restart${row.restarts === 1 ? '' : 's'}` : 'no restart'}
          {row.lastExit ? (
            <span title={formatInstant(row.lastExit.at)}>
              {' '}
              · last {exitText(row.lastExit)} {formatAgo(props.now, row.lastExit.at)}
            </span>
          ) : null}
        </div>
      ) : null}
      <div class="worker-line">
        <button type="button" class="link" aria-expanded={props.open} onClick={props.onToggle}>
          {props.open ? 'hide screen' : 'show screen'}
        </button>
      </div>
    </>
  );
}
