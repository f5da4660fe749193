#include "command_line.h"

#include <cstdio>

namespace gcnjit::cli {

std::optional<Target> CommandLine::target() const {
  std::optional<std::string> t = value("--target");
  if (!t) return std::nullopt;
  std::optional<Target> parsed = parseTarget(*t);
  if (!parsed) throw UsageError("unknown target '" + *t + "' (gfx900, gfx906 or gfx908)");
  return parsed;
}

CommandLine parseCommandLine(const Args& args, const std::set<std::string>& valueOptions,
                             const std::set<std::string>& flagOptions, bool fileRequired) {
  CommandLine cl;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--help" || a == "-h") {
      cl.help = true;
    } else if (valueOptions.count(a)) {
      if (i + 1 == args.size()) throw UsageError(a + " needs a value");
      cl.values[a] = args[++i];
      cl.repeated[a].push_back(args[i]);
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
  if (fileRequired && !cl.help && cl.file.empty()) throw UsageError("missing FILE");
  return cl;
}

std::optional<CommandLine> parseCommand(const CommandSpec& spec, const Args& args, int& exitCode) {
  try {
    CommandLine cl = parseCommandLine(args, spec.valueOptions, spec.flagOptions);
    if (cl.help) {
      std::fputs(spec.help, stdout);
      exitCode = 0;
      return std::nullopt;
    }
    cl.target();
    for (const std::string& option : spec.requiredOptions)
      if (!cl.value(option)) throw UsageError(option + " is required");
    return cl;
  } catch (const UsageError& e) {
    std::fprintf(stderr, "gcnjit %s: %s (see gcnjit %s --help)\n", spec.name, e.what(), spec.name);
    exitCode = 2;
    return std::nullopt;
  }
}

}  // namespace gcnjit::cli
