import { renderDiagnostic } from '../../protocol/diagnostic.js';
import type { PlanStatus } from '../../protocol/planning/plan-machine.js';

/** `forge plan`'s text: the plans one per line, or one plan's artifacts with what is wrong with each. */
export function renderPlanList(
  items: ReadonlyArray<{ project: string; title: string | null; phase: string; round: number | null; verdict: string | null; problems: number }>,
  message?: string,
): string {
  if (items.length === 0) return `${message ?? 'No plans.'}\n`;
  const lines = items.map(
    (item) =>
      `${item.project.padEnd(20)} ${item.phase.padEnd(14)} ${item.round === null ? '' : `round ${item.round} `}${item.verdict ? `verdict ${item.verdict} ` : ''}${item.problems > 0 ? `(${item.problems} file(s) to fix) ` : ''}${item.title ?? ''}`,
  );
  return `${lines.join('\n')}\n`;
}

export function renderPlanStatus(status: PlanStatus): string {
  const lines = [
    `plan ${status.project}: ${status.phase}${status.round === null ? '' : `, round ${status.round}`}${status.modules ? `, ${status.modules.done}/${status.modules.total} modules done` : ''}`,
  ];
  for (const artifact of status.artifacts) {
    lines.push(`  ${artifact.state.padEnd(8)} ${artifact.file}`);
    for (const error of artifact.errors) lines.push(`           ${renderDiagnostic(error)}`);
  }
  if (status.next.length > 0) lines.push(`next: ${status.next.join(', ')} (forge tool <name> --schema says how to call one)`);
  else lines.push(status.phase === 'done' ? 'next: nothing, the plan is done' : 'next: fix the files above');
  return `${lines.join('\n')}\n`;
}
