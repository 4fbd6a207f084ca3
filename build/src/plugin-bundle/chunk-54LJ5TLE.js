// dist/src/errors.js
var ForgeError = class extends Error {
  code;
  name = "ForgeError";
  constructor(code, message, options) {
    super(message, options);
    this.code = code;
  }
};
var EXIT_CODE = {
  usage: 2,
  bad_input: 1,
  not_found: 1,
  conflict: 1,
  locked: 1,
  config: 1,
  io: 1,
  protocol_mismatch: 1,
  project_mismatch: 1,
  too_large: 1,
  forbidden: 1,
  method_not_allowed: 1,
  unavailable: 1,
  internal: 1
};
var HTTP_STATUS = {
  usage: 400,
  bad_input: 400,
  not_found: 404,
  conflict: 409,
  locked: 423,
  config: 500,
  io: 500,
  protocol_mismatch: 409,
  project_mismatch: 409,
  too_large: 413,
  forbidden: 403,
  method_not_allowed: 405,
  unavailable: 503,
  internal: 500
};
function asForgeError(error) {
  if (error instanceof ForgeError)
    return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ForgeError("internal", message, { cause: error });
}
function errorEnvelope(error) {
  return { ok: false, error: { code: error.code, message: error.message } };
}

export {
  ForgeError,
  EXIT_CODE,
  HTTP_STATUS,
  asForgeError,
  errorEnvelope
};
