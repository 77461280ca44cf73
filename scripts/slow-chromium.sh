#!/bin/sh
# Debian's Chromium held to a share of one core (SLOW_CHROMIUM_CPU, default 0.5), for the e2e suite
# on a slow day on demand: CHROME_PATH=scripts/slow-chromium.sh npm run test:e2e
# CI's slow days (the whole run 2.5× slower) found races the suite never showed on an ordinary
# one; the CPU throttling of Chrome's DevTools slows the page's thread only, this the whole
# browser. Needs root and the kernel's CPU controller (cgroup v1 or v2); without them it runs
# Chromium as it is and says so.
share="${SLOW_CHROMIUM_CPU:-0.5}"
quota=$(awk -v s="$share" 'BEGIN { printf "%d", s * 100000 }')
if [ -f /sys/fs/cgroup/cgroup.controllers ]; then
  group=/sys/fs/cgroup/slow-chromium
  mkdir -p "$group" 2>/dev/null && echo "$quota 100000" > "$group/cpu.max" 2>/dev/null &&
    echo $$ > "$group/cgroup.procs" 2>/dev/null
else
  group=/sys/fs/cgroup/cpu/slow-chromium
  mkdir -p "$group" 2>/dev/null && echo 100000 > "$group/cpu.cfs_period_us" 2>/dev/null &&
    echo "$quota" > "$group/cpu.cfs_quota_us" 2>/dev/null && echo $$ > "$group/tasks" 2>/dev/null
fi || echo "slow-chromium: no CPU cgroup here, Chromium runs at full speed" >&2
exec /usr/bin/chromium "$@"
