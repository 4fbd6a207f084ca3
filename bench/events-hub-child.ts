import { createServer, type Server } from 'node:http';

/**
 * The lab hubs for bench/events.ts, in their own process so their work does not land on the
 * daemon's event loop: one answers 202 to every event, one accepts and never answers. Prints
 * `{"up": port, "hanging": port}` once listening; exits when its stdin closes.
 */
const up = createServer((request, response) => request.resume().on('end', () => response.writeHead(202).end()));
const hanging = createServer((request) => request.resume());
const listen = (server: Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
process.stdout.write(`${JSON.stringify({ up: await listen(up), hanging: await listen(hanging) })}\n`);
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
