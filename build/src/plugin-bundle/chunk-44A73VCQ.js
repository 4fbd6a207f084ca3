// dist/protocol/dependencies.js
var DONE_STATES = /* @__PURE__ */ new Set(["handed_off", "confirmed"]);
function computeDependencies(tasks, finished) {
  const facts = /* @__PURE__ */ new Map();
  const factsOf = (id) => {
    let found = facts.get(id);
    if (!found)
      facts.set(id, found = { blocked_by: [], blocks: [], errors: [] });
    return found;
  };
  for (const [id, node] of tasks) {
    const open = !DONE_STATES.has(node.state);
    for (const dep of unique(node.depends_on)) {
      const target = tasks.get(dep);
      if (!target) {
        if (finished(dep))
          continue;
        factsOf(id).errors.push({
          code: "unknown_dependency",
          file: node.file,
          field: "depends_on",
          expected: "the id of a tracked or finished story",
          got: JSON.stringify(dep)
        });
        if (open)
          factsOf(id).blocked_by.push(dep);
        continue;
      }
      if (!open || DONE_STATES.has(target.state))
        continue;
      factsOf(id).blocked_by.push(dep);
      factsOf(dep).blocks.push(id);
    }
  }
  for (const cycle of dependencyCycles(tasks)) {
    const shown = cycle.length > 4 ? `${cycle.slice(0, 4).join(" -> ")} -> ... (${cycle.length} stories)` : `${cycle.join(" -> ")} -> ${cycle[0]}`;
    for (const id of cycle) {
      factsOf(id).errors.push({
        code: "dependency_cycle",
        file: tasks.get(id).file,
        field: "depends_on",
        expected: "no dependency cycle: a story cannot wait, directly or not, for itself",
        got: shown
      });
    }
  }
  for (const value of facts.values()) {
    value.blocked_by.sort();
    value.blocks.sort();
  }
  return facts;
}
function dependencyCycles(tasks) {
  const index = /* @__PURE__ */ new Map();
  const low = /* @__PURE__ */ new Map();
  const onStack = /* @__PURE__ */ new Set();
  const stack = [];
  const cycles = [];
  let counter = 0;
  const edges = (id) => unique(tasks.get(id)?.depends_on ?? []).filter((dep) => tasks.has(dep));
  for (const start of [...tasks.keys()].sort()) {
    if (index.has(start))
      continue;
    const frames = [];
    const enter = (id) => {
      index.set(id, counter);
      low.set(id, counter);
      counter += 1;
      stack.push(id);
      onStack.add(id);
      frames.push({ id, next: 0, deps: edges(id) });
    };
    enter(start);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1];
      if (frame.next < frame.deps.length) {
        const dep = frame.deps[frame.next++];
        if (!index.has(dep))
          enter(dep);
        else if (onStack.has(dep))
          low.set(frame.id, Math.min(low.get(frame.id), index.get(dep)));
        continue;
      }
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent)
        low.set(parent.id, Math.min(low.get(parent.id), low.get(frame.id)));
      if (low.get(frame.id) !== index.get(frame.id))
        continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.id);
      if (component.length > 1 || frame.deps.includes(frame.id))
        cycles.push(component.sort());
    }
  }
  return cycles;
}
function unique(ids) {
  return [...new Set(ids)];
}

export {
  DONE_STATES,
  computeDependencies,
  dependencyCycles
};
