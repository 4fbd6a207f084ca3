import {
  ForgeError
} from "./chunk-54LJ5TLE.js";

// dist/src/http/query.js
function parseQuery(url, schema) {
  const raw = {};
  for (const [key, value] of url.searchParams) {
    if (key in raw)
      throw new ForgeError("bad_input", `parameter ${key} is given more than once`);
    raw[key] = value;
  }
  const checked = schema.safeParse(raw);
  if (checked.success)
    return checked.data;
  throw new ForgeError("bad_input", `bad query parameters: ${issueList(checked.error.issues, "parameter", "query")}`);
}
function issueList(issues, noun, whole) {
  return issues.map((issue) => {
    if (issue.code === "unrecognized_keys")
      return `unknown ${noun} ${issue.keys.join(", ")}`;
    return `${issue.path.join(".") || whole}: ${issue.message}`;
  }).join("; ");
}

export {
  parseQuery,
  issueList
};
