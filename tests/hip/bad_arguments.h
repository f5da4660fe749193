// Shared by the invalid_arguments*.hip programs: a table of calls with bad
// arguments (null outputs, made-up or destroyed handles, zero or
// overflowing sizes, wrong kinds and flags) and the code AMD's ROCm 5.2
// runtime returns for each. Every row names the export it calls first in
// its text ("hipEventQuery(null)"): check_bad_argument_rows.sh collects
// those names and fails when an implemented export has no row.
//
// A program's arguments choose what runTable does:
//   (none)        run every row: the call returns its code, which is then
//                 the thread's last error (hipGetLastError returns it once)
//   --list-calls  print the export each row calls, one a line; run nothing
//   --fork        run each row in a child process and report a crash or a
//                 hang as such: for running a table against AMD's own
//                 library, which reads through some of the bad pointers
#pragma once
#include <sys/wait.h>
#include <unistd.h>

#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include "check.h"

template <class Code>
struct BadCall {
  const char* call;
  Code expected;
  std::function<Code()> run;
};

enum class TableMode { Check, ListCalls, Fork };

inline TableMode tableMode(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--list-calls") == 0) return TableMode::ListCalls;
    if (std::strcmp(argv[i], "--fork") == 0) return TableMode::Fork;
  }
  return TableMode::Check;
}

// The export a row calls: its text up to the first '('.
inline std::string calledExport(const char* call) {
  const char* open = std::strchr(call, '(');
  return open ? std::string(call, open) : std::string(call);
}

struct CallOutcome {
  int code;
  int lastError;
};

// Runs one row in a child process; false when the child crashed or hung
// (printed), otherwise the outcome read back through a pipe.
template <class Code>
bool runForked(const BadCall<Code>& c, bool keepsLastError, CallOutcome& outcome) {
  int fds[2];
  if (pipe(fds) != 0) return false;
  std::fflush(stdout);
  pid_t child = fork();
  if (child == 0) {
    close(fds[0]);
    alarm(20);
    CallOutcome o{};
    o.code = int(c.run());
    o.lastError = keepsLastError ? int(hipGetLastError()) : o.code;
    ssize_t written = write(fds[1], &o, sizeof o);
    _exit(written == sizeof o ? 0 : 1);
  }
  close(fds[1]);
  ssize_t got = read(fds[0], &outcome, sizeof outcome);
  close(fds[0]);
  int status = 0;
  waitpid(child, &status, 0);
  if (got != sizeof outcome) {
    std::printf("%s: the call %s\n", c.call,
                WIFSIGNALED(status) ? strsignal(WTERMSIG(status)) : "did not return");
    return false;
  }
  return true;
}

// keepsLastError: the calls record their code as the thread's last error
// (the HIP API does, hiprtc does not).
template <class Code>
void runTable(const std::vector<BadCall<Code>>& cases, TableMode mode, const char* (*codeName)(Code),
              bool keepsLastError) {
  if (mode == TableMode::ListCalls) {
    for (const BadCall<Code>& c : cases) std::printf("%s\n", calledExport(c.call).c_str());
    return;
  }
  if (keepsLastError) (void)hipGetLastError();
  int crashed = 0;
  for (const BadCall<Code>& c : cases) {
    CallOutcome o{};
    if (mode == TableMode::Fork) {
      if (!runForked(c, keepsLastError, o)) {
        ++crashed;
        ++g_failures;
        continue;
      }
    } else {
      o.code = int(c.run());
      o.lastError = keepsLastError ? int(hipGetLastError()) : o.code;
    }
    // Every mismatch is printed (EXPECT prints the first ten): a run against
    // AMD's library lists all its differences.
    if (o.code != int(c.expected)) {
      ++g_failures;
      std::printf("%s returned %s, expected %s\n", c.call, codeName(Code(o.code)), codeName(c.expected));
    } else if (o.lastError != o.code) {
      ++g_failures;
      std::printf("%s: last error %s\n", c.call, codeName(Code(o.lastError)));
    }
  }
  std::printf("%zu invalid calls checked%s\n", cases.size(),
              crashed ? (" (" + std::to_string(crashed) + " did not return)").c_str() : "");
}

inline void runTable(const std::vector<BadCall<hipError_t>>& cases, TableMode mode) {
  runTable(cases, mode, hipGetErrorName, true);
}

// A call to an export whose result is not an error code (a name, a device
// ordinal, a flag): the row holds when the result is the one AMD's gives.
struct ValueCall {
  const char* call;
  std::function<bool()> holds;
};

inline const char* holdsName(int holds) { return holds ? "the expected result" : "another result"; }

inline void runTable(const std::vector<ValueCall>& cases, TableMode mode) {
  std::vector<BadCall<int>> asCodes;
  for (const ValueCall& c : cases) asCodes.push_back({c.call, 1, [holds = c.holds] { return int(holds()); }});
  runTable(asCodes, mode, holdsName, false);
}

// The program's result: in --list-calls mode nothing was checked.
inline int finishTable(const char* name, TableMode mode) {
  return mode == TableMode::ListCalls ? 0 : finish(name);
}
