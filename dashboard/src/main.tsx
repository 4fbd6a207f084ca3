import { render } from 'preact';
import { App } from './app.js';
import { LiveBoard } from './board-store.js';

// Connect first, so the snapshot is on its way while the page draws its frame.
const board = new LiveBoard('/api/stream');
render(<App board={board} />, document.getElementById('app')!);
