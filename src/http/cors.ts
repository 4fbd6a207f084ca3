/**
 * Cross-origin rules. Without `[forge] cors_origins` no CORS header is ever sent, so browsers keep
 * other origins' pages from reading answers. A request that carries an Origin which is neither this
 * server nor listed is refused outright, so a foreign page cannot even trigger a handler.
 */
export type OriginVerdict = { kind: 'none' } | { kind: 'same' } | { kind: 'listed'; origin: string } | { kind: 'refused'; origin: string };

export function judgeOrigin(origin: string | null, host: string | null, listed: readonly string[]): OriginVerdict {
  if (origin === null) return { kind: 'none' };
  if (host !== null && (origin === `http://${host}` || origin === `https://${host}`)) return { kind: 'same' };
  if (listed.includes(origin)) return { kind: 'listed', origin };
  return { kind: 'refused', origin };
}

export function corsHeaders(verdict: OriginVerdict): Record<string, string> {
  if (verdict.kind !== 'listed') return {};
  return { 'access-control-allow-origin': verdict.origin, vary: 'Origin' };
}

export function preflightHeaders(verdict: Extract<OriginVerdict, { kind: 'listed' }>): Record<string, string> {
  return {
    ...corsHeaders(verdict),
    'access-control-allow-methods': 'GET, POST',
    'access-control-allow-headers': 'content-type',
    'access-control-max-age': '600',
  };
}
