import type { Diagnostic } from '../../protocol/diagnostic.js';
import { renderDiagnostic } from '../../protocol/diagnostic.js';
import type { Logger } from './logger.js';

/**
 * The daemon's part of the `rejected` section: the files each story's decision refused, and the
 * files whose names are not protocol names. Each refusal is logged once, when it appears; each is
 * listed while it lasts and cleared when it is gone.
 */
export class RejectedFiles {
  private readonly byStory = new Map<string, Set<string>>();
  private readonly badNames = new Set<string>();

  constructor(
    private readonly target: { setRejected(file: string, errors: Diagnostic[] | null): void },
    private readonly logger: Logger,
  ) {}

  /** What the last decision of story `id` refused; the files it no longer refuses are cleared. */
  setForStory(id: string, rejected: Record<string, Diagnostic[]>): void {
    const before = this.byStory.get(id) ?? new Set<string>();
    const now = new Set(Object.keys(rejected));
    for (const file of before) if (!now.has(file)) this.target.setRejected(file, null);
    for (const [file, errors] of Object.entries(rejected)) {
      if (!before.has(file)) this.logger.warn(errors.map(renderDiagnostic).join('; '));
      this.target.setRejected(file, errors);
    }
    if (now.size > 0) this.byStory.set(id, now);
    else this.byStory.delete(id);
  }

  /** The stories with refused files: a reconcile looks at them again even when their task is gone. */
  stories(): Iterable<string> {
    return this.byStory.keys();
  }

  /** An event on a file with a bad name: listed (and logged) when it appears, cleared when it goes. */
  badNameSeen(path: string, diagnostic: Diagnostic, removed: boolean): void {
    if (removed) {
      this.badNames.delete(path);
      this.target.setRejected(path, null);
    } else if (!this.badNames.has(path)) {
      this.badNames.add(path);
      this.logger.warn(renderDiagnostic(diagnostic));
      this.target.setRejected(path, [diagnostic]);
    }
  }

  /** The bad names a full scan found replace the ones known before. */
  replaceBadNames(found: Map<string, Diagnostic>): void {
    for (const file of this.badNames) if (!found.has(file)) this.target.setRejected(file, null);
    this.badNames.clear();
    for (const [file, diagnostic] of found) {
      this.badNames.add(file);
      this.target.setRejected(file, [diagnostic]);
    }
  }
}
