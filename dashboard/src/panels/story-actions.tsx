import { useEffect } from 'preact/hooks';
import type { Card } from '../../../src/dashboard/wire.js';
import { type ActionName, type ActionOutcome, runAction } from '../actions.js';

interface Offer {
  name: Exclude<ActionName, 'submit'>;
  label: string;
  /** What will happen, said before it does. */
  explain: string;
  /** What the answer's file had done to it. */
  verb: string;
}

/** What a person can do next with a story in this state, if anything (PROTOCOL 10.1: whose step it is). */
export function offerFor(card: Card): Offer | null {
  const task = `worker-inbox/${card.agent}/${card.id}`;
  switch (card.state) {
    case 'handed_off':
      return {
        name: 'confirm',
        label: 'Confirm',
        explain: `Writes ${task}.confirmed: the daemon records the story in the ledger as finished and removes its task.`,
        verb: 'wrote',
      };
    case 'orphaned':
    case 'timed_out':
      return {
        name: 'retry',
        label: 'Retry',
        explain: `Removes ${task}.md${card.state === 'timed_out' ? ' and its claim' : ''}; once the daemon has recorded it in the ledger as ${card.state.replace('_', ' ')}, writes the same task fresh, so any worker can take it.`,
        verb: 'wrote a fresh',
      };
    case 'picked_up':
      return {
        name: 'release',
        label: 'Release claim',
        explain: `Removes ${task}.picked-up: the story goes back to submitted with a fresh orphan window, and any worker can claim it.`,
        verb: 'removed',
      };
    default:
      return null;
  }
}

export type ActionStep = { kind: 'idle' } | { kind: 'asking' } | { kind: 'running' } | { kind: 'done'; outcome: ActionOutcome; verb: string };

/**
 * The action a story's state offers, asked for twice (the button, then a confirmation), with the
 * daemon's answer. The step is kept by the story's panel: the story's own files change under the
 * action (a retry removes the task, so the detail cannot be read for a moment), and the answer
 * must outlive that.
 */
export function StoryActions(props: { card: Card; step: ActionStep; setStep: (update: ActionStep | ((current: ActionStep) => ActionStep)) => void }) {
  const offer = offerFor(props.card);
  const { step, setStep } = props;
  // A question asked about the state before is withdrawn; an action under way, and its answer, stay.
  useEffect(() => setStep((current) => (current.kind === 'asking' ? { kind: 'idle' } : current)), [props.card.id, props.card.state]);
  if (offer === null && step.kind !== 'done') return null;
  const run = async () => {
    if (!offer) return;
    setStep({ kind: 'running' });
    setStep({ kind: 'done', outcome: await runAction(offer.name, { story_id: props.card.id }), verb: offer.verb });
  };
  return (
    <div class="story-actions" data-actions={props.card.id}>
      {offer && step.kind === 'idle' ? (
        <button type="button" class={`action action-${offer.name}`} data-action={offer.name} onClick={() => setStep({ kind: 'asking' })}>
          {offer.label}
        </button>
      ) : null}
      {offer && (step.kind === 'asking' || step.kind === 'running') ? (
        <fieldset class="action-ask" aria-label={`${offer.label} ${props.card.id}?`}>
          <p>{offer.explain}</p>
          <button type="button" class={`action action-${offer.name} primary`} data-confirm={offer.name} disabled={step.kind === 'running'} onClick={run}>
            {step.kind === 'running' ? 'Working…' : `Yes, ${offer.label.toLowerCase()}`}
          </button>{' '}
          <button type="button" class="action" disabled={step.kind === 'running'} onClick={() => setStep({ kind: 'idle' })}>
            Cancel
          </button>
        </fieldset>
      ) : null}
      {step.kind === 'done' ? <ActionResult outcome={step.outcome} verb={step.verb} onDismiss={() => setStep({ kind: 'idle' })} /> : null}
    </div>
  );
}

export function ActionResult(props: { outcome: ActionOutcome; verb: string; onDismiss?: () => void }) {
  const { outcome } = props;
  return outcome.ok ? (
    <p class="action-ok" role="status" data-result="ok">
      ✓ {outcome.done.story_id}: {props.verb} <span class="mono">{outcome.done.file}</span>
    </p>
  ) : (
    <div class="action-error" role="alert" data-result="error">
      <p>The daemon refused:</p>
      <pre>{outcome.message}</pre>
      {props.onDismiss ? (
        <button type="button" class="action" onClick={props.onDismiss}>
          Dismiss
        </button>
      ) : null}
    </div>
  );
}
