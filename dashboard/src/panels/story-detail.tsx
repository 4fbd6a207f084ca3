import { useEffect, useRef, useState } from 'preact/hooks';
import { stateLabel } from '../../../src/dashboard/view/columns.js';
import { formatInstant } from '../../../src/dashboard/view/format.js';
import type { StoryDetail } from '../../../src/dashboard/wire.js';
import { Diagnostics } from './attention.js';
import { ActionResult, type ActionStep, StoryActions } from './story-actions.js';
import { StoryExchanges } from './story-exchanges.js';

type Load = { kind: 'loading' } | { kind: 'ok'; detail: StoryDetail } | { kind: 'error'; message: string };

/** The story detail, as a side panel: front matter, signals with times, handoffs, history. Escape closes it. */
export function StoryDetailPanel(props: { id: string; version: unknown; onClose: () => void }) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [action, setAction] = useState<ActionStep>({ kind: 'idle' });
  useEffect(() => setAction({ kind: 'idle' }), [props.id]);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let cancelled = false;
    fetch(`/api/dashboard/story?id=${encodeURIComponent(props.id)}`)
      .then(async (response) => {
        const body = (await response.json()) as StoryDetail | { ok: false; error: { message: string } };
        if (cancelled) return;
        setLoad(body.ok ? { kind: 'ok', detail: body } : { kind: 'error', message: body.error.message });
      })
      .catch((error: Error) => !cancelled && setLoad({ kind: 'error', message: `the daemon did not answer (${error.message})` }));
    return () => {
      cancelled = true;
    };
  }, [props.id, props.version]);

  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && props.onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [props.id]);

  return (
    <div class="detail" role="dialog" aria-modal="false" aria-labelledby="detail-title">
      <div class="detail-head">
        <h2 id="detail-title" class="mono">
          {props.id}
        </h2>
        <button ref={closeButton} type="button" class="close" onClick={props.onClose} aria-label="close story detail">
          ✕
        </button>
      </div>
      {load.kind === 'loading' ? <p class="muted">Reading the story's files…</p> : null}
      {load.kind === 'error' ? <p class="error-text">{load.message}</p> : null}
      {load.kind === 'ok' ? <DetailBody detail={load.detail} action={action} setAction={setAction} /> : null}
      {load.kind !== 'ok' && action.kind === 'running' ? <p class="muted">Working…</p> : null}
      {load.kind !== 'ok' && action.kind === 'done' ? <ActionResult outcome={action.outcome} verb={action.verb} /> : null}
    </div>
  );
}

function DetailBody(props: { detail: StoryDetail; action: ActionStep; setAction: (update: ActionStep | ((current: ActionStep) => ActionStep)) => void }) {
  const { detail } = props;
  return (
    <div class="detail-body">
      {detail.card ? (
        <p class="detail-state">
          <span class={`chip state-chip state-${detail.card.state}`} data-state-label>
            {stateLabel(detail.card)}
          </span>{' '}
          {detail.card.agent}
          {detail.card.type ? ` · ${detail.card.type}` : ''}
          {detail.card.urgency ? ` · ${detail.card.urgency}` : ''}
        </p>
      ) : null}
      {detail.card ? <StoryActions card={detail.card} step={props.action} setStep={props.setAction} /> : null}
      {detail.card?.errors ? <Diagnostics diagnostics={detail.card.errors} /> : null}
      <h3>Front matter</h3>
      {detail.task ? <FileBlock view={detail.task} /> : <p class="muted">The task file is gone (confirmed and cleaned up, or removed).</p>}
      <h3>Signals</h3>
      {detail.signals.length === 0 ? <p class="muted">No signal file.</p> : null}
      <ul class="signals">
        {detail.signals.map((signal) => (
          <li key={signal.file}>
            <span class="mono">.{signal.name}</span> <span class="muted">{formatInstant(signal.at)}</span>
            {signal.content ? <pre>{signal.content}</pre> : null}
          </li>
        ))}
      </ul>
      <h3>Handoff</h3>
      {detail.handoffs.length === 0 ? <p class="muted">No handoff yet.</p> : null}
      {detail.handoffs.map((view) => (
        <FileBlock key={view.file} view={view} />
      ))}
      <h3>History</h3>
      <ol class="history">
        {timesOf(detail).map((item) => (
          <li key={`${item.label}${item.at}`}>
            <span class="muted mono">{formatInstant(item.at)}</span> {item.label}
          </li>
        ))}
      </ol>
      <StoryExchanges exchanges={detail.exchanges} />
      {detail.audit.length > 0 ? (
        <>
          <h3>Heimdall audit</h3>
          <pre class="audit">{detail.audit.join('\n')}</pre>
        </>
      ) : null}
    </div>
  );
}

function FileBlock(props: { view: NonNullable<StoryDetail['task']> }) {
  const { view } = props;
  return (
    <div class="file-block">
      <p class="mono small muted">{view.file}</p>
      {view.frontMatter ? (
        <dl class="front-matter">
          {Object.entries(view.frontMatter).map(([key, value]) => (
            <>
              <dt class="mono">{key}</dt>
              <dd class="mono">{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
            </>
          ))}
        </dl>
      ) : (
        <p class="error-text">Front matter does not parse: {view.problem}</p>
      )}
      {view.body.trim() ? (
        <details>
          <summary>Body</summary>
          <pre>{view.body}</pre>
        </details>
      ) : null}
    </div>
  );
}

/** The tracking timestamps and the transitions logged since the daemon started, merged in time order. */
function timesOf(detail: StoryDetail): Array<{ at: number; label: string }> {
  const card = detail.card;
  const items: Array<{ at: number; label: string }> = detail.history.map((item) => ({ at: item.at, label: `${item.event}: ${item.message}` }));
  const logged = new Set(detail.history.map((item) => item.event));
  const add = (at: number | undefined, event: string, label: string) => at !== undefined && !logged.has(event) && items.push({ at, label });
  if (card) {
    add(card.submitted, 'task-accepted', 'submitted');
    add(card.picked, 'picked-up', 'picked up');
    add(card.completed, 'handed-off', 'handed off');
    add(card.orphaned, 'orphaned', 'orphaned');
    add(card.timedOut, 'timed-out', 'timed out');
    add(card.escalated, 'escalated', 'escalated');
    add(card.confirmed, 'confirmed', 'confirmed');
  }
  return items.sort((a, b) => a.at - b.at);
}
