import type { ActionDone, ActionToken } from '../../protocol/http-api.js';

export type ActionName = 'confirm' | 'retry' | 'release' | 'submit';
export type ActionOutcome = { ok: true; done: ActionDone } | { ok: false; message: string };

let token: Promise<string> | null = null;

/** This daemon run's token, asked for once; a restarted daemon has a new one, so a refusal asks again. */
function actionToken(fresh: boolean): Promise<string> {
  if (fresh || token === null) {
    token = fetch('/api/actions/token', { cache: 'no-store' }).then(async (response) => {
      const body = (await response.json()) as ActionToken | { ok: false; error: { message: string } };
      if (!body.ok) throw new Error(body.error.message);
      return body.token;
    });
    token.catch(() => (token = null));
  }
  return token;
}

/**
 * One action, as the daemon answers it: what was written, or the daemon's own words (its
 * diagnostics, one per line) when it refused. The token travels in a header, never a cookie.
 */
export async function runAction(name: ActionName, body: Record<string, unknown>): Promise<ActionOutcome> {
  try {
    let response = await post(name, body, await actionToken(false));
    if (response.status === 403) response = await post(name, body, await actionToken(true));
    const answer = (await response.json()) as ActionDone | { ok: false; error: { message: string } };
    return answer.ok ? { ok: true, done: answer } : { ok: false, message: answer.error.message };
  } catch (error) {
    return { ok: false, message: `the daemon did not answer (${(error as Error).message})` };
  }
}

function post(name: ActionName, body: Record<string, unknown>, secret: string): Promise<Response> {
  return fetch(`/api/actions/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forge-token': secret },
    body: JSON.stringify(body),
  });
}
