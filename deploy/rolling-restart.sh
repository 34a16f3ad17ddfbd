#!/usr/bin/env bash
# A new release on every node without dropping a request (docs/deploy.md), one node at a time:
# out of nginx's rotation (its upstream line marked `down`, nginx reloaded), restarted, healthy
# again, back in. scripts/cluster.mjs does the same steps in the browser test that proves it.
#
# Usage: deploy/rolling-restart.sh 3001 3002
# Settings (environment): UPSTREAM_FILE, the nginx file holding `upstream antojo`
# (/etc/nginx/sites-available/antojo); RESTART, the command that restarts one node, with %s for
# its port ("systemctl restart antojo@%s"); CHECK ("nginx -t -q") and RELOAD ("nginx -s reload");
# HEALTH_TIMEOUT (90 s). A node that does not come back stays out of rotation, and the script
# stops there with 1: the nodes not yet restarted keep the old release and keep answering.
set -euo pipefail
UPSTREAM_FILE="${UPSTREAM_FILE:-/etc/nginx/sites-available/antojo}"
RESTART="${RESTART:-systemctl restart antojo@%s}"
CHECK="${CHECK:-nginx -t -q}"
RELOAD="${RELOAD:-nginx -s reload}"
HEALTH_TIMEOUT="${HEALTH_TIMEOUT:-90}"
[ "$#" -gt 0 ] || { echo "usage: $0 PORT..." >&2; exit 2; }

# Marks the upstream line of 127.0.0.1:$1 down (or up again), then reloads nginx; the old
# workers finish what they hold, and a second later nothing new reaches that node.
mark() {
  local port="$1" state="$2"
  grep -Eq "^\s*server 127\.0\.0\.1:${port}[ ;]" "$UPSTREAM_FILE" ||
    { echo "no 'server 127.0.0.1:${port}' line in ${UPSTREAM_FILE}" >&2; exit 1; }
  if [ "$state" = down ]; then
    sed -Ei "s/^(\s*server 127\.0\.0\.1:${port}\b[^;]*)(;)/\1 down\2/; s/ down down;/ down;/" "$UPSTREAM_FILE"
  else
    sed -Ei "s/^(\s*server 127\.0\.0\.1:${port}\b[^;]*) down;/\1;/" "$UPSTREAM_FILE"
  fi
  bash -c "$CHECK"
  bash -c "$RELOAD"
  sleep 1
}

for port in "$@"; do
  echo "node ${port}: out of rotation"
  mark "$port" down
  # shellcheck disable=SC2059
  bash -c "$(printf "$RESTART" "$port")"
  echo "node ${port}: restarted, waiting for it to answer"
  for _ in $(seq 1 "$HEALTH_TIMEOUT"); do
    if curl -fs -o /dev/null "http://127.0.0.1:${port}/api/health"; then break; fi
    sleep 1
  done
  curl -fsS -o /dev/null "http://127.0.0.1:${port}/api/health" ||
    { echo "node ${port} does not answer; it stays out of rotation" >&2; exit 1; }
  mark "$port" up
  echo "node ${port}: back in rotation"
done
