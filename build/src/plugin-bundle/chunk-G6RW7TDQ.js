// dist/protocol/timestamps.js
import { z } from "zod";
var IsoTime = z.iso.datetime({ offset: true, message: "an ISO 8601 date-time with a zone, like 2026-04-01T12:34:00Z" });
function toIso(ms) {
  return new Date(ms).toISOString();
}
function fromIso(value) {
  return Date.parse(value);
}
function earliest(...times) {
  let best = null;
  for (const t of times)
    if (t !== null && t !== void 0 && (best === null || t < best))
      best = t;
  return best;
}

export {
  IsoTime,
  toIso,
  fromIso,
  earliest
};
