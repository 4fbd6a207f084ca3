import {
  HTTP_STATUS,
  errorEnvelope
} from "./chunk-54LJ5TLE.js";

// dist/src/http/responses.js
var JSON_HEADERS = { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" };
function json(body, status = 200, headers = {}) {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}
function errorResponse(error, headers = {}) {
  return json(errorEnvelope(error), HTTP_STATUS[error.code], headers);
}

export {
  json,
  errorResponse
};
