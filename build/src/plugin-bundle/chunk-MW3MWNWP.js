// dist/src/heimdall/eval/paths.js
import { isAbsolute } from "node:path";
function resolvePath(path, cwd, fs) {
  if (path === null || path === "")
    return null;
  if (!isAbsolute(path) && cwd === null)
    return null;
  const absolute = isAbsolute(path) ? path : `${cwd}/${path}`;
  return fs.realpath(stripTrailingSlash(absolute));
}
function stripTrailingSlash(path) {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}
function isInside(path, dir) {
  return path === dir || path.startsWith(dir.endsWith("/") ? dir : `${dir}/`);
}
function isStrictlyInside(path, dir) {
  return path !== dir && isInside(path, dir);
}
function globBase(pattern) {
  const segments = pattern.split("/");
  const index = segments.findIndex((s) => /[*?[]/.test(s));
  if (index < 0)
    return { dir: pattern, matchesAll: false };
  const dir = segments.slice(0, index).join("/") || (pattern.startsWith("/") ? "/" : ".");
  const segment = segments[index];
  const matchesAll = index === segments.length - 1 && segment.replace(/\[[^\]]*\]/g, "").replace(/[*?.]/g, "") === "";
  return { dir, matchesAll };
}

export {
  resolvePath,
  isInside,
  isStrictlyInside,
  globBase
};
