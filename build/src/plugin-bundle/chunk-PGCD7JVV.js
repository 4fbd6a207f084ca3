// dist/protocol/durations.js
import { z } from "zod";
var UNIT_MS = { ms: 1, s: 1e3, m: 6e4, h: 36e5, d: 864e5 };
var DURATION = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)$/;
function parseDuration(value) {
  if (typeof value === "number")
    return Number.isFinite(value) && value >= 0 ? Math.round(value * 1e3) : null;
  const trimmed = value.trim();
  if (/^\d+(?:\.\d+)?$/.test(trimmed))
    return Math.round(Number(trimmed) * 1e3);
  const match = DURATION.exec(trimmed);
  if (!match)
    return null;
  return Math.round(Number(match[1]) * UNIT_MS[match[2]]);
}
var Duration = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const ms = parseDuration(value);
  if (ms === null) {
    ctx.addIssue({ code: "custom", message: 'a duration like "5m", "30s", "1500ms", "2h" or a number of seconds' });
    return z.NEVER;
  }
  return ms;
});
function formatDuration(ms) {
  if (ms % 36e5 === 0 && ms >= 36e5)
    return `${ms / 36e5}h`;
  if (ms % 6e4 === 0 && ms >= 6e4)
    return `${ms / 6e4}m`;
  if (ms % 1e3 === 0 && ms >= 1e3)
    return `${ms / 1e3}s`;
  return `${ms}ms`;
}

export {
  parseDuration,
  Duration,
  formatDuration
};
