// dist/protocol/watch-mode.js
var WATCH_SETTINGS = ["auto", "native", "poll"];
var SHARED_TYPES = /* @__PURE__ */ new Set([
  "nfs",
  "nfs4",
  "cifs",
  "smb3",
  "smbfs",
  "ceph",
  "9p",
  "glusterfs",
  "lustre",
  "afs",
  "gpfs",
  "beegfs",
  "virtiofs",
  "vboxsf",
  "davfs",
  "ocfs2",
  "gfs2",
  "orangefs",
  "moosefs",
  "cvmfs"
]);
function isSharedFilesystem(fsType) {
  return fsType === "fuse" || fsType.startsWith("fuse.") || fsType === "fuseblk" || SHARED_TYPES.has(fsType);
}
function unescapeMountField(field) {
  return field.replace(/\\([0-7]{3})/g, (_, octal) => String.fromCharCode(Number.parseInt(octal, 8)));
}
function parseMountInfo(text) {
  const entries = [];
  for (const line of text.split("\n")) {
    const fields = line.split(" ");
    const dash = fields.indexOf("-");
    if (dash < 6 || fields.length < dash + 3)
      continue;
    const mountPoint = fields[4];
    entries.push({
      mountPoint: unescapeMountField(mountPoint),
      fsType: fields[dash + 1],
      source: unescapeMountField(fields[dash + 2]),
      options: [...fields[5].split(","), ...(fields[dash + 3] ?? "").split(",")].filter((o) => o !== "")
    });
  }
  return entries;
}
function mountOf(entries, realPath) {
  let best = null;
  for (const entry of entries) {
    const point = entry.mountPoint;
    const inside = point === "/" || realPath === point || realPath.startsWith(`${point}/`);
    if (inside && (best === null || point.length >= best.mountPoint.length))
      best = entry;
  }
  return best;
}
function cacheOptions(mount) {
  return mount.options.filter((o) => /^(actimeo|acregmin|acregmax|acdirmin|acdirmax|lookupcache|noac|nocto)(=|$)/.test(o));
}
function chooseWatchMode(setting, facts) {
  if (setting !== "auto")
    return { mode: setting, reason: `[daemon] watch = "${setting}"` };
  const { mount } = facts;
  if (mount === null) {
    return {
      mode: "native",
      reason: `watch = "auto": cannot tell the filesystem of ${facts.path} (${facts.unknownBecause ?? "no mount found"}), so native events`
    };
  }
  const where = `${facts.path} is on ${mount.fsType} (${mount.source} at ${mount.mountPoint})`;
  if (isSharedFilesystem(mount.fsType))
    return { mode: "poll", reason: `watch = "auto": ${where}, where native events miss other hosts' writes, so polling` };
  return { mode: "native", reason: `watch = "auto": ${where}, a local filesystem, so native events` };
}
var DEFAULT_ACDIRMAX_S = 60;
function optionSeconds(options, name) {
  let seconds = null;
  for (const option of options) {
    const [key, value] = option.split("=");
    if ((key === name || key === "actimeo") && value !== void 0 && /^\d+$/.test(value))
      seconds = Number(value);
  }
  return seconds;
}
function remoteReaction(mode, mount, pollIntervalMs, reconcileIntervalMs) {
  if (!isSharedFilesystem(mount.fsType))
    return null;
  const seconds = (ms) => `${Math.round(ms / 100) / 10} s`;
  if (mode === "native")
    return `another host's change is seen at the next reconcile, up to ${seconds(reconcileIntervalMs)}`;
  if (mount.options.includes("noac"))
    return `another host's change is seen within the poll, up to ${seconds(pollIntervalMs)} (noac: every look asks the server)`;
  if (mount.options.includes("nocto")) {
    const cached = (optionSeconds(mount.options, "acdirmax") ?? DEFAULT_ACDIRMAX_S) * 1e3;
    return `another host's change can wait behind the folder attribute cache, up to ${seconds(Math.max(cached, pollIntervalMs))} (acdirmax, with nocto)`;
  }
  return `another host's change is seen within the poll and a listing, up to about ${seconds(pollIntervalMs)} plus the server's answer (close-to-open: each look asks the server)`;
}

export {
  WATCH_SETTINGS,
  isSharedFilesystem,
  parseMountInfo,
  mountOf,
  cacheOptions,
  chooseWatchMode,
  remoteReaction
};
