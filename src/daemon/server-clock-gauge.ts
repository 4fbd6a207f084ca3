import { epochFileName } from '../../protocol/lease.js';
import { LEASE_DIR } from '../../protocol/paths.js';
import {
  describeServerClock,
  judgeServerClock,
  SERVER_CLOCK_LIMIT_MS,
  type ServerClock,
  serverClockNews,
  serverClockOffset,
} from '../../protocol/server-clock.js';
import { toIso } from '../../protocol/timestamps.js';
import type { LeaseFiles } from './lease-files.js';
import type { Logger } from './logger.js';

/**
 * Widens the offset's interval for the resolution of what it is made of: Date.now() counts whole
 * milliseconds, and Linux stamps a file with a coarse clock up to one tick (4 ms at HZ=250, 10 ms
 * at HZ=100) behind its real time.
 */
const SERVER_TIME_SLACK_MS = 10;

/**
 * The holder's offset from the file server's clock, measured by the mtime the server gave its
 * epoch file right after each write of it (protocol/server-clock.ts). No file of its own: the lease
 * is rewritten every ttl/8 anyway, and one open and fstat costs a server round trip.
 */
export class ServerClockGauge {
  /** The last measurement; the holder writes it into its next renewal. */
  latest: ServerClock | null = null;
  /** What the log last said: a warning is logged once, and one line once it is over. */
  private said: 'agrees' | 'skewed' = 'agrees';

  constructor(
    private readonly files: Pick<LeaseFiles, 'serverMtime'>,
    private readonly logger: Pick<Logger, 'info' | 'warn'>,
  ) {}

  /** One measurement from the write of `epoch`'s file between the wall-clock times `before` and `after`. */
  async measure(epoch: number, before: number, after: number): Promise<void> {
    const file = `${LEASE_DIR}/${epochFileName(epoch)}`;
    let mtime: number | null;
    try {
      mtime = await this.files.serverMtime(epoch);
    } catch (error) {
      // Any I/O error: the write itself succeeded, so it only costs this measurement.
      this.logger.warn(`clock: cannot measure the file server's clock from ${file}: ${(error as Error).message}`);
      return;
    }
    if (mtime === null) return;
    const offset = serverClockOffset({ before, after, mtime }, SERVER_TIME_SLACK_MS);
    this.latest = { offset_ms: Math.round(offset.offsetMs), uncertainty_ms: Math.ceil(offset.uncertaintyMs), measured_at: toIso(after) };
    const news = serverClockNews(this.said, judgeServerClock(offset));
    if (news === null) return;
    const how = `by the mtime of ${file} right after writing it`;
    if (news === 'warn') {
      this.said = 'skewed';
      this.logger.warn(
        `clock: ${describeServerClock(offset, "this host's")}, ${how}: more than ${SERVER_CLOCK_LIMIT_MS / 1000} s, so the times this daemon writes (deadline_at, completed_at, signals' at) look shifted by that much to other hosts; keep this host on NTP`,
      );
    } else {
      this.said = 'agrees';
      this.logger.info(`clock: ${describeServerClock(offset, "this host's")} again, ${how}: within ${SERVER_CLOCK_LIMIT_MS / 1000} s`);
    }
  }
}
