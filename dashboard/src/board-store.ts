import { useEffect, useState } from 'preact/hooks';
import { applyMessage, type BoardState } from '../../src/dashboard/view/board-state.js';
import { Connection, type LinkStatus } from './connection.js';

export interface Live {
  state: BoardState | null;
  link: LinkStatus;
}

/**
 * The page's copy of the board, kept current from the event stream. It connects as soon as the
 * script runs, before anything is drawn; deltas that arrive in one burst are applied together
 * and drawn once per animation frame.
 */
export class LiveBoard {
  private live: Live = { state: null, link: { kind: 'connecting' } };
  private readonly listeners = new Set<(live: Live) => void>();
  private frame: number | null = null;

  constructor(url: string, still = false) {
    const connection = new Connection(
      url,
      {
        message: (message) => {
          const applied = applyMessage(this.live.state, message, Date.now());
          if (applied.kind === 'resync') return false;
          if (applied.kind === 'applied') this.update({ ...this.live, state: applied.state });
          return true;
        },
        status: (link) => this.update({ ...this.live, link }),
        position: () => (this.live.state ? `${this.live.state.boot}.${this.live.state.seq}` : null),
      },
      still,
    );
    connection.open();
  }

  current(): Live {
    return this.live;
  }

  subscribe(listener: (live: Live) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private update(live: Live): void {
    this.live = live;
    if (this.frame !== null) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = null;
      for (const listener of this.listeners) listener(this.live);
    });
  }
}

export function useLiveBoard(board: LiveBoard): Live {
  const [live, setLive] = useState(() => board.current());
  useEffect(() => {
    setLive(board.current());
    return board.subscribe(setLive);
  }, [board]);
  return live;
}

/** The daemon's clock, ticking: countdowns follow it even if the page's clock is off. */
export function useNow(offset: number, everyMs = 500): number {
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    setNow(Date.now() + offset);
    const timer = window.setInterval(() => setNow(Date.now() + offset), everyMs);
    return () => window.clearInterval(timer);
  }, [offset, everyMs]);
  return now;
}

/** `value`, changing at most once per `everyMs`: for panels that need not follow every delta. */
export function useThrottled<T>(value: T, everyMs: number): T {
  const [shown, setShown] = useState(value);
  const [lastAt, setLastAt] = useState(0);
  useEffect(() => {
    if (value === shown) return;
    const wait = Math.max(0, lastAt + everyMs - Date.now());
    const timer = window.setTimeout(() => {
      setShown(value);
      setLastAt(Date.now());
    }, wait);
    return () => window.clearTimeout(timer);
  }, [value, shown, lastAt, everyMs]);
  return shown;
}
