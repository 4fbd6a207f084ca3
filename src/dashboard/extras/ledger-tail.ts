import { HistoryRecord } from '../../../protocol/tracking.js';
import { readTail } from '../../fs/read-tail.js';
import { cardOf } from '../cards.js';
import type { Card } from '../wire.js';

/** How far back the first read of the ledger looks; the timeline shows hours, not weeks. */
const FIRST_READ_BYTES = 512 * 1024;
const LATER_READ_BYTES = 4 * 1024 * 1024;

/**
 * Follows `.history.jsonl` so the timeline keeps stories after the daemon drops them from
 * tracking at confirmation. Only lines appended since the last read are parsed.
 */
export class LedgerTail {
  private offset = 0;
  private first = true;

  constructor(private readonly file: string) {}

  /** Records appended since the last call (on the first call, the recent end of the ledger) finished after `since`. */
  async read(since: number): Promise<Card[]> {
    const tail = await readTail(this.file, this.offset, this.first ? FIRST_READ_BYTES : LATER_READ_BYTES);
    this.first = false;
    if (tail === null) return [];
    this.offset = tail.end;
    const cards: Card[] = [];
    for (const line of tail.lines) {
      const record = parseRecord(line);
      if (record === null) continue;
      const card = cardOf(record.story_id, record);
      if ((card.confirmed ?? card.completed ?? card.picked ?? card.submitted ?? 0) >= since) cards.push(card);
    }
    return cards;
  }
}

function parseRecord(line: string): HistoryRecord | null {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch (error) {
    // SyntaxError: a damaged line; the ledger's own reader reports those, the timeline skips them.
    if (error instanceof SyntaxError) return null;
    throw error;
  }
  const result = HistoryRecord.safeParse(json);
  return result.success ? result.data : null;
}
