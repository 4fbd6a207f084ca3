import {
  loadIndex
} from "./chunk-ZKWPFRFB.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  KB_BYTE_BUDGET
} from "./chunk-JC3QF5J2.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";

// dist/src/transcripts/get-exchange.js
import { readFile } from "node:fs/promises";
async function getExchange(projectRoot, request) {
  const { lines } = await loadIndex(projectRoot);
  const matches = lines.filter((line) => line.exchange_id === request.exchangeId && (request.session === null || line.session_id === request.session));
  if (matches.length === 0) {
    throw new ForgeError("not_found", `no exchange "${request.exchangeId}"${request.session ? ` in session ${request.session}` : ""} in the index (${lines.length} exchanges). Find ids with: forge kb search "<words>"`);
  }
  if (matches.length > 1) {
    throw new ForgeError("conflict", `exchange "${request.exchangeId}" is in ${matches.length} sessions (${matches.map((m) => m.session_id).join(", ")}); add --session`);
  }
  const exchange = matches[0];
  let content;
  try {
    content = await readFile(inProject(projectRoot, exchange.file), "utf8");
  } catch (error) {
    if (error.code !== "ENOENT")
      throw error;
    throw new ForgeError("not_found", `${exchange.file} is in the index but not on disk; run "forge kb ingest" to write it again`);
  }
  const bytes = Buffer.byteLength(content);
  const budget = request.budget ?? KB_BYTE_BUDGET;
  if (request.full || bytes <= budget)
    return { ok: true, exchange, content, bytes, truncated: false };
  const cut = cutAtLine(content, budget - 1e3);
  return {
    ok: true,
    exchange,
    content: cut,
    bytes,
    truncated: true,
    message: `Showing ${Buffer.byteLength(cut)} of ${bytes} bytes. Add --full for the whole exchange, or read ${exchange.file}.`
  };
}
function cutAtLine(text, max) {
  let end = 0;
  let size = 0;
  for (; ; ) {
    const newline = text.indexOf("\n", end);
    const next = newline === -1 ? text.length : newline + 1;
    size += Buffer.byteLength(JSON.stringify(text.slice(end, next))) - 2;
    if (size > max)
      break;
    end = next;
    if (newline === -1)
      break;
  }
  return end > 0 ? text.slice(0, end) : Buffer.from(text).subarray(0, max).toString("utf8");
}

export {
  getExchange
};
