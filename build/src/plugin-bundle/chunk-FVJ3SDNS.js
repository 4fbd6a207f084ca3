// dist/src/daemon/following-runs.js
var FollowingRuns = class {
  work;
  allowed;
  running = null;
  following = null;
  repeatTimer = null;
  constructor(work, allowed) {
    this.work = work;
    this.allowed = allowed;
  }
  run() {
    if (!this.allowed())
      return Promise.resolve();
    if (this.running) {
      this.following ??= this.running.then(() => {
        this.following = null;
        return this.run();
      });
      return this.following;
    }
    this.running = this.work().finally(() => {
      this.running = null;
    });
    return this.running;
  }
  /** The run under way and the one queued after it, if any. */
  underWay() {
    return [this.running, this.following].filter((run) => run !== null);
  }
  /** Runs again `intervalMs()` after each run ends, until `stopRepeating()` or while not allowed. */
  repeat(intervalMs) {
    if (!this.allowed())
      return;
    this.repeatTimer = setTimeout(() => {
      void this.run().finally(() => this.repeat(intervalMs));
    }, intervalMs()).unref();
  }
  stopRepeating() {
    if (this.repeatTimer)
      clearTimeout(this.repeatTimer);
    this.repeatTimer = null;
  }
};

export {
  FollowingRuns
};
