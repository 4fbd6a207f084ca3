/**
 * Module names as the swarm compares them. A module's prefix is its part before the first "/",
 * "." or ":" (`checkout/api` and `checkout.ui` share `checkout`); a module without a separator
 * is its own prefix.
 */
const SEPARATOR = /[/.:]/;

export function modulePrefix(module: string): string {
  const at = module.search(SEPARATOR);
  return at <= 0 ? module : module.slice(0, at);
}

/** `filter` names this module or a module under it: "users" matches users, users/api, users.db. */
export function moduleMatches(module: string, filter: string): boolean {
  return module === filter || (module.startsWith(filter) && SEPARATOR.test(module.charAt(filter.length)));
}
