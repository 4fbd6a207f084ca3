import { isIP } from 'node:net';

export interface BoundAddress {
  address: string;
  port: number;
}

/**
 * Whether a Host header names this server (DNS rebinding defence): a page on another origin can
 * make a browser send requests here, but only under its own host name, which is refused. Accepted,
 * always with the bound port: the bound address itself; `localhost` and the loopback literals when
 * bound to loopback; any IP literal when bound to every interface (`[forge] bind = "0.0.0.0"`).
 * An IP literal cannot be rebound, so accepting one opens nothing.
 */
export function hostAllowed(host: string | null, bound: BoundAddress): boolean {
  if (host === null) return false;
  const parsed = splitHost(host.trim().toLowerCase());
  if (parsed === null || parsed.port !== bound.port) return false;
  const address = bound.address.toLowerCase();
  if (parsed.name === address) return true;
  if (isLoopback(address)) return isLoopback(parsed.name);
  if (address === '0.0.0.0' || address === '::') return parsed.name === 'localhost' || isIP(parsed.name) !== 0;
  return false;
}

function isLoopback(name: string): boolean {
  return name === 'localhost' || name === '::1' || (isIP(name) === 4 && name.startsWith('127.'));
}

/** `name:port` or `[v6]:port`; a Host without a port (port 80) never matches our ports. */
function splitHost(host: string): { name: string; port: number } | null {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+):(\d{1,5})$/.exec(host);
  if (!match) return null;
  const name = match[1]!.startsWith('[') ? match[1]!.slice(1, -1) : match[1]!;
  return { name, port: Number(match[2]) };
}
