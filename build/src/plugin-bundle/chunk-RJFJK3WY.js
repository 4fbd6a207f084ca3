import {
  fromIso
} from "./chunk-G6RW7TDQ.js";
import {
  urgencyRank
} from "./chunk-5U7VJXKJ.js";

// dist/protocol/claim-order.js
function inClaimOrder(keys) {
  return keys.map((key) => ({ key, sort: decorate(key) })).sort((a, b) => compareDecorated(a.sort, b.sort)).map(({ key }) => key);
}
function decorate(key) {
  const ms = fromIso(key.submitted_at);
  return { rank: urgencyRank(key.urgency), ms: Number.isNaN(ms) ? Number.MAX_SAFE_INTEGER : ms, id: key.id };
}
function compareDecorated(a, b) {
  if (a.rank !== b.rank)
    return a.rank - b.rank;
  if (a.ms !== b.ms)
    return a.ms - b.ms;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
function waitsForDependencies(task, respectDependsOn) {
  if (!task.depends_on?.length)
    return false;
  return respectDependsOn || task.module !== void 0;
}

export {
  inClaimOrder,
  waitsForDependencies
};
