#!/usr/bin/env python3
"""Time from process start to the first kernel done, cold and from the
translation cache: runs a HIP program (against gcnjit's libamdhip64) with an
empty GCNJIT_CACHE_DIR, then again with the cache that run filled, RUNS
times each, and prints the spread. The first kernel is done when the HIP
library logs its launch (GCNJIT_HIP_LOG=1 logs a launch after it finished).

  scripts/first_launch_latency.py [--runs N] -- PROGRAM [ARGS...]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def first_launch_ms(command, env):
    started = time.perf_counter()
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    first = None
    for line in process.stderr:
        if first is None and line.startswith("gcnjit HIP: launch "):
            first = (time.perf_counter() - started) * 1000.0
    total = (time.perf_counter() - started) * 1000.0
    if process.wait() != 0:
        sys.exit(f"{command[0]} failed (exit {process.returncode})")
    if first is None:
        sys.exit(f"{command[0]} launched no kernel")
    return first, total


def spread(values):
    return f"{min(values):7.1f} {statistics.median(values):7.1f} {max(values):7.1f}"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("command", nargs="+")
    args = parser.parse_args()
    results = {"cold": ([], []), "cached": ([], [])}
    for _ in range(args.runs):
        directory = tempfile.mkdtemp(prefix="gcnjit-latency-")
        try:
            env = dict(os.environ, GCNJIT_HIP_LOG="1", GCNJIT_CACHE="1", GCNJIT_CACHE_DIR=directory)
            for kind in ("cold", "cached"):
                first, total = first_launch_ms(args.command, env)
                results[kind][0].append(first)
                results[kind][1].append(total)
        finally:
            shutil.rmtree(directory)
    print(f"{args.runs} runs each, ms (min median max)")
    print("         first kernel done           whole process")
    for kind, (first, total) in results.items():
        print(f"{kind:7s}  {spread(first)}   {spread(total)}")


if __name__ == "__main__":
    main()
