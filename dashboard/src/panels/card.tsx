import { HANDOFFS_DIR } from '../../../protocol/paths.js';
import { COLUMNS, columnOf, stateLabel } from '../../../src/dashboard/view/columns.js';
import { countdownOf } from '../../../src/dashboard/view/countdown.js';
import { formatRemaining } from '../../../src/dashboard/view/format.js';
import type { Card } from '../../../src/dashboard/wire.js';

const LEVEL_GLYPH = { ok: '◴', soon: '⚠', late: '✖' } as const;
const LEVEL_TEXT = { ok: '', soon: 'soon: ', late: 'overdue: ' } as const;

export function StoryCard(props: { card: Card; now: number; index: number; onOpen: (id: string) => void }) {
  const { card, now } = props;
  const countdown = countdownOf(card, now);
  const column = COLUMNS.find((c) => c.key === columnOf(card));
  const level = countdown?.level ?? 'none';
  // The stage is shown only when it says more than the type (a review of a frontend story, say).
  const detail = [card.title ? card.id : null, card.agent, card.type, card.stage && card.stage !== 'dev' && card.stage !== card.type ? card.stage : null]
    .filter(Boolean)
    .join(' · ');
  const label = `${card.title ? `${card.title} (${card.id})` : card.id}, ${column?.title ?? card.state}, ${detail}${countdown ? `, ${LEVEL_TEXT[countdown.level]}${formatRemaining(countdown.remaining)} to ${countdown.kind} deadline` : ''}${card.stalled ? ', stalled' : ''}`;
  return (
    <button
      type="button"
      class={`card state-${card.state} level-${level}${card.stalled ? ' stalled' : ''}`}
      data-id={card.id}
      data-index={props.index}
      data-level={level}
      aria-label={label}
      onClick={() => props.onOpen(card.id)}
    >
      <span class="card-top">
        {/* A person knows the work by its title; the id follows in the line below. */}
        <span class={card.title ? 'card-title' : 'card-id'} title={card.title}>
          {card.title ?? card.id}
        </span>
        {card.urgency && card.urgency !== 'normal' ? (
          <span class={`urgency urgency-${card.urgency}`}>{card.urgency === 'high' ? '▲ high' : '▽ low'}</span>
        ) : null}
      </span>
      <span class="card-meta">{detail}</span>
      <span class="card-bottom">
        {countdown ? (
          <span class={`countdown countdown-${countdown.level}`} title={`${countdown.kind === 'orphan' ? 'orphan' : 'stage'} deadline`}>
            <span aria-hidden="true">{LEVEL_GLYPH[countdown.level]} </span>
            {formatRemaining(countdown.remaining)}
          </span>
        ) : (
          <span class="card-state">{stateNote(card)}</span>
        )}
        {card.stalled ? <span class="badge badge-stalled">stalled</span> : null}
        {card.state !== 'invalid' && card.errors?.some((d) => d.file.startsWith(`${HANDOFFS_DIR}/`)) ? <span class="badge badge-error">handoff ✕</span> : null}
        {card.state !== 'invalid' && card.errors?.some((d) => !d.file.startsWith(`${HANDOFFS_DIR}/`)) ? (
          <span class="badge badge-stalled">warning ⚠</span>
        ) : null}
      </span>
    </button>
  );
}

function stateNote(card: Card): string {
  if (card.blockedBy) return `waits for ${card.blockedBy.join(', ')}`;
  if (card.state === 'invalid') return card.errors?.[0]?.field ? `bad ${card.errors[0].field}` : 'invalid file';
  // The column already says handed off; the card says how (completed, failed, blocked; error, escalation).
  if (card.handoff) return card.handoff.kind === 'pr' ? card.handoff.status : `${card.handoff.kind}: ${card.handoff.status}`;
  return stateLabel(card);
}
