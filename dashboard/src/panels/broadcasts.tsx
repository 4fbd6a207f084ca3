import { orderBroadcasts } from '../../../src/dashboard/view/broadcast-order.js';
import { formatInstant } from '../../../src/dashboard/view/format.js';
import type { BroadcastWire } from '../../../src/dashboard/wire.js';

const GLYPH = { critical: '‼', warning: '!', info: 'i' } as const;

/** Shown only once there is something to show: projects without swarm coordination never see it. */
export function Broadcasts(props: { items: readonly BroadcastWire[] }) {
  if (props.items.length === 0) return null;
  return (
    <section class="panel broadcasts-panel" aria-labelledby="broadcasts-title">
      <h2 id="broadcasts-title" class="panel-title">
        Broadcasts <span class="count">{props.items.length}</span>
      </h2>
      <ul class="broadcasts">
        {orderBroadcasts(props.items).map((item) => (
          <li key={item.file} class={`broadcast severity-${item.severity}`}>
            <div class="broadcast-head">
              <span class={`chip chip-${item.severity}`}>
                <span aria-hidden="true">{GLYPH[item.severity]} </span>
                {item.severity}
              </span>
              {item.kind ? <span class="mono"> {item.kind}</span> : null}
              {item.module ? <span> · {item.module}</span> : null}
              {item.agent ? <span class="muted"> · {item.agent}</span> : null}
              {item.story ? <span class="muted"> · {item.story}</span> : null}
              {item.created !== undefined ? <span class="muted"> · {formatInstant(item.created)}</span> : null}
            </div>
            <p class="broadcast-summary">{item.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
