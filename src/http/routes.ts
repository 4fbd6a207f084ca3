import type { Route } from './router.js';

/** Every route of the HTTP API, one line each (see router.ts for how to add one). */
export const ROUTES: readonly Route[] = [
  (await import('./routes/handshake.js')).default,
  (await import('./routes/status.js')).default,
  (await import('./routes/tasks.js')).default,
  (await import('./routes/workers.js')).default,
  (await import('./routes/plans.js')).default,
  (await import('./routes/workers-available.js')).default,
  (await import('./routes/worker-screen.js')).default,
  (await import('./routes/dashboard.js')).default,
  (await import('./routes/stream.js')).default,
  (await import('./routes/dashboard-story.js')).default,
  (await import('./routes/lab.js')).default,
  (await import('./routes/actions-token.js')).default,
  (await import('./routes/actions-confirm.js')).default,
  (await import('./routes/actions-retry.js')).default,
  (await import('./routes/actions-release.js')).default,
  (await import('./routes/actions-submit.js')).default,
  ...(await import('./routes/hooks.js')).default,
];
