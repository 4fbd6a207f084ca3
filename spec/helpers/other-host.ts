/**
 * Preloaded (`node --import`) into a daemon process to make it look like one of another machine:
 * another host name, and a wall clock FORGE_TEST_CLOCK_OFFSET_MS off (30 s ahead by default). The
 * monotonic clock is left alone, as it is on a real host with a skewed wall clock.
 */
import { syncBuiltinESMExports } from 'node:module';
import os from 'node:os';

const host = process.env.FORGE_TEST_HOSTNAME ?? 'other-host';
const offset = Number(process.env.FORGE_TEST_CLOCK_OFFSET_MS ?? 30_000);
os.hostname = () => host;
// Named imports of node:os (`import { hostname }`) see the change only once the builtins' ESM exports are synced.
syncBuiltinESMExports();
const realNow = Date.now.bind(Date);
Date.now = () => realNow() + offset;
