// dist/protocol/timestamps.js
import { z } from "zod";
var IsoTime = z.iso.datetime({ offset: true, message: "an ISO 8601 date-time with a zone, like 2026-04-01T12:34:00Z" });
function toIso(ms) {
  return new Date(ms).toISOString();
}
function fromIso(value) {
  return Date.parse(value);
}

export {
  IsoTime,
  toIso,
  fromIso
};
