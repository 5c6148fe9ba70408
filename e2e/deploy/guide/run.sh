#!/bin/bash
# Runs docs/deployment.md's shell blocks as written (e2e/deploy/guide.spec.ts writes them, in order, into
# $state/blocks/outer-N.sh and inner-N.sh) in private namespaces, so that nothing on the machine changes.
# The test starts it as:  unshare --mount --propagation private bash run.sh STATE
#  1. /etc, /opt, /var, /run and /root become overlays: the machine's files show through, and whatever
#     the guide writes (its user, /opt/credit-portal, /etc/credit-portal, the units, nginx's site, logs,
#     pid files, caches) lands in $state/overlay and is gone from view with the namespace.
#     The build reuses the machine's pnpm store (the test names it in $state/pnpm-store): root's pnpm
#     settings (~/.config/pnpm/rc) get its store-dir, since pnpm otherwise keeps a store on the project's
#     own mount (/opt, an overlay here) and would download every package again. Packages are copied from
#     it (no hard links across mounts), so the chown of §2 cannot reach the machine's store.
#  2. The blocks run in one root shell, in order (`cd` carries over), each command stopping the run when
#     it fails (bash -e), traced into $state/guide.log. The shell has Debian's PATH with this folder's
#     shims in front (sudo, systemctl, apt-get: see each).
#  3. §1 and §2 run on the machine's network (the build installs the pinned pnpm from the registry); then
#     the shell moves into a network namespace of its own (loopback only), so the guide's fixed ports (80,
#     4173, 4174, 4175) cannot meet the machine's, and a PID namespace of its own, so that every process
#     the guide starts ends with it.
#  4. When every block has run, $state/status says `ready` (else `failed STATUS`) and the namespaces stay
#     up for the test's checks (nsenter --target $(cat $state/namespace.pid) --mount --net) until
#     $state/stop appears; then the units are stopped, nginx quits, and the namespaces end.
set -euo pipefail
state=$1
phase=${2:-outer}
here=$(cd "$(dirname "$0")" && pwd)
export PATH="$here:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
log=$state/guide.log

# The blocks of one phase as a script: each sourced in turn, announced in the log, each command traced
# with the second it started, for the test's account of where the time goes (bash takes no PS4 from the
# environment when run as root).
phase_script() {
  local block
  echo "PS4='+ [\$(date +%s)] '"
  for block in "$state/blocks/$1"-*.sh; do
    printf 'echo %q >&2\nsource %q\n' "### ${block##*/}" "$block"
  done
}

if [[ $phase == outer ]]; then
  for dir in etc opt var run root; do
    mkdir -p "$state/overlay/$dir/upper" "$state/overlay/$dir/work"
    mount -t overlay overlay -o "lowerdir=/$dir,upperdir=$state/overlay/$dir/upper,workdir=$state/overlay/$dir/work" "/$dir"
  done
  # The guide clones https://git.example.gov.cn/credit-portal.git: here the test's copy of this checkout
  # ($state/git/credit-portal.git), through git's own setting, in the private /etc.
  mkdir -p /root/.config/pnpm
  printf '\nstore-dir=%s\n' "$(cat "$state/pnpm-store")" >>/root/.config/pnpm/rc
  git config --system url."file://$state/git/".insteadOf https://git.example.gov.cn/
  {
    echo 'cd ~'
    phase_script outer
    printf 'exec unshare --net --pid --fork --kill-child --mount-proc bash %q %q inner\n' "$here/run.sh" "$state"
  } >"$state/outer.sh"
  bash -e -x "$state/outer.sh" >>"$log" 2>&1 &
  echo $! >"$state/namespace.pid"
  status=0
  wait $! || status=$?
  [[ -s $state/status ]] || echo "failed $status" >"$state/status"
  exit 0
fi

# Inner: PID 1 of the new PID namespace, in the folder the blocks so far left the shell in.
ip link set lo up
teardown() {
  local pidfile
  for pidfile in /run/credit-portal-guide/*.pid; do
    [[ -f $pidfile ]] && systemctl stop "$(basename "$pidfile" .pid)" || true
  done
  if [[ -f /run/nginx.pid ]]; then /usr/sbin/nginx -s quit 2>/dev/null || true; fi
}
trap teardown EXIT
phase_script inner >"$state/inner.sh"
if bash -e -x "$state/inner.sh" >>"$log" 2>&1; then
  echo ready >"$state/status"
  while [[ ! -e $state/stop ]]; do sleep 0.2; done
else
  echo "failed $?" >"$state/status"
fi
