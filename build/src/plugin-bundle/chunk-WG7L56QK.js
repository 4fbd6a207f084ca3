// dist/src/clock.js
var systemClock = { now: () => Date.now() };
var ManualClock = class {
  current;
  constructor(current) {
    this.current = current;
  }
  now() {
    return this.current;
  }
  set(ms) {
    this.current = ms;
  }
  advance(ms) {
    this.current += ms;
  }
};

export {
  systemClock,
  ManualClock
};
