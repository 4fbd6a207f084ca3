/** Durations as a person reads them on a card: `42s`, `4m 05s`, `2h 10m`, `3d 4h`. */
export function formatDuration(ms: number): string {
  const total = Math.floor(Math.abs(ms) / 1000);
  const sign = ms < 0 ? '-' : '';
  if (total < 60) return `${sign}${total}s`;
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return `${sign}${minutes}m ${String(total % 60).padStart(2, '0')}s`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${sign}${hours}h ${String(minutes % 60).padStart(2, '0')}m`;
  return `${sign}${Math.floor(hours / 24)}d ${hours % 24}h`;
}

/**
 * How long ago `at` was, seen at `now`. Clocks of two processes (and the page's estimate of the
 * daemon's) can put a moment just past in the future: it reads "0s ago", never "-0s ago".
 */
export function formatAgo(now: number, at: number): string {
  return `${formatDuration(Math.max(0, now - at))} ago`;
}

/** A countdown's text: time left, or how long ago the deadline passed. */
export function formatRemaining(ms: number): string {
  return ms > 0 ? `${formatDuration(ms)} left` : `${formatDuration(-ms)} over`;
}

/** `1.2k`, `85k`, `1.3M` tokens. */
export function formatTokens(tokens: number): string {
  if (tokens < 1000) return String(tokens);
  if (tokens < 10_000) return `${(tokens / 1000).toFixed(1)}k`;
  if (tokens < 1_000_000) return `${Math.round(tokens / 1000)}k`;
  return `${(tokens / 1_000_000).toFixed(1)}M`;
}

/** A UTC timestamp as ISO 8601 without milliseconds, the form every file of the project uses. */
export function formatInstant(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
