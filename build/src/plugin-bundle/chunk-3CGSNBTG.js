// dist/src/net/retry-after.js
function parseRetryAfter(value, now) {
  if (typeof value === "number")
    return Number.isFinite(value) && value >= 0 ? Math.round(value * 1e3) : null;
  if (typeof value !== "string")
    return null;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text))
    return Math.round(Number(text) * 1e3);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
async function withRetryAfter(attempt, policy) {
  for (let tries = 1; ; tries++) {
    const outcome = await attempt();
    if (outcome.kind === "done")
      return outcome;
    const wait = outcome.retryAfterMs ?? policy.fallbackMs;
    if (tries >= policy.attempts || wait > policy.maxWaitMs)
      return { kind: "gave_up", message: outcome.message, retryAfterMs: outcome.retryAfterMs };
    await policy.sleep(wait);
  }
}

export {
  parseRetryAfter,
  withRetryAfter
};
