#!/bin/sh
# gcnjit info / disasm / x86 from the outside: help, exit codes, one-line errors
# naming the file, JSON that parses, listings equal to llvm-objdump-15 -d.
# Usage: cli_test.sh GCNJIT FIXTURE_DIR WORK_DIR
set -u
GCNJIT=$1 FIX=$2 WORK=$3
mkdir -p "$WORK"
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# expect_ok NAME COMMAND...: exit 0
expect_ok() {
  name=$1; shift
  "$@" > "$WORK/out" 2> "$WORK/err" || fail "$name: exit $? ($(cat "$WORK/err"))"
}
# expect_error NAME CODE TEXT COMMAND...: exit CODE, nothing on stdout, one
# stderr line containing TEXT
expect_error() {
  name=$1 code=$2 text=$3; shift 3
  "$@" > "$WORK/out" 2> "$WORK/err"
  rc=$?
  [ "$rc" -eq "$code" ] || fail "$name: exit $rc, want $code"
  [ "$(wc -l < "$WORK/err")" -eq 1 ] || fail "$name: stderr is not one line: $(cat "$WORK/err")"
  grep -qF -- "$text" "$WORK/err" || fail "$name: stderr lacks '$text': $(cat "$WORK/err")"
  [ ! -s "$WORK/out" ] || fail "$name: wrote to stdout"
}

for cmd in info disasm; do
  expect_ok "$cmd --help" "$GCNJIT" $cmd --help
  grep -q "^usage: gcnjit $cmd FILE" "$WORK/out" || fail "$cmd --help: no usage line"
  expect_error "$cmd without FILE" 2 "missing FILE" "$GCNJIT" $cmd
  expect_error "$cmd bad option" 2 "unknown option '--bogus'" "$GCNJIT" $cmd "$FIX/app" --bogus
  expect_error "$cmd bad target" 2 "unknown target 'gfx1030'" "$GCNJIT" $cmd "$FIX/app" --target gfx1030
  expect_error "$cmd missing file" 1 "$FIX/none: cannot open file" "$GCNJIT" $cmd "$FIX/none"
  echo text > "$WORK/text.co"
  expect_error "$cmd non-ELF" 1 "$WORK/text.co: not an ELF file" "$GCNJIT" $cmd "$WORK/text.co"
  head -c 1000 "$FIX/kernels-gfx908-v4.co" > "$WORK/truncated.co"
  expect_error "$cmd truncated" 1 "$WORK/truncated.co: " "$GCNJIT" $cmd "$WORK/truncated.co"
  expect_error "$cmd bundle without target" 1 "$FIX/app.bundle: no code object for gfx900" \
    "$GCNJIT" $cmd "$FIX/app.bundle" --target gfx900
done

# A plain code object: the listing is llvm-objdump's, header included.
expect_ok "disasm code object" "$GCNJIT" disasm "$FIX/kernels-gfx908-v4.co"
cmp -s "$WORK/out" "$FIX/kernels-gfx908-v4.co.objdump.txt" || fail "disasm differs from llvm-objdump -d"

# A HIP executable: one listing per target, each headed by FILE:TARGET; the
# rest of each equals llvm-objdump on the code object LLVM extracts.
expect_ok "disasm executable" "$GCNJIT" disasm "$FIX/app"
[ "$(grep -c 'file format elf64-amdgpu' "$WORK/out")" -eq 3 ] || fail "disasm app: not three listings"
expect_ok "disasm executable for gfx906" "$GCNJIT" disasm "$FIX/app" --target gfx906
sed -n 2p "$WORK/out" | grep -qxF "$FIX/app:gfx906:	file format elf64-amdgpu" || fail "disasm --target: header"
tail -n +3 "$WORK/out" > "$WORK/body"
tail -n +3 "$FIX/app.unbundled-gfx906.co.objdump.txt" | cmp -s - "$WORK/body" || fail "disasm --target: body differs"

expect_ok "disasm one kernel" "$GCNJIT" disasm "$FIX/kernels-gfx906-v4.co" --kernel axpy
grep -q "<axpy>:" "$WORK/out" && ! grep -q "<triangle>:" "$WORK/out" || fail "disasm --kernel: wrong symbols"
expect_error "disasm missing kernel" 1 "no symbol 'nope'" "$GCNJIT" disasm "$FIX/kernels-gfx906-v4.co" --kernel nope

expect_ok "info text" "$GCNJIT" info "$FIX/app.bundle"
grep -q "target gfx908:sramecc+:xnack-" "$WORK/out" || fail "info: no target line"
grep -q "kernel _Z5scalePffi" "$WORK/out" || fail "info: no kernel"
expect_ok "info json" "$GCNJIT" info "$FIX/app" --json
python3 -c 'import json,sys; d=json.load(sys.stdin); assert len(d["code_objects"]) == 3; assert d["code_objects"][0]["kernels"][0]["metadata"]["args"]' \
  < "$WORK/out" || fail "info --json: not the expected JSON"

# gcnjit x86 shows the code the runtime runs: as many bytes of code as the
# translation `gcnjit run` logs (GCNJIT_LOG_JIT), annotated with ELF addresses.
K="$FIX/kernels-gfx908-v4.co"
expect_ok "x86 stats" "$GCNJIT" x86 "$K" --kernel axpy --isa avx2 --stats
shown=$(sed -n 's/^; [0-9]* IR ops, \([0-9]*\) bytes of code.*/\1/p' "$WORK/out")
GCNJIT_ISA=avx2 GCNJIT_LOG_JIT=1 "$GCNJIT" run "$K" --kernel axpy --grid 64 --block 64 --arg buf:64:f32:fill=1 \
  --arg buf:64:f32:iota --arg f32:2 > /dev/null 2> "$WORK/err" || fail "run axpy: $(cat "$WORK/err")"
ran=$(sed -n 's/.*axpy: [0-9]* IR ops -> \([0-9]*\) bytes of avx2 code.*/\1/p' "$WORK/err")
[ -n "$shown" ] && [ "$shown" = "$ran" ] || fail "x86: ${shown:-no} bytes of code shown, ${ran:-no} bytes run"
expect_ok "x86 listing" "$GCNJIT" x86 "$K" --kernel axpy --isa avx2
grep -q "^;   GCN 0x2e00: s_load" "$WORK/out" || fail "x86: no annotated instruction at the kernel's ELF address 0x2e00"

[ "$failures" -eq 0 ] && echo "all CLI checks passed"
exit "$failures"
