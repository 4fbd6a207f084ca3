import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestContext } from 'node:test';
import { type WebSocket, WebSocketServer } from 'ws';
import { onCleanup } from '../helpers/cleanup.js';

export interface RelayConnection {
  socket: WebSocket;
  path: string;
  /** Every message the client sent, parsed. */
  received: unknown[];
}

export interface TestRelay {
  url: string;
  connections: RelayConnection[];
  /** The newest connection, once the client has sent its first message. */
  latest(): RelayConnection | undefined;
}

/**
 * lab's relay for tests, a real WebSocket server on 127.0.0.1. `refuseHttp` answers the upgrade
 * with that status instead of accepting it.
 */
export async function testRelay(t: TestContext, options: { refuseHttp?: number } = {}): Promise<TestRelay> {
  const server = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    verifyClient: (_info: { req: IncomingMessage }, done: (ok: boolean, code?: number) => void) =>
      options.refuseHttp ? done(false, options.refuseHttp) : done(true),
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const connections: RelayConnection[] = [];
  server.on('connection', (socket, request) => {
    const connection: RelayConnection = { socket, path: request.url ?? '', received: [] };
    socket.on('message', (data) => connection.received.push(JSON.parse(data.toString())));
    connections.push(connection);
  });
  onCleanup(
    t,
    () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  );
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections,
    latest: () => {
      const last = connections.at(-1);
      return last && last.received.length > 0 ? last : undefined;
    },
  };
}
