import { useEffect, useState } from 'preact/hooks';
import { applyMessage, type BoardState } from '../../src/dashboard/view/board-state.js';
import { Connection, type LinkStatus } from './connection.js';

export interface Live {
  state: BoardState | null;
  link: LinkStatus;
}

/**
 * Keeps the page's copy of the board current. Deltas that arrive in one burst are applied
 * together and drawn once per animation frame.
 */
export function useLiveBoard(url: string): Live {
  const [live, setLive] = useState<Live>({ state: null, link: { kind: 'connecting' } });
  useEffect(() => {
    let state: BoardState | null = null;
    let link: LinkStatus = { kind: 'connecting' };
    let frame: number | null = null;
    const publish = () => {
      if (frame !== null) return;
      frame = requestAnimationFrame(() => {
        frame = null;
        setLive({ state, link });
      });
    };
    const connection = new Connection(url, {
      message(message) {
        const applied = applyMessage(state, message, Date.now());
        if (applied.kind === 'resync') return false;
        if (applied.kind === 'applied') {
          state = applied.state;
          publish();
        }
        return true;
      },
      status(next) {
        link = next;
        publish();
      },
      position: () => (state ? `${state.boot}.${state.seq}` : null),
    });
    connection.open();
    return () => connection.close();
  }, [url]);
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
