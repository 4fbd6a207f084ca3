import { useMemo, useState } from 'preact/hooks';
import { formatDuration, formatInstant } from '../../../src/dashboard/view/format.js';
import { type Bar, timelineRows } from '../../../src/dashboard/view/timeline.js';
import type { Card } from '../../../src/dashboard/wire.js';
import { useThrottled } from '../board-store.js';

const WINDOWS = [
  { label: '1 h', ms: 3600_000 },
  { label: '3 h', ms: 3 * 3600_000 },
  { label: '12 h', ms: 12 * 3600_000 },
] as const;
const MARK_GLYPH = { orphaned: '⊘', timed_out: '◷', escalated: '⚑' } as const;

/** The timeline is redrawn once a minute unless the stories change; bars still running grow then. */
const TIMELINE_TICK = 60_000;
const TIMELINE_REDRAW = 2_000;

export function Timeline(props: {
  cards: ReadonlyMap<string, Card>;
  recent: readonly Card[];
  agents: readonly string[];
  now: number;
  onOpen: (id: string) => void;
}) {
  const [windowMs, setWindowMs] = useState<number>(WINDOWS[1].ms);
  const minute = Math.ceil(props.now / TIMELINE_TICK) * TIMELINE_TICK;
  // Minute-scale bars need not follow every delta; on a busy board this saves a pass per change.
  const cards = useThrottled(props.cards, TIMELINE_REDRAW);
  const recent = useThrottled(props.recent, TIMELINE_REDRAW);
  const rows = useMemo(() => timelineRows(cards.values(), recent, props.agents, minute, windowMs), [cards, recent, props.agents, minute, windowMs]);
  const from = minute - windowMs;
  const x = (ms: number) => `${(Math.max(0, ms - from) / windowMs) * 100}%`;
  const w = (start: number, end: number) => `${Math.max(0.25, ((Math.min(end, minute) - Math.max(start, from)) / windowMs) * 100)}%`;
  const ticks = useMemo(() => tickMarks(from, minute, windowMs), [from, minute, windowMs]);
  return (
    <section class="panel timeline-panel" aria-labelledby="timeline-title">
      <div class="panel-head">
        <h2 id="timeline-title" class="panel-title">
          Timeline <span class="muted small">(UTC)</span>
        </h2>
        <div class="segmented" role="radiogroup" aria-label="time window">
          {WINDOWS.map((option) => (
            <button
              key={option.label}
              type="button"
              role="radio"
              aria-checked={option.ms === windowMs}
              class={option.ms === windowMs ? 'on' : ''}
              onClick={() => setWindowMs(option.ms)}
            >
              {option.label}
            </button>
          ))}
        </div>
      </div>
      <div class="timeline" role="list">
        <div class="timeline-axis" aria-hidden="true">
          {ticks.map((tick) => (
            <span key={tick} class="tick" style={{ left: x(tick) }}>
              {new Date(tick).toISOString().slice(11, 16)}
            </span>
          ))}
        </div>
        {rows.map((row) => (
          <div
            key={row.agent}
            class="timeline-row"
            role="listitem"
            aria-label={`${row.agent}: ${row.bars.length} stories in the last ${formatDuration(windowMs)}`}
          >
            <span class="timeline-agent">{row.agent}</span>
            <div class="timeline-track">
              {row.bars.map((bar) => (
                <TimelineBar key={bar.id} bar={bar} x={x} w={w} from={from} onOpen={props.onOpen} />
              ))}
              {row.hidden > 0 ? <span class="timeline-hidden">+{row.hidden} older</span> : null}
            </div>
          </div>
        ))}
      </div>
      <p class="legend muted small">
        <span class="swatch queued" /> waiting for a worker <span class="swatch worked" /> picked up to handoff <span class="swatch open" /> still running ·
        marks: ⊘ orphaned ◷ timed out ⚑ escalated
      </p>
    </section>
  );
}

function TimelineBar(props: { bar: Bar; x: (ms: number) => string; w: (a: number, b: number) => string; from: number; onOpen: (id: string) => void }) {
  const { bar, x, w } = props;
  const lines = [bar.id];
  if (bar.queued) lines.push(`submitted ${formatInstant(bar.queued.start)}`);
  if (bar.worked) lines.push(`picked up ${formatInstant(bar.worked.start)}`, bar.worked.open ? 'still running' : `ended ${formatInstant(bar.worked.end)}`);
  for (const mark of bar.marks) lines.push(`${mark.kind.replace('_', ' ')} ${formatInstant(mark.at)}`);
  const title = lines.join('\n');
  return (
    <>
      {bar.queued && bar.queued.end >= props.from ? (
        <span
          class="bar queued"
          style={{ left: x(bar.queued.start), width: w(bar.queued.start, bar.queued.end) }}
          title={title}
          onClick={() => props.onOpen(bar.id)}
        />
      ) : null}
      {bar.worked && bar.worked.end >= props.from ? (
        <span
          class={`bar worked${bar.worked.open ? ' open' : ''}`}
          style={{ left: x(bar.worked.start), width: w(bar.worked.start, bar.worked.end) }}
          title={title}
          onClick={() => props.onOpen(bar.id)}
        />
      ) : null}
      {bar.marks.map((mark) =>
        mark.at >= props.from ? (
          <span key={mark.kind} class={`mark mark-${mark.kind}`} style={{ left: x(mark.at) }} title={title} onClick={() => props.onOpen(bar.id)}>
            {MARK_GLYPH[mark.kind]}
          </span>
        ) : null,
      )}
    </>
  );
}

function tickMarks(from: number, to: number, windowMs: number): number[] {
  const step = windowMs <= 3600_000 ? 10 * 60_000 : windowMs <= 3 * 3600_000 ? 30 * 60_000 : 2 * 3600_000;
  const ticks: number[] = [];
  for (let t = Math.ceil(from / step) * step; t <= to; t += step) ticks.push(t);
  return ticks;
}
