import { useEffect, useRef, useState } from 'preact/hooks';
import { type ActionOutcome, runAction } from '../actions.js';
import { ActionResult } from './story-actions.js';

const TASK_TYPES = ['frontend', 'backend', 'fullstack', 'devops', 'docs', 'security', 'test', 'code_review', 'arch_review', 'ux_review'];
const FIELDS = ['story_id', 'task_type', 'worktree_path', 'agent', 'title', 'urgency', 'module', 'body'] as const;

/**
 * A new task, as `forge submit` writes it: the daemon fills in the rest (project, handoff folder,
 * submitted_at) and checks it the way it checks every task, so a refusal shows its diagnostics.
 */
export function SubmitForm(props: { agents: readonly string[]; onClose: () => void; onOpen: (id: string) => void }) {
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const [running, setRunning] = useState(false);
  const first = useRef<HTMLInputElement>(null);

  useEffect(() => {
    first.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && props.onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const submit = async (event: Event) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget as HTMLFormElement);
    const body: Record<string, string> = {};
    for (const field of FIELDS) {
      const value = String(data.get(field) ?? '').trim();
      if (value !== '') body[field] = value;
    }
    setRunning(true);
    setOutcome(await runAction('submit', body));
    setRunning(false);
  };

  return (
    <div class="detail submit-panel" role="dialog" aria-modal="false" aria-labelledby="submit-title">
      <div class="detail-head">
        <h2 id="submit-title">New task</h2>
        <button type="button" class="close" onClick={props.onClose} aria-label="close the new task form">
          ✕
        </button>
      </div>
      <form class="detail-body submit-form" onSubmit={submit}>
        <label>
          Story id <input ref={first} name="story_id" required class="mono" placeholder="S-101" autocomplete="off" />
        </label>
        <label>
          Task type <input name="task_type" required list="task-types" placeholder="frontend" autocomplete="off" />
          <datalist id="task-types">
            {TASK_TYPES.map((type) => (
              <option key={type} value={type} />
            ))}
          </datalist>
        </label>
        <label>
          Worktree <input name="worktree_path" required class="mono" placeholder="/path/to/the/git/worktree" autocomplete="off" />
        </label>
        <label>
          Worker
          <select name="agent">
            <option value="">the roster's worker for the type</option>
            {props.agents.map((agent) => (
              <option key={agent} value={agent}>
                {agent}
              </option>
            ))}
          </select>
        </label>
        <label>
          Title <input name="title" autocomplete="off" />
        </label>
        <label>
          Urgency
          <select name="urgency">
            <option value="">normal</option>
            <option value="high">high</option>
            <option value="low">low</option>
          </select>
        </label>
        <label>
          Module <input name="module" autocomplete="off" />
        </label>
        <label>
          Instructions <textarea name="body" rows={6} />
        </label>
        <p>
          <button type="submit" class="action primary" data-confirm="submit" disabled={running}>
            {running ? 'Submitting…' : 'Submit task'}
          </button>
        </p>
        {outcome ? <ActionResult outcome={outcome} verb="wrote" /> : null}
        {outcome?.ok ? (
          <button type="button" class="action" onClick={() => props.onOpen(outcome.done.story_id)}>
            Open {outcome.done.story_id}
          </button>
        ) : null}
      </form>
    </div>
  );
}
