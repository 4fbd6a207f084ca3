import { useEffect, useMemo, useState } from 'preact/hooks';
import { attentionItems } from '../../src/dashboard/view/attention.js';
import { COLUMNS, groupColumns } from '../../src/dashboard/view/columns.js';
import { labPanel } from '../../src/dashboard/view/lab.js';
import { planPanel } from '../../src/dashboard/view/plans.js';
import { workerRows } from '../../src/dashboard/view/worker-rows.js';
import { type LiveBoard, useLiveBoard, useNow } from './board-store.js';
import type { LinkStatus } from './connection.js';
import { Attention } from './panels/attention.js';
import { Board } from './panels/board.js';
import { Broadcasts } from './panels/broadcasts.js';
import { Header } from './panels/header.js';
import { Lab } from './panels/lab.js';
import { Plans } from './panels/plans.js';
import { StoryDetailPanel } from './panels/story-detail.js';
import { SubmitForm } from './panels/submit-form.js';
import { Timeline } from './panels/timeline.js';
import { Workers } from './panels/workers.js';

export function App(props: { board: LiveBoard }) {
  const { state, link } = useLiveBoard(props.board);
  const now = useNow(Math.round((state?.clockOffset ?? 0) / 1000) * 1000);
  const [openId, setOpenId] = useState<string | null>(() => storyFromHash());
  const [returnFocus, setReturnFocus] = useState<HTMLElement | null>(null);
  const [composing, setComposing] = useState(false);

  useEffect(() => {
    const onHash = () => setOpenId(storyFromHash());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  const rows = useMemo(() => (state ? workerRows(state.workers, state.cards, state.extras.tokens) : []), [state?.workers, state?.cards, state?.extras.tokens]);
  const attention = useMemo(
    () => (state ? attentionItems(state, rows) : { items: [], total: 0 }),
    [state?.cards, state?.recent, state?.rejected, state?.extras.audit, rows],
  );
  const groups = useMemo(() => groupColumns(state?.cards.values() ?? []), [state?.cards]);
  const counts = useMemo(
    () => COLUMNS.map((column) => ({ key: column.key, title: column.title, glyph: column.glyph, count: groups[column.key].length })),
    [groups],
  );
  const agents = useMemo(() => Object.keys(state?.workers ?? {}), [state?.workers]);
  const plans = useMemo(() => (state ? planPanel(state.extras.plans, state.cards) : null), [state?.extras.plans, state?.cards]);

  const open = (id: string) => {
    setComposing(false);
    setReturnFocus(document.activeElement as HTMLElement | null);
    history.replaceState(null, '', `#story=${encodeURIComponent(id)}`);
    setOpenId(id);
  };
  const close = () => {
    history.replaceState(null, '', location.pathname + location.search);
    setOpenId(null);
    returnFocus?.focus();
  };

  return (
    <>
      <a class="skip" href="#board-title">
        Skip to the stories
      </a>
      <Header
        project={state?.project ?? ''}
        lease={state?.lease ?? null}
        link={link}
        counts={counts}
        total={state?.cards.size ?? 0}
        now={now}
        stale={!showsBoard(link)}
        onNewTask={() => setComposing(true)}
      />
      {state === null ? (
        <main class="loading">
          <p>Connecting to the daemon…</p>
        </main>
      ) : (
        <main class={`layout${showsBoard(link) ? '' : ' stale'}${openId ? ' with-detail' : ''}`}>
          <Workers rows={rows} now={now} onOpen={open} />
          <Attention items={attention.items} total={attention.total} onOpen={open} />
          <Board groups={groups} now={now} onOpen={open} />
          <Plans panel={plans} onOpen={open} />
          <Timeline cards={state.cards} recent={state.recent} agents={agents} now={now} onOpen={open} />
          <Broadcasts items={state.extras.broadcasts} />
          <Lab panel={labPanel(state.extras.lab, now)} now={now} onOpen={open} />
        </main>
      )}
      {composing ? <SubmitForm agents={agents} onClose={() => setComposing(false)} onOpen={open} /> : null}
      {openId && !composing ? <StoryDetailPanel id={openId} version={state?.cards.get(openId)} onClose={close} /> : null}
    </>
  );
}

/** A still shows the board it was given as it was, not as a connection that failed. */
function showsBoard(link: LinkStatus): boolean {
  return link.kind === 'live' || link.kind === 'still';
}

function storyFromHash(): string | null {
  const match = /^#story=(.+)$/.exec(location.hash);
  return match ? decodeURIComponent(match[1]!) : null;
}
