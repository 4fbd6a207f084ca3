import {
  issueList
} from "./chunk-B3BERA4Q.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  renderDiagnostic
} from "./chunk-RMGIHFYB.js";

// dist/src/http/request-body.js
async function readJsonBody(request) {
  const text = await request.text();
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
async function readBodyAs(request, schema) {
  const checked = schema.safeParse(await readJsonBody(request));
  if (checked.success)
    return checked.data;
  throw new ForgeError("bad_input", `bad request body: ${issueList(checked.error.issues, "field", "body")}`);
}
function refusal(errors) {
  return new ForgeError("bad_input", errors.map(renderDiagnostic).join("\n"));
}

export {
  readJsonBody,
  readBodyAs,
  refusal
};
