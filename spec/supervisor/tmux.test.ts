import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { meansNoServer, Tmux } from '../../src/supervisor/tmux.js';
import { onCleanup } from '../helpers/cleanup.js';
import { endTmuxServer } from '../helpers/processes.js';
import { needTmux } from './supervised-project.js';

test("tmux's words for a server that is not there, or left as it was asked, mean no sessions; other failures do not", () => {
  for (const message of [
    'tmux list-panes: no server running on /tmp/tmux-0/forge-x',
    'tmux list-panes: error connecting to /tmp/tmux-0/forge-x (No such file or directory)',
    'tmux list-panes: server exited unexpectedly',
    'tmux list-panes: lost server',
  ])
    assert.equal(meansNoServer(message), true, message);
  assert.equal(meansNoServer("tmux list-panes: can't find session: anvil"), false);
  assert.equal(meansNoServer('tmux list-panes: spawn tmux ENOENT'), false);
});

test('sessions() asked while the server is being killed answers, never throws (forge demo stopped by Ctrl-C once failed with "server exited unexpectedly")', async (t) => {
  if (!needTmux(t)) return;
  const socket = `forge-test-${randomBytes(4).toString('hex')}`;
  const tmux = new Tmux(socket);
  onCleanup(t, () => endTmuxServer(socket));
  for (let round = 0; round < 15; round++) {
    await tmux.run(['-f', '/dev/null', 'new-session', '-d', '-s', `s${round}`, 'sleep', '30']);
    const asked = Array.from({ length: 6 }, () => tmux.sessions());
    await Promise.all([tmux.run(['kill-server']).catch(() => ''), ...asked]);
    assert.deepEqual(await tmux.sessions(), []);
  }
});
