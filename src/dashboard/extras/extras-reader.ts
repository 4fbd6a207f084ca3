import { stat } from 'node:fs/promises';
import { EXCHANGES_STATE } from '../../../protocol/exchange.js';
import { AUDIT_LOG, HANDOFFS_DIR, HISTORY_FILE, LAB_RELAY_FILE } from '../../../protocol/paths.js';
import { ARTIFACTS, planFile } from '../../../protocol/planning/plan-files.js';
import { readTail } from '../../fs/read-tail.js';
import { LAB_STORIES_FILE } from '../../lab-reference/lab-paths.js';
import { planProjects } from '../../planning/plan-folder.js';
import { planOverviews, type StateOf } from '../../planning/plan-overview.js';
import { inProject } from '../../project/project-root.js';
import { loadState } from '../../transcripts/state-store.js';
import { DASHBOARD_PLANS, type Extras, type PlansWire } from '../wire.js';
import { tokensByAgent } from './agent-tokens.js';
import { auditLinesFor } from './audit-lines.js';
import { labWire } from './lab-extras.js';

/** Audit lines older than this many bytes from the end are not looked at. */
const AUDIT_TAIL_BYTES = 256 * 1024;

export type BroadcastSource = () => Promise<Extras['broadcasts']>;

/**
 * Reads the slow-changing facts the page shows beside the board, each only when its file changed
 * (a stat per file per refresh), and says which of them differ from what was sent.
 */
export class ExtrasReader {
  private current: Extras = { tokens: {}, broadcasts: [], audit: {}, lab: { relay: null, stories: [], total: 0 }, plans: { total: 0, items: [] } };
  private readonly stamps = new Map<string, string>();

  constructor(
    private readonly projectRoot: string,
    private readonly broadcasts: BroadcastSource | null,
    private readonly projectId: () => string,
    /** A story's tracked state, for the plans' modules (the page follows it from the cards after). */
    private readonly stateOf: StateOf = () => null,
  ) {}

  value(): Extras {
    return this.current;
  }

  /** The parts that changed since the last refresh; null when none did. */
  async refresh(escalated: readonly string[]): Promise<Partial<Extras> | null> {
    const changed: Partial<Extras> = {};
    if (await this.fileChanged(EXCHANGES_STATE)) {
      const { state } = await loadState(this.projectRoot);
      changed.tokens = tokensByAgent(state);
    }
    const escalatedKey = escalated.join('\n');
    if ((await this.fileChanged(AUDIT_LOG)) || this.stamps.get('escalated') !== escalatedKey) {
      this.stamps.set('escalated', escalatedKey);
      const tail = escalated.length === 0 ? null : await readTail(inProject(this.projectRoot, AUDIT_LOG), 0, AUDIT_TAIL_BYTES);
      changed.audit = tail === null ? {} : auditLinesFor(tail.lines, escalated);
    }
    if (this.broadcasts) changed.broadcasts = await this.broadcasts();
    // Both stamps are taken every time, so a change to either is seen once.
    const labChanged = [await this.fileChanged(LAB_STORIES_FILE), await this.fileChanged(LAB_RELAY_FILE)].includes(true);
    if (labChanged) changed.lab = await labWire(this.projectRoot, this.projectId());
    const plans = await this.plansIfChanged();
    if (plans !== null) changed.plans = plans;
    const differs = (Object.keys(changed) as Array<keyof Extras>).filter((key) => JSON.stringify(changed[key]) !== JSON.stringify(this.current[key]));
    if (differs.length === 0) return null;
    const out: Partial<Extras> = Object.fromEntries(differs.map((key) => [key, changed[key]]));
    this.current = { ...this.current, ...out };
    return out;
  }

  /**
   * The plans, read again when a plan file, the handoffs folder (a module handed off) or the
   * ledger (one confirmed) changed; null when none did. Every stamp is taken each time, so each
   * change is seen once.
   */
  private async plansIfChanged(): Promise<PlansWire | null> {
    const projects = await planProjects(this.projectRoot);
    const files = [HANDOFFS_DIR, HISTORY_FILE, ...projects.flatMap((project) => ARTIFACTS.map((artifact) => planFile(project, artifact)))];
    let changed = this.stamps.get('plans') !== projects.join('\n');
    this.stamps.set('plans', projects.join('\n'));
    for (const file of files) if (await this.fileChanged(file)) changed = true;
    if (!changed) return null;
    const items = projects.length === 0 ? [] : await planOverviews(this.projectRoot, this.stateOf);
    return { total: items.length, items: items.slice(0, DASHBOARD_PLANS) };
  }

  private async fileChanged(relative: string): Promise<boolean> {
    let stamp = 'absent';
    try {
      const info = await stat(inProject(this.projectRoot, relative));
      stamp = `${info.size}:${info.mtimeMs}`;
    } catch (error) {
      // ENOENT: not written yet (no transcripts, no Heimdall blocks).
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (this.stamps.get(relative) === stamp) return false;
    this.stamps.set(relative, stamp);
    return true;
  }
}
