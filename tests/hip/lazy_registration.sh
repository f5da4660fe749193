#!/bin/sh
# Registering a fat binary loads nothing: only those a kernel of which runs
# are loaded. PROGRAM (rocsparse_csr: librocsparse registers over 200 fat
# binaries and the program uses kernels of a few) must load fewer than a
# tenth of the fat binaries it registers, and pass.
#   lazy_registration.sh PROGRAM [ARGS...]
log=$(GCNJIT_HIP_LOG=1 "$@" 2>&1) || { echo "$log" | tail -20; exit 1; }
registered=$(echo "$log" | grep -c '^gcnjit HIP: registered the fat binary at ')
loaded=$(echo "$log" | grep -c '^gcnjit HIP: loaded the fat binary at ')
echo "$1: $loaded of $registered registered fat binaries loaded"
[ "$registered" -gt 0 ] && [ $((loaded * 10)) -lt "$registered" ]
