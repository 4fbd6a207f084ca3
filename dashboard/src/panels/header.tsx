import type { LeaseView } from '../../../protocol/lease.js';
import { formatDuration } from '../../../src/dashboard/view/format.js';
import type { LinkStatus } from '../connection.js';

export function Header(props: {
  project: string;
  lease: LeaseView | null;
  link: LinkStatus;
  counts: Array<{ key: string; title: string; glyph: string; count: number }>;
  total: number;
  now: number;
  stale: boolean;
  onNewTask: () => void;
}) {
  return (
    <header class="top">
      <div class="brand">
        <span class="logo" aria-hidden="true">
          ⬡
        </span>
        <span class="brand-name">vibe-chain</span>
        {props.project ? <span class="project">{props.project}</span> : null}
        {props.lease ? <LeaseBadge lease={props.lease} /> : null}
      </div>
      <ul class="summary" aria-label="stories by state">
        {props.counts.map((item) => (
          <li key={item.key} class={`summary-item state-${item.key}${item.count === 0 ? ' zero' : ''}`}>
            <span aria-hidden="true">{item.glyph}</span> {item.title} <strong>{item.count.toLocaleString('en')}</strong>
          </li>
        ))}
      </ul>
      <button type="button" class="action new-task" onClick={props.onNewTask}>
        + New task
      </button>
      <LinkBadge link={props.link} now={props.now} />
    </header>
  );
}

function LinkBadge(props: { link: LinkStatus; now: number }) {
  const { link } = props;
  const text =
    link.kind === 'live'
      ? 'live'
      : link.kind === 'still'
        ? 'still: reload for the latest'
        : link.kind === 'connecting'
          ? 'connecting…'
          : `${link.reason}; retrying${link.retryAt > Date.now() ? ` in ${formatDuration(link.retryAt - Date.now())}` : '…'}`;
  return (
    <p class={`link-status link-${link.kind}`} role="status" aria-live="polite" data-link={link.kind}>
      <span aria-hidden="true">{link.kind === 'live' ? '●' : link.kind === 'still' ? '■' : link.kind === 'connecting' ? '◌' : '▲'} </span>
      {text}
    </p>
  );
}

/** Which daemon serves the page: its host and lease epoch, and whom it took over from (a standby's takeover says so). */
function LeaseBadge(props: { lease: LeaseView }) {
  const { lease } = props;
  const from = lease.took_over;
  const detail = `pid ${lease.pid} on ${lease.host}, holder ${lease.holder}, since ${lease.since}`;
  const takeover = from
    ? `${from.by_standby ? 'standby ' : ''}took over from pid ${from.from_pid} on ${from.from_host} (epoch ${from.from_epoch}, ${from.reason})`
    : null;
  return (
    <span class="lease" title={takeover ? `${detail}; ${takeover}` : detail}>
      {lease.host} · epoch {lease.epoch}
      {takeover ? <span class="takeover"> · {takeover}</span> : null}
    </span>
  );
}
