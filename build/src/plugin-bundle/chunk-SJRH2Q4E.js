import {
  ForgeError
} from "./chunk-54LJ5TLE.js";

// dist/src/cli/flag-values.js
function requireFlag(value, flag) {
  if (value === void 0 || value === "")
    throw new ForgeError("usage", `${flag} is required`);
  return value;
}
function countFlag(value, flag) {
  if (value === void 0)
    return void 0;
  if (!/^\d+$/.test(value))
    throw new ForgeError("usage", `${flag}: expected a whole number >= 0, got ${JSON.stringify(value)}`);
  return Number(value);
}
function listFlag(value) {
  if (value === void 0)
    return void 0;
  return value.split(",").map((item) => item.trim()).filter((item) => item !== "");
}
function flagErrors(what, errors, flagOf) {
  const lines = errors.map((error) => {
    const field = error.field?.split(".")[0] ?? "";
    const flag = flagOf[field];
    const name = flag ? `${flag} (${error.field})` : error.field ?? "front matter";
    return `${name}: expected ${error.expected}${error.got ? `, got ${error.got}` : ""}`;
  });
  return new ForgeError("usage", `the options do not make a valid ${what}:
  ${lines.join("\n  ")}`);
}
var COMMON_FLAGS = {
  project: { type: "string" },
  json: { type: "boolean" }
};

export {
  requireFlag,
  countFlag,
  listFlag,
  flagErrors,
  COMMON_FLAGS
};
