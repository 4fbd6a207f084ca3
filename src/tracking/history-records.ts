import { HISTORY_FILE } from '../../protocol/paths.js';
import { HistoryRecord } from '../../protocol/tracking.js';
import { readJsonLines } from '../fs/read-json-lines.js';
import { inProject } from '../project/project-root.js';

/**
 * The finished tasks of `.history.jsonl` (read-only: the daemon alone appends), for looking back
 * at stories that were confirmed and cleaned out of `.tracking.json`. Lines that do not validate
 * are skipped, as the daemon's ledger skips them.
 */
export function readHistoryRecords(projectRoot: string): Promise<HistoryRecord[]> {
  return readJsonLines(inProject(projectRoot, HISTORY_FILE), HistoryRecord);
}
