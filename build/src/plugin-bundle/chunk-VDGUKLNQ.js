// dist/src/net/fetch-failure.js
async function fetchWithin(url, init, timeoutMs) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`no answer within ${timeoutMs} ms`, "TimeoutError")), timeoutMs);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}
function fetchFailure(error, timeoutMs) {
  const name = error.name;
  if (name === "TimeoutError" || name === "AbortError")
    return `no answer within ${timeoutMs} ms`;
  if (!(error instanceof TypeError))
    return null;
  const cause = error.cause;
  return cause?.code ?? cause?.message ?? error.message;
}

export {
  fetchWithin,
  fetchFailure
};
