#!/bin/sh
# The plugin's hook command (hooks/hooks.json): sh forge-hook.sh pre-tool|stop|session-start|notification|pre-compact.
# Claude Code runs it around every tool call of every session, and most sessions are no forge
# worker, so the plainest cases are told here without starting node:
# - a session that names no agent (FORGE_AGENT unset) is no worker: pre-tool, stop and
#   notification do nothing; session-start and pre-compact serve every session of a forge project,
#   so they go on only where one is found (FORGE_PROJECT, or the nearest folder holding
#   _vibe-chain-output/ or _vibe-chain/, from CLAUDE_PROJECT_DIR or the working directory);
# - a managed worker whose daemon answers its hooks (FORGE_HOOKS=resident with the --settings file
#   it was started with, FORGE_SETTINGS) is left to those: its PreToolUse hook fails closed, and
#   its settings carry their own PreCompact hook (two would ingest the same transcript at once).
# Every other case goes to forge-hook, which decides the rest (and runs Heimdall in a worker session).

drain() {
  # Claude Code reports a hook that exits before taking all of its JSON (EPIPE) as failed.
  [ -t 0 ] || cat >/dev/null 2>&1
  exit 0
}

case "$1" in pre-tool | stop | session-start | notification | pre-compact) ;; *) exec node "${0%/*}/forge-hook" "$@" ;; esac
if [ -n "$FORGE_AGENT" ]; then
  if [ "$FORGE_HOOKS" = resident ] && [ -n "$FORGE_SETTINGS" ]; then drain; fi
  exec node "${0%/*}/forge-hook" "$@"
fi
case "$1" in pre-tool | stop | notification) drain ;; esac
if [ -n "$FORGE_PROJECT" ]; then exec node "${0%/*}/forge-hook" "$@"; fi

dir=${CLAUDE_PROJECT_DIR:-$(pwd -P)}
case "$dir" in /*) ;; *) dir="$(pwd -P)/$dir" ;; esac
# A . or .. segment would need path.resolve's lexical rules: leave those to forge-hook.
case "$dir/" in */./* | */../*) exec node "${0%/*}/forge-hook" "$@" ;; esac

while :; do
  if [ -e "$dir/_vibe-chain-output" ] || [ -e "$dir/_vibe-chain" ]; then exec node "${0%/*}/forge-hook" "$@"; fi
  [ "$dir" = / ] && break
  while [ "$dir" != / ] && [ "${dir%/}" != "$dir" ]; do dir=${dir%/}; done
  dir=${dir%/*}
  [ -n "$dir" ] || dir=/
done
drain
