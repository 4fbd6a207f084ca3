import { mkdir } from 'node:fs/promises';
import { renderDiagnostic } from '../../protocol/diagnostic.js';
import { PLANS_DIR } from '../../protocol/planning/plan-files.js';
import { planStatus } from '../../protocol/planning/plan-machine.js';
import type { TreeWatch } from '../../watchers/fs-watcher.js';
import { watchPlans } from '../../watchers/plans-watcher.js';
import type { DaemonHandle, DaemonService, StoryTransition } from '../daemon/services.js';
import { watchOptionsFor } from '../fs/watch-mode.js';
import { inProject } from '../project/project-root.js';
import { planProjects, readPlanFolder } from './plan-folder.js';

/**
 * The daemon's watch on the plan folders, as on the inbox: level-triggered (every event, start
 * and every reconcile_interval re-read the plans whole), it lists an artifact that does not
 * validate (a hand-broken front matter, a plan with a cycle) under `rejected` in .tracking.json
 * until it is fixed, and logs each plan's phase when it changes and each artifact a hand edit made
 * stale, and looks again when a story is handed off (a module done). It decides nothing: the tools recompute the same state from the files.
 */
export function planService(): DaemonService {
  let handle: DaemonHandle | null = null;
  let watch: TreeWatch | null = null;
  let timer: NodeJS.Timeout | null = null;
  let work: Promise<void> = Promise.resolve();
  let queued = false;
  let closed = false;
  const rejected = new Map<string, string>();
  const phases = new Map<string, string>();
  const stale = new Map<string, string>();

  function requestLook(): void {
    if (queued || closed) return;
    queued = true;
    work = work
      .then(async () => {
        queued = false;
        if (!closed) await look();
      })
      .catch((error: Error) => handle?.logger.error(`plans: ${error.message}`));
  }

  async function look(): Promise<void> {
    const h = handle!;
    const seenRejected = new Set<string>();
    const seenStale = new Set<string>();
    for (const project of await planProjects(h.projectRoot)) {
      const status = planStatus(await readPlanFolder(h.projectRoot, project));
      const phase = `${status.phase}${status.round === null ? '' : ` (round ${status.round}, ${status.modules?.done ?? 0}/${status.modules?.total ?? 0} done)`}`;
      if (phases.get(project) !== phase) h.logger.info(`plan ${project}: ${phase}; next: ${status.next.join(', ') || 'nothing'}`);
      phases.set(project, phase);
      for (const artifact of status.artifacts) {
        const text = artifact.errors.map(renderDiagnostic).join('; ');
        if (artifact.state === 'invalid') {
          seenRejected.add(artifact.file);
          if (rejected.get(artifact.file) !== text) {
            h.logger.warn(`plan file rejected: ${text}`);
            h.setRejected(artifact.file, artifact.errors);
          }
          rejected.set(artifact.file, text);
        } else if (artifact.state === 'stale') {
          seenStale.add(artifact.file);
          if (stale.get(artifact.file) !== text) h.logger.info(`plan file stale: ${text}`);
          stale.set(artifact.file, text);
        }
      }
    }
    for (const file of [...rejected.keys()]) {
      if (seenRejected.has(file)) continue;
      rejected.delete(file);
      h.setRejected(file, null);
    }
    for (const file of [...stale.keys()]) if (!seenStale.has(file)) stale.delete(file);
  }

  // A module is done when its story is handed off: the plan's phase moves without a plan file changing.
  const onTransition = (transition: StoryTransition) => {
    if (transition.event === 'handed-off' || transition.event === 'confirmed') requestLook();
  };

  return {
    name: 'plans',
    async start(h) {
      handle = h;
      const config = h.config.current;
      // Plan files listed as rejected by an earlier run are checked again from the files.
      for (const [file] of h.store.rejectedEntries()) if (file.startsWith(`${PLANS_DIR}/`)) rejected.set(file, '');
      await mkdir(inProject(h.projectRoot, PLANS_DIR), { recursive: true });
      h.events.on('transition', onTransition);
      requestLook();
      await work;
      watch = watchPlans({
        projectRoot: h.projectRoot,
        ...watchOptionsFor(config, h.projectRoot),
        onPath: () => requestLook(),
        onError: (error) => {
          h.logger.error(`plans watcher: ${error.message}; re-reading the plans`);
          requestLook();
        },
      });
      await watch.ready;
      timer = setInterval(requestLook, config.daemon.reconcile_interval);
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      handle?.events.off('transition', onTransition);
      await watch?.close();
      await work;
    },
  };
}
