import { formatAgo, formatInstant } from '../../../src/dashboard/view/format.js';
import type { LabPanel } from '../../../src/dashboard/view/lab.js';

/** lab's side: the relay's state, then each story submitted to lab with the status lab last gave it. */
export function Lab(props: { panel: LabPanel | null; now: number; onOpen: (id: string) => void }) {
  const { panel } = props;
  if (panel === null) return null;
  return (
    <section class="panel lab-panel" aria-labelledby="lab-title">
      <h2 id="lab-title" class="panel-title">
        Lab <span class="count">{panel.stories.length + panel.more}</span>
      </h2>
      <p class="lab-relay" data-relay={panel.relay?.state ?? 'none'}>
        <span class={`chip relay-${panel.relay?.state ?? 'none'}`}>relay {panel.relay?.state ?? 'not subscribed'}</span>{' '}
        {panel.relay ? <span class="muted">{panel.relay.text}</span> : null}
      </p>
      {panel.problem ? <p class="error-text">{panel.problem}</p> : null}
      {panel.stories.length === 0 ? <p class="muted">No story submitted to lab from this project yet (forge story create).</p> : null}
      {panel.stories.length > 0 ? (
        <table class="lab-stories">
          <thead>
            <tr>
              <th scope="col">forge task</th>
              <th scope="col">lab story</th>
              <th scope="col">status</th>
              <th scope="col">checked</th>
            </tr>
          </thead>
          <tbody>
            {panel.stories.map((story) => (
              <tr key={story.task} data-lab-task={story.task}>
                <td>
                  <button type="button" class="link mono" onClick={() => props.onOpen(story.task)}>
                    {story.task}
                  </button>
                </td>
                <td class="mono">{story.labStory}</td>
                <td class="lab-status">{story.status.replaceAll('_', ' ')}</td>
                <td class="muted" title={story.checked === undefined ? undefined : formatInstant(story.checked)}>
                  {story.checked === undefined ? 'never' : formatAgo(props.now, story.checked)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {panel.more > 0 ? <p class="muted">and {panel.more} more (forge story status)</p> : null}
    </section>
  );
}
