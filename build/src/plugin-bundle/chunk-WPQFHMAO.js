import {
  ForgeError
} from "./chunk-3KSWOEMC.js";

// dist/src/http/request-body.js
var BODY_LIMIT = 64 * 1024;
async function readJsonBody(request, limit = BODY_LIMIT) {
  const text = await readBodyText(request, limit);
  if (text.trim() === "")
    throw new ForgeError("bad_input", "the request has no body: expected a JSON object");
  try {
    return JSON.parse(text);
  } catch (error) {
    if (error instanceof SyntaxError)
      throw new ForgeError("bad_input", `malformed JSON in the request body: ${error.message}`);
    throw error;
  }
}
function declaredTooLarge(request, limit = BODY_LIMIT) {
  const declared = Number(request.headers.get("content-length") ?? "0");
  return Number.isFinite(declared) && declared > limit;
}
async function readBodyText(request, limit) {
  if (declaredTooLarge(request, limit))
    throw tooLarge(limit);
  if (request.body === null)
    return "";
  const reader = request.body.getReader();
  const chunks = [];
  let total = 0;
  for (; ; ) {
    const { done, value } = await reader.read();
    if (done)
      break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
function tooLarge(limit) {
  return new ForgeError("too_large", `the request body is larger than ${limit} bytes`);
}

export {
  BODY_LIMIT,
  readJsonBody,
  declaredTooLarge
};
