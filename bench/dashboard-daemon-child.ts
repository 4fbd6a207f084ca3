import { systemClock } from '../src/clock.js';
import { ConfigHolder } from '../src/daemon/config-holder.js';
import { startDaemon } from '../src/daemon/daemon.js';
import { createLogger } from '../src/daemon/logger.js';
import { httpService } from '../src/http/http-service.js';

/**
 * The daemon with only its HTTP API (and so the dashboard), for bench/dashboard.ts: the
 * transcripts and event-stream services of `forge start` do work of their own at start that
 * has nothing to do with the dashboard and would only blur what is measured.
 */
const root = process.argv[2]!;
const logger = createLogger({ json: false, write: (line) => process.stderr.write(line), clock: systemClock });
const config = await ConfigHolder.load(root, { HOME: root }, logger);
const http = httpService();
const daemon = startDaemon({ projectRoot: root, config, clock: systemClock, logger, watch: true, lock: true, services: [http] });
await daemon.ready;
// Registered after the services, so this line is written once the dashboard has sent its delta.
daemon.events.on('flushed', () => process.stderr.write('tracking flushed\n'));
logger.info(`forge daemon ready: ${daemon.store.size} task(s) tracked (pid ${process.pid})`);
process.once('SIGTERM', () => void daemon.close().then(() => process.exit(0)));
