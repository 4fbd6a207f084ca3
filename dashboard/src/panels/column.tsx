import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { scrollToShow, visibleRange } from '../../../src/dashboard/view/virtual.js';
import type { Card } from '../../../src/dashboard/wire.js';
import { StoryCard } from './card.js';

/** Card height plus the gap under it, in px; the stylesheet uses the same numbers. */
export const ROW_HEIGHT = 78;

/**
 * One column of the board. Only the cards in view are in the page; the list keeps its full height
 * so the scrollbar tells how long the column is. Arrow keys move between cards, also to those
 * not drawn yet.
 */
export function Column(props: {
  columnKey: string;
  title: string;
  glyph: string;
  cards: Card[];
  now: number;
  onOpen: (id: string) => void;
  onMove: (columnKey: string, direction: -1 | 1, index: number) => void;
}) {
  const { cards } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 400 });
  const pendingFocus = useRef<number | null>(null);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setView({ top: element.scrollTop, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    if (pendingFocus.current === null) return;
    const target = scroller.current?.querySelector<HTMLElement>(`[data-index="${pendingFocus.current}"]`);
    if (target) {
      target.focus({ preventScroll: true });
      pendingFocus.current = null;
    }
  });

  const focusIndex = (index: number) => {
    const element = scroller.current;
    if (!element || cards.length === 0) return;
    const clamped = Math.max(0, Math.min(cards.length - 1, index));
    element.scrollTop = scrollToShow(clamped, element.scrollTop, element.clientHeight, ROW_HEIGHT);
    pendingFocus.current = clamped;
    setView({ top: element.scrollTop, height: element.clientHeight });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = Number((event.target as HTMLElement).dataset.index ?? -1);
    if (index < 0) return;
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusIndex(index + 1),
      ArrowUp: () => focusIndex(index - 1),
      Home: () => focusIndex(0),
      End: () => focusIndex(cards.length - 1),
      PageDown: () => focusIndex(index + Math.max(1, Math.floor(view.height / ROW_HEIGHT))),
      PageUp: () => focusIndex(index - Math.max(1, Math.floor(view.height / ROW_HEIGHT))),
      ArrowLeft: () => props.onMove(props.columnKey, -1, index),
      ArrowRight: () => props.onMove(props.columnKey, 1, index),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  };

  const { start, end } = visibleRange(view.top, view.height, ROW_HEIGHT, cards.length);
  const headingId = `col-${props.columnKey}`;
  return (
    <section class={`column column-${props.columnKey}${cards.length === 0 ? ' empty' : ''}`} aria-labelledby={headingId} data-column={props.columnKey}>
      <h3 id={headingId} class="column-title">
        <span aria-hidden="true" class="glyph">
          {props.glyph}
        </span>{' '}
        <span class="column-name">{props.title}</span>{' '}
        <span class="count" data-count={cards.length}>
          {cards.length.toLocaleString('en')}
        </span>
      </h3>
      <div
        class="column-scroll"
        ref={scroller}
        style={{ height: `${Math.max(1, cards.length) * ROW_HEIGHT + 4}px` }}
        onScroll={(event) => setView({ top: (event.currentTarget as HTMLDivElement).scrollTop, height: (event.currentTarget as HTMLDivElement).clientHeight })}
        onKeyDown={onKeyDown}
      >
        <ul class="column-list" style={{ height: `${cards.length * ROW_HEIGHT}px` }} aria-label={`${props.title}: ${cards.length} stories`}>
          {cards.slice(start, end).map((card, offset) => (
            <li key={card.id} class="row" style={{ transform: `translateY(${(start + offset) * ROW_HEIGHT}px)` }}>
              <StoryCard card={card} now={props.now} index={start + offset} onOpen={props.onOpen} />
            </li>
          ))}
        </ul>
        {cards.length === 0 ? <p class="column-empty">none</p> : null}
      </div>
    </section>
  );
}
