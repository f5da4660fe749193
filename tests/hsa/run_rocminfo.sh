#!/bin/sh
# Runs Debian's rocminfo, unmodified, against gcnjit's libhsa-runtime64.so.1
# (in directory $1); further arguments go to rocminfo.
#
# Before it asks the HSA runtime anything, rocminfo checks for AMD's kernel
# driver: libkmod must list the amdgpu module in /proc/modules (and find its
# /sys/module/amdgpu/holders), and /dev/kfd must open read-write. A host
# without an AMD GPU (or a container) has none of them, so rocminfo runs in a
# private mount namespace (unshare -m, which needs root or CAP_SYS_ADMIN)
# whose /proc, /dev and /sys/module are tmpfs copies: links to every entry of
# the real ones, plus a /proc/modules naming amdgpu, its holders directory
# and a /dev/kfd that is /dev/null. rocminfo and every library it loads are
# Debian's, but for libhsa-runtime64.so.1.
set -eu
lib=$1
shift
work=$(mktemp -d)
trap 'rmdir "$work/proc" "$work/dev" "$work/sys/module" "$work/sys" "$work"' EXIT
mkdir -p "$work/proc" "$work/dev" "$work/sys/module"
unshare -m sh -eu -c '
  work=$1; lib=$2; shift 2
  mount --make-rprivate /
  for dir in proc dev sys/module; do
    mount --rbind /$dir "$work/$dir"
    mount -t tmpfs tmpfs /$dir
    for entry in "$work/$dir"/* "$work/$dir"/.[!.]*; do
      [ -e "$entry" ] || [ -L "$entry" ] || continue
      ln -s "$entry" /$dir/
    done
  done
  echo "amdgpu 16384 0 - Live 0x0000000000000000" >/proc/modules
  mkdir -p /sys/module/amdgpu/holders
  ln -s "$work/dev/null" /dev/kfd
  LD_LIBRARY_PATH="$lib" rocminfo "$@"
' rocminfo "$work" "$lib" "$@"
