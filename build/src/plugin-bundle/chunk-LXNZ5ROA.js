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
  const problems = checked.error.issues.map((issue) => {
    if (issue.code === "unrecognized_keys")
      return `unknown parameter ${issue.keys.join(", ")}`;
    const name = issue.path.join(".") || "query";
    return `${name}: ${issue.message}`;
  });
  throw new ForgeError("bad_input", `bad query parameters: ${problems.join("; ")}`);
}

export {
  parseQuery
};
