#!/bin/sh
# The plugin's hook command (hooks/hooks.json): sh forge-hook.sh pre-tool|stop|session-start|notification.
# Claude Code runs it around every tool call of every session, and most sessions are no forge
# worker, so the plainest case is told here without starting node: no FORGE_AGENT, no
# FORGE_PROJECT, and the nearest folder holding _vibe-chain-output/ or _vibe-chain/ (as forge looks,
# from CLAUDE_PROJECT_DIR or the working directory) tracks no task worktree. That is exactly when
# forge-hook would exit 0 without a word; every other case, and any path this cannot judge
# lexically, goes to forge-hook, which decides the rest (and runs Heimdall in a worker session).

case "$1" in pre-tool | stop | session-start | notification) ;; *) exec node "${0%/*}/forge-hook" "$@" ;; esac
if [ -n "$FORGE_AGENT" ] || [ -n "$FORGE_PROJECT" ]; then exec node "${0%/*}/forge-hook" "$@"; fi

dir=${CLAUDE_PROJECT_DIR:-$(pwd -P)}
case "$dir" in /*) ;; *) dir="$(pwd -P)/$dir" ;; esac
# A . or .. segment would need path.resolve's lexical rules: leave those to forge-hook.
case "$dir/" in */./* | */../*) exec node "${0%/*}/forge-hook" "$@" ;; esac

while :; do
  if [ -e "$dir/_vibe-chain-output" ] || [ -e "$dir/_vibe-chain" ]; then
    if [ -e "$dir/_vibe-chain-output/worker-inbox/.tracking.json" ]; then exec node "${0%/*}/forge-hook" "$@"; fi
    break
  fi
  [ "$dir" = / ] && break
  while [ "$dir" != / ] && [ "${dir%/}" != "$dir" ]; do dir=${dir%/}; done
  dir=${dir%/*}
  [ -n "$dir" ] || dir=/
done

# Claude Code reports a hook that exits before taking all of its JSON (EPIPE) as failed.
[ -t 0 ] || cat >/dev/null 2>&1
exit 0
