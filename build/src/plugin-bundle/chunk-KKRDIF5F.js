import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  KB_DEFAULT_LIMIT,
  KB_MAX_LIMIT
} from "./chunk-JC3QF5J2.js";
import {
  parseDuration
} from "./chunk-PGCD7JVV.js";

// dist/src/transcripts/kb-options.js
function parseLimit(value) {
  if (value === void 0)
    return KB_DEFAULT_LIMIT;
  const limit = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(limit >= 1 && limit <= KB_MAX_LIMIT))
    throw new ForgeError("usage", `--limit takes a whole number from 1 to ${KB_MAX_LIMIT}, got "${value}"`);
  return limit;
}
function parseSince(value, now) {
  if (value === void 0)
    return null;
  const duration = parseDuration(value);
  if (duration !== null)
    return now - duration;
  const at = /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isFinite(at))
    return at;
  throw new ForgeError("usage", `--since takes a duration like 24h, 7d or 30m, or an ISO time, got "${value}"`);
}

export {
  parseLimit,
  parseSince
};
