// Subcommands of the gcnjit command-line tool. Each takes the arguments after
// its name and returns the process exit code; errors are one line on stderr.
#pragma once
#include <string>
#include <vector>

namespace gcnjit::cli {

using Args = std::vector<std::string>;
int runCfg(const Args& args);     // cmd_cfg.cpp
int runDisasm(const Args& args);  // cmd_disasm.cpp
int runExec(const Args& args);    // cmd_exec.cpp
int runHelperOps(const Args& args);  // cmd_helper_ops.cpp
int runInfo(const Args& args);    // cmd_info.cpp
int runIr(const Args& args);      // cmd_ir.cpp
int runRun(const Args& args);     // cmd_run.cpp
int runX86(const Args& args);     // cmd_x86.cpp

}  // namespace gcnjit::cli
