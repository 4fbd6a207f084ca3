import { readFile } from 'node:fs/promises';
import { HISTORY_FILE } from '../../protocol/paths.js';
import { HistoryRecord } from '../../protocol/tracking.js';
import { inProject } from '../project/project-root.js';

/**
 * The finished tasks of `.history.jsonl` (read-only: the daemon alone appends), for looking back
 * at a batch whose tasks were confirmed and cleaned out of `.tracking.json`. Lines that do not
 * validate are skipped, as the daemon's ledger skips them.
 */
export async function readHistoryRecords(projectRoot: string): Promise<HistoryRecord[]> {
  let text: string;
  try {
    text = await readFile(inProject(projectRoot, HISTORY_FILE), 'utf8');
  } catch (error) {
    // ENOENT: nothing finished yet.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const records: HistoryRecord[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const checked = HistoryRecord.safeParse(parseLine(line));
    if (checked.success) records.push(checked.data);
  }
  return records;
}

function parseLine(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch (error) {
    // SyntaxError: a torn or hand-mangled line; the schema check drops it.
    if (error instanceof SyntaxError) return null;
    throw error;
  }
}
