import { useEffect, useState } from 'preact/hooks';
import type { WorkerScreen as ScreenAnswer } from '../../../protocol/http-api.js';

type Load = { kind: 'loading' } | { kind: 'ok'; screen: string } | { kind: 'error'; message: string };

/**
 * A managed worker's current screen, read once when opened (`GET /api/workers/screen`), again
 * when its supervisor state changes or the person asks: watching it live is `forge attach`.
 */
export function WorkerScreen(props: { name: string; version: string; onClose: () => void }) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    let cancelled = false;
    fetch(`/api/workers/screen?agent=${encodeURIComponent(props.name)}`)
      .then(async (response) => {
        const body = (await response.json()) as ScreenAnswer | { ok: false; error: { message: string } };
        if (cancelled) return;
        setLoad(body.ok ? { kind: 'ok', screen: body.screen } : { kind: 'error', message: body.error.message });
      })
      .catch((error: Error) => !cancelled && setLoad({ kind: 'error', message: `the daemon did not answer (${error.message})` }));
    return () => {
      cancelled = true;
    };
  }, [props.name, props.version, asked]);

  return (
    <section class="worker-screen" aria-label={`screen of ${props.name}`} data-screen={props.name}>
      <div class="worker-screen-head">
        <span>
          Screen of <span class="mono">{props.name}</span> <span class="muted small">(forge attach {props.name} to type into it)</span>
        </span>
        <span>
          <button type="button" class="link" onClick={() => setAsked(asked + 1)}>
            refresh
          </button>{' '}
          <button type="button" class="link" onClick={props.onClose} aria-label={`close the screen of ${props.name}`}>
            close
          </button>
        </span>
      </div>
      {load.kind === 'loading' ? <p class="muted">Reading the session's screen…</p> : null}
      {load.kind === 'error' ? <p class="error-text">{load.message}</p> : null}
      {load.kind === 'ok' ? <pre class="screen">{load.screen === '' ? '(the screen is blank)' : load.screen}</pre> : null}
    </section>
  );
}
