// dist/src/events/forge-token.js
var FORGE_TOKEN_ENV = "VIBE_LAB_FORGE_TOKEN";
function readForgeToken(env) {
  const token = env[FORGE_TOKEN_ENV];
  return token === void 0 || token === "" ? null : token;
}
function childEnv(env, extra = {}) {
  const out = {};
  for (const [key, value] of Object.entries(env))
    if (value !== void 0 && key !== FORGE_TOKEN_ENV)
      out[key] = value;
  return { ...out, ...extra };
}

export {
  readForgeToken,
  childEnv
};
