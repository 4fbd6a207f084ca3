import type { PlanView } from '../../../src/dashboard/view/plans.js';

/** The planning pipeline: each plan's phase, its artifact files, and each module with its story's state. */
export function Plans(props: { panel: { items: PlanView[]; more: number } | null; onOpen: (id: string) => void }) {
  const { panel } = props;
  if (panel === null) return null;
  return (
    <section class="panel plans-panel" aria-labelledby="plans-title">
      <h2 id="plans-title" class="panel-title">
        Plans <span class="count">{panel.items.length + panel.more}</span>
      </h2>
      {panel.items.map((plan) => (
        <article key={plan.project} class="plan" data-plan={plan.project}>
          <h3 class="plan-head">
            <span class="mono">{plan.project}</span> {plan.title ? <span class="muted">{plan.title}</span> : null}{' '}
            <span class={`chip phase-chip phase-${plan.phase.replace(' ', '_')}`} data-plan-phase>
              {plan.phase}
            </span>
          </h3>
          <p class="plan-line muted">
            {plan.line}
            {plan.total > 0 ? ` · ${plan.done}/${plan.total} modules done` : ''}
          </p>
          <ul class="plan-artifacts">
            {plan.artifacts.map((artifact) => (
              <li key={artifact.artifact} class={`artifact artifact-${artifact.state}`} title={`${artifact.file}: ${artifact.state}`}>
                {artifact.artifact.replace('_', ' ')}
                {artifact.state === 'current' ? '' : ` (${artifact.state})`}
              </li>
            ))}
          </ul>
          {plan.modules.length === 0 ? (
            <p class="muted">No modules yet: plan.md lists them (submit_plan).</p>
          ) : (
            <table class="plan-modules">
              <thead>
                <tr>
                  <th scope="col">module</th>
                  <th scope="col">depends on</th>
                  <th scope="col">story</th>
                  <th scope="col">agent</th>
                  <th scope="col">state</th>
                </tr>
              </thead>
              <tbody>
                {plan.modules.map((module) => (
                  <tr key={module.id} data-module={module.id}>
                    <td>
                      <span class="mono">{module.id}</span> <span class="muted">{module.title}</span>
                    </td>
                    <td class="mono">{module.dependsOn.join(', ') || '–'}</td>
                    <td>
                      {module.story === null ? (
                        '–'
                      ) : (
                        <button type="button" class="link mono" onClick={() => props.onOpen(module.story!)}>
                          {module.story}
                        </button>
                      )}
                    </td>
                    <td class="mono">{module.agent ?? '–'}</td>
                    <td class={`module-state tone-${module.tone}`} data-module-state>
                      {module.status}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </article>
      ))}
      {panel.more > 0 ? <p class="muted">and {panel.more} older plans (GET /api/plans)</p> : null}
    </section>
  );
}
