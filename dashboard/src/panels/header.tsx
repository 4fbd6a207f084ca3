import { formatDuration } from '../../../src/dashboard/view/format.js';
import type { LinkStatus } from '../connection.js';

export function Header(props: {
  project: string;
  link: LinkStatus;
  counts: Array<{ key: string; title: string; glyph: string; count: number }>;
  total: number;
  now: number;
  stale: boolean;
}) {
  return (
    <header class="top">
      <div class="brand">
        <span class="logo" aria-hidden="true">
          ⬡
        </span>
        <span class="brand-name">vibe-chain</span>
        {props.project ? <span class="project">{props.project}</span> : null}
      </div>
      <ul class="summary" aria-label="stories by state">
        {props.counts.map((item) => (
          <li key={item.key} class={`summary-item state-${item.key}${item.count === 0 ? ' zero' : ''}`}>
            <span aria-hidden="true">{item.glyph}</span> {item.title} <strong>{item.count.toLocaleString('en')}</strong>
          </li>
        ))}
      </ul>
      <LinkBadge link={props.link} now={props.now} />
    </header>
  );
}

function LinkBadge(props: { link: LinkStatus; now: number }) {
  const { link } = props;
  const text =
    link.kind === 'live'
      ? 'live'
      : link.kind === 'connecting'
        ? 'connecting…'
        : `${link.reason}; retrying${link.retryAt > Date.now() ? ` in ${formatDuration(link.retryAt - Date.now())}` : '…'}`;
  return (
    <p class={`link-status link-${link.kind}`} role="status" aria-live="polite" data-link={link.kind}>
      <span aria-hidden="true">{link.kind === 'live' ? '●' : link.kind === 'connecting' ? '◌' : '▲'} </span>
      {text}
    </p>
  );
}
