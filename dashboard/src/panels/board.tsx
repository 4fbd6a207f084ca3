import { useRef } from 'preact/hooks';
import { COLUMNS, type ColumnKey } from '../../../src/dashboard/view/columns.js';
import type { Card } from '../../../src/dashboard/wire.js';
import { Column } from './column.js';

export function Board(props: { groups: Record<ColumnKey, Card[]>; now: number; onOpen: (id: string) => void }) {
  const { groups } = props;
  const board = useRef<HTMLDivElement>(null);

  // Left and right move to the nearest non-empty column, to the card at the same height.
  const onMove = (columnKey: string, direction: -1 | 1, index: number) => {
    const at = COLUMNS.findIndex((column) => column.key === columnKey);
    for (let i = at + direction; i >= 0 && i < COLUMNS.length; i += direction) {
      const list = groups[COLUMNS[i]!.key];
      if (list.length === 0) continue;
      const section = board.current?.querySelector<HTMLElement>(`[data-column="${COLUMNS[i]!.key}"]`);
      const cards = section ? [...section.querySelectorAll<HTMLElement>('.card')] : [];
      const target = cards.find((card) => Number(card.dataset.index) >= Math.min(index, list.length - 1)) ?? cards[0];
      target?.focus();
      return;
    }
  };

  return (
    <section class="panel board-panel" aria-labelledby="board-title">
      <h2 id="board-title" class="panel-title">
        Stories
      </h2>
      <div class="board" ref={board}>
        {COLUMNS.map((column) => (
          <Column
            key={column.key}
            columnKey={column.key}
            title={column.title}
            glyph={column.glyph}
            cards={groups[column.key]}
            now={props.now}
            onOpen={props.onOpen}
            onMove={onMove}
          />
        ))}
      </div>
    </section>
  );
}
