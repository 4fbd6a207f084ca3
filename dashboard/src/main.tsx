import { render } from 'preact';
import { App } from './app.js';
import { LiveBoard } from './board-store.js';

// Connect first, so the snapshot is on its way while the page draws its frame. `?still` draws
// one snapshot and lets go of the stream (for `chromium --headless --screenshot --virtual-time-budget`).
const board = new LiveBoard('/api/stream', new URLSearchParams(location.search).has('still'));
render(<App board={board} />, document.getElementById('app')!);
