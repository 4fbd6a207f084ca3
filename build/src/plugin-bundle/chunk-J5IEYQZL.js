// dist/protocol/supervision.js
var WAKE_GRACE_MS = 750;
var WAKE_CHECK_MS = 5e3;
var WAKE_ATTEMPTS = 3;
var STARTUP_LOOK_MS = 8e3;
var EXIT_STATUS_WAIT_MS = 2e3;
function exitSettled(statusKnown, deadSince, now) {
  return statusKnown || now - deadSince >= EXIT_STATUS_WAIT_MS;
}
function wakeStep(wake, taskWaitingSince, hookRanAt, now) {
  if (taskWaitingSince === null)
    return { kind: "none", wake: null };
  if (wake === null)
    return now - taskWaitingSince >= WAKE_GRACE_MS ? { kind: "type", wake: { attempts: 1, sentAt: now } } : { kind: "none", wake: null };
  if (hookRanAt !== null && hookRanAt >= wake.sentAt)
    return { kind: "none", wake: null };
  if (now - wake.sentAt < WAKE_CHECK_MS)
    return { kind: "none", wake };
  if (wake.attempts < WAKE_ATTEMPTS)
    return { kind: "type", wake: { attempts: wake.attempts + 1, sentAt: now } };
  return { kind: "give-up", reason: `a task waits in its inbox and ${WAKE_ATTEMPTS} typed wake lines did not make its Stop hook run` };
}
function backoffMs(restarts, config) {
  const { restart_backoff, max_backoff } = config.supervisor;
  return Math.min(max_backoff, restart_backoff * 2 ** Math.min(restarts, 30));
}
function afterExit(exits, restarts, now, config) {
  const { crash_loop, crash_window } = config.supervisor;
  const recent = [...exits.filter((at) => now - at < crash_window), now];
  if (recent.length >= crash_loop) {
    return { kind: "failed", reason: `crash loop: ${recent.length} exits within ${Math.round(crash_window / 1e3)}s; not restarting it`, exits: recent };
  }
  return { kind: "restart", at: now + backoffMs(restarts, config), exits: recent };
}
var STARTUP_SCREENS = [
  [/bypass permissions mode/i, "Claude Code asks to confirm --dangerously-skip-permissions"],
  [/do you trust the files|trust this folder/i, "Claude Code asks whether to trust the folder"],
  [/detected a custom api key|do you want to use this api key/i, "Claude Code asks whether to use the ANTHROPIC_API_KEY of its environment"],
  [/select login method|please (run \/)?log ?in|sign in to|invalid api key|not logged in/i, "Claude Code is not logged in"],
  [/choose the text style|select a theme/i, "Claude Code shows its first-run set-up"],
  // A first run (no onboarding done) checks Anthropic's servers and exits 1 when it cannot reach them.
  [
    /unable to connect to anthropic services/i,
    "Claude Code cannot reach Anthropic's servers (its network or proxy; a first run needs them even with ANTHROPIC_BASE_URL set)"
  ]
];
function startupScreen(screen) {
  for (const [pattern, what] of STARTUP_SCREENS)
    if (pattern.test(screen))
      return what;
  return null;
}
var SCREEN_QUOTED_LINES = 15;
function startupReason(what, screen) {
  const lines = screen.split("\n").filter((line) => line.trim() !== "");
  return `${what}; the screen shows:
${lines.slice(-SCREEN_QUOTED_LINES).join("\n")}`;
}
function canClaimNow(worker) {
  return worker.supervisor === void 0 || worker.supervisor.state === "running";
}
function comesBack(entry) {
  return entry === void 0 || entry.state === "running" || entry.state === "starting" || entry.state === "restarting";
}

export {
  STARTUP_LOOK_MS,
  exitSettled,
  wakeStep,
  afterExit,
  startupScreen,
  startupReason,
  canClaimNow,
  comesBack
};
