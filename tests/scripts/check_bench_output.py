#!/usr/bin/env python3
"""Checks what `gcnjit-bench --json FILE --plot FILE.svg` wrote: the JSON has a
host object, one record per kernel and implementation (native and every
gcnjit mode for each kernel, all agreeing with native), and a summary with
geomean_vs_native and geomean_vs_pocl; the plot is an SVG naming every kernel."""
import json
import sys


def main(json_path, svg_path):
    with open(json_path) as f:
        data = json.load(f)
    errors = []
    for key in ("host", "records", "summary", "target"):
        if key not in data:
            errors.append(f"missing '{key}'")
    summary = data.get("summary", {})
    for key in ("geomean_vs_native", "geomean_vs_pocl", "modes"):
        if key not in summary:
            errors.append(f"summary lacks '{key}'")
    if not isinstance(summary.get("geomean_vs_native"), (int, float)):
        errors.append("geomean_vs_native is not a number")
    kernels = {}
    for record in data.get("records", []):
        for key in ("kernel", "impl", "status", "median_ms", "unit", "rate"):
            if key not in record:
                errors.append(f"record {record} lacks '{key}'")
        kernels.setdefault(record.get("kernel"), []).append(record)
        if record.get("impl", "").startswith("gcnjit") and record.get("status") != "ok":
            errors.append(f"{record.get('kernel')} on {record.get('impl')}: {record.get('status')}")
    if len(kernels) < 14:
        errors.append(f"only {len(kernels)} kernels in the records")
    for name, records in kernels.items():
        impls = {r.get("impl") for r in records}
        if "native" not in impls or not any(i.startswith("gcnjit-") for i in impls):
            errors.append(f"{name}: implementations {sorted(impls)}")
    with open(svg_path) as f:
        svg = f.read()
    if not svg.startswith("<svg"):
        errors.append("the plot is not an SVG")
    for name in kernels:
        if name != "empty" and f">{name}<" not in svg:
            errors.append(f"the plot does not name {name}")
    for e in errors:
        print(f"{json_path}: {e}")
    if not errors:
        print(f"{json_path}: {len(kernels)} kernels, {len(data['records'])} records; plot ok")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
