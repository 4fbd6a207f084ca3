import type { PlanItem } from '../../../protocol/http-api.js';
import type { Card, PlansWire } from '../wire.js';
import { stateLabel } from './columns.js';

export interface PlanModuleLine {
  id: string;
  title: string;
  dependsOn: string[];
  story: string | null;
  agent: string | null;
  /** The story's state in words: its card's while tracked, else done, not tracked or not dispatched. */
  status: string;
  /** For the colour: a tracked state, or done / waiting. */
  tone: string;
}

export interface PlanView {
  project: string;
  title: string | null;
  phase: string;
  /** Round, verdict and next steps in one line a person reads. */
  line: string;
  artifacts: PlanItem['artifacts'];
  modules: PlanModuleLine[];
  done: number;
  total: number;
}

/**
 * The plan panel: each plan's phase and each module with its story's state. The plan folder's
 * facts come from the extras (read again when a plan file, a handoff or the ledger changes); a
 * module's state comes from its card, so it moves with the board. Null while there is no plan,
 * so projects that never plan never see the panel.
 */
export function planPanel(plans: PlansWire | undefined, cards: ReadonlyMap<string, Card>): { items: PlanView[]; more: number } | null {
  if (plans === undefined || plans.items.length === 0) return null;
  return { items: plans.items.map((plan) => planView(plan, cards)), more: plans.total - plans.items.length };
}

function planView(plan: PlanItem, cards: ReadonlyMap<string, Card>): PlanView {
  const modules = plan.modules.items.map((module): PlanModuleLine => {
    const card = module.story_id === null ? undefined : cards.get(module.story_id);
    const [status, tone] = card
      ? [stateLabel(card), card.state]
      : module.done
        ? ['done', 'done']
        : module.story_id === null
          ? ['not dispatched', 'waiting']
          : ['not tracked', 'waiting'];
    return { id: module.id, title: module.title, dependsOn: module.depends_on, story: module.story_id, agent: module.agent, status, tone };
  });
  const parts = [
    plan.round === null ? null : `round ${plan.round}`,
    plan.verdict === null ? null : `verdict of round ${plan.verdict.round}: ${plan.verdict.verdict}`,
    plan.next.length === 0 ? 'nothing to do' : `next: ${plan.next.join(', ')}`,
  ];
  return {
    project: plan.project,
    title: plan.title,
    phase: plan.phase.replace('_', ' '),
    line: parts.filter(Boolean).join(' · '),
    artifacts: plan.artifacts,
    modules,
    done: plan.modules.done,
    total: plan.modules.total,
  };
}
