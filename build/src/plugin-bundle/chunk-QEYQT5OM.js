// dist/src/swarm/modules.js
var SEPARATOR = /[/.:]/;
function modulePrefix(module) {
  const at = module.search(SEPARATOR);
  return at <= 0 ? module : module.slice(0, at);
}
function moduleMatches(module, filter) {
  return module === filter || module.startsWith(filter) && SEPARATOR.test(module.charAt(filter.length));
}

// dist/src/swarm/siblings.js
function swarmTaskOf(id, entry) {
  return { story_id: id, agent: entry.agent, state: entry.state, module: entry.module ?? null, batch: entry.batch ?? null, file: entry.file };
}
function siblingRelation(a, b) {
  if (a.batch !== null && b.batch !== null)
    return a.batch === b.batch ? "batch" : null;
  if (a.module !== null && b.module !== null && modulePrefix(a.module) === modulePrefix(b.module))
    return "module";
  return null;
}
var OPEN_FIRST = {
  picked_up: 0,
  submitted: 0,
  handed_off: 1,
  confirmed: 1,
  timed_out: 2,
  orphaned: 2,
  escalated: 2,
  invalid: 3
};
function siblingsOf(me, tasks) {
  const found = [];
  for (const task of tasks) {
    if (task.story_id === me.story_id)
      continue;
    const relation = siblingRelation(me, task);
    if (relation)
      found.push({ ...task, relation });
  }
  return found.sort((a, b) => OPEN_FIRST[a.state] - OPEN_FIRST[b.state] || (a.story_id < b.story_id ? -1 : 1));
}

export {
  modulePrefix,
  moduleMatches,
  swarmTaskOf,
  siblingsOf
};
