import type { StoryDetail } from '../../../src/dashboard/wire.js';

/** The story's exchanges in the transcript memory: title, start, tokens, and the id to open one with `forge kb get`. */
export function StoryExchanges(props: { exchanges: StoryDetail['exchanges'] }) {
  const { total, tokens, items } = props.exchanges;
  return (
    <>
      <h3>Exchanges</h3>
      {total === 0 ? <p class="muted">No exchange of this story in the transcript memory yet.</p> : null}
      {total > 0 ? (
        <p class="muted">
          {total} exchange{total === 1 ? '' : 's'}, {tokens.toLocaleString()} tokens{total > items.length ? ` (the last ${items.length} listed)` : ''}
        </p>
      ) : null}
      <ol class="history">
        {items.map((item) => (
          <li key={`${item.session_id}/${item.exchange_id}`}>
            <span class="muted mono">{item.started_at ?? '—'}</span> {item.title}
            {item.tokens === null ? '' : <span class="muted"> · {item.tokens.toLocaleString()} tokens</span>}
            {item.stage ? <span class="muted"> · {item.stage}</span> : null}
            <div class="mono small muted">
              forge kb get {item.exchange_id} --session {item.session_id}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
