// dist/src/http/router.js
function defineRoute(route) {
  return route;
}

export {
  defineRoute
};
