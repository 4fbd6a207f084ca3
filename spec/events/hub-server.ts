import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestContext } from 'node:test';
import { onCleanup } from '../helpers/cleanup.js';

export interface HubRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export type HubMode = 'ok' | 'unavailable' | 'hang' | 'unauthorized';

/** A lab hub on loopback for tests: records each event request; `mode` says how it answers. */
export async function testHub(t: TestContext, initial: HubMode = 'ok'): Promise<{ url: string; requests: HubRequest[]; setMode(mode: HubMode): void }> {
  const requests: HubRequest[] = [];
  let mode = initial;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      if (mode === 'hang') return;
      if (mode === 'unavailable') return void response.writeHead(503).end();
      requests.push({ path: request.url ?? '', authorization: request.headers.authorization, body: JSON.parse(text) as Record<string, unknown> });
      response.writeHead(mode === 'unauthorized' ? 401 : 202, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onCleanup(
    t,
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, setMode: (next) => (mode = next) };
}
