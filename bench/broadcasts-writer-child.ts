import { writeBroadcast } from '../src/swarm/write-broadcast.js';

/**
 * Writes one broadcast per line read on stdin, in its own process, and prints
 * `<id> <ms when the write returned>` for each, so the bench can time visibility from outside.
 */
const root = process.argv[2]!;
let buffer = '';
process.stdin.setEncoding('utf8').on('data', async (chunk: string) => {
  buffer += chunk;
  let newline = buffer.indexOf('\n');
  while (newline !== -1) {
    buffer = buffer.slice(newline + 1);
    const header = await writeBroadcast(
      root,
      { severity: 'info', kind: 'api', module: 'bench/visibility', agent: 'furnace', body: 'INTERFACE: ping\nTYPE: () => void\n' },
      Date.now(),
    );
    process.stdout.write(`${header.id} ${Date.now()}\n`);
    newline = buffer.indexOf('\n');
  }
});
