#!/bin/sh
# gcnjit run with buffers from files and --out: saxpy over x = 0..63 read
# from a file, y written back to a file and compared byte for byte with the
# expected 2x + 1; a file of the wrong size is a one-line usage error.
# Usage: run_io_test.sh GCNJIT SAXPY_CODE_OBJECT WORK_DIR
set -eu
GCNJIT=$1 CO=$2 WORK=$3
mkdir -p "$WORK"
python3 -c "import struct,sys; sys.stdout.buffer.write(struct.pack('<64f', *range(64)))" > "$WORK/x.bin"
python3 -c "import struct,sys; sys.stdout.buffer.write(struct.pack('<64f', *[2*i+1 for i in range(64)]))" > "$WORK/want.bin"
"$GCNJIT" run "$CO" --kernel saxpy --grid 64 --block 64 --arg f32:2 --arg "buf:64:f32:file=$WORK/x.bin" \
  --arg buf:64:f32:fill=1 --out "2=$WORK/y.bin" > /dev/null
cmp "$WORK/y.bin" "$WORK/want.bin"
if "$GCNJIT" run "$CO" --kernel saxpy --grid 64 --block 64 --arg f32:2 --arg "buf:65:f32:file=$WORK/x.bin" \
     --arg buf:64:f32 > /dev/null 2> "$WORK/err"; then
  echo "FAIL: a file of the wrong size was accepted"; exit 1
fi
grep -q "holds 256 bytes; the buffer needs 260" "$WORK/err" || { echo "FAIL: $(cat "$WORK/err")"; exit 1; }
echo "run_io_test: ok"
