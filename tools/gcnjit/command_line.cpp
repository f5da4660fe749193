#include "command_line.h"

namespace gcnjit::cli {

std::optional<Target> CommandLine::target() const {
  std::optional<std::string> t = value("--target");
  if (!t) return std::nullopt;
  std::optional<Target> parsed = parseTarget(*t);
  if (!parsed) throw UsageError("unknown target '" + *t + "' (gfx900, gfx906 or gfx908)");
  return parsed;
}

CommandLine parseCommandLine(const Args& args, const std::set<std::string>& valueOptions,
                             const std::set<std::string>& flagOptions) {
  CommandLine cl;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--help" || a == "-h") {
      cl.help = true;
    } else if (valueOptions.count(a)) {
      if (i + 1 == args.size()) throw UsageError(a + " needs a value");
      cl.values[a] = args[++i];
    } else if (flagOptions.count(a)) {
      cl.flags.insert(a);
    } else if (a.starts_with("-")) {
      throw UsageError("unknown option '" + a + "'");
    } else if (cl.file.empty()) {
      cl.file = a;
    } else {
      throw UsageError("unexpected argument '" + a + "'");
    }
  }
  if (!cl.help && cl.file.empty()) throw UsageError("missing FILE");
  return cl;
}

}  // namespace gcnjit::cli
