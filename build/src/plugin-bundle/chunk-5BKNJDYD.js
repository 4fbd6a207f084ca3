// dist/src/http/router.js
function defineRoute(route) {
  return route;
}
function matchRoute(routes, method, path) {
  const onPath = routes.filter((route2) => route2.path === path);
  if (onPath.length === 0)
    return { kind: "none" };
  const route = onPath.find((candidate) => candidate.method === method);
  return route ? { kind: "route", route } : { kind: "wrong_method", allowed: onPath.map((candidate) => candidate.method) };
}

export {
  defineRoute,
  matchRoute
};
