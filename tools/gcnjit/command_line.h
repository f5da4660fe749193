// Parsing of "FILE [--option VALUE] [--flag]" argument lists shared by the
// subcommands. Errors are one-line UsageError messages.
#pragma once
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "commands.h"
#include "isa/target.h"

namespace gcnjit::cli {

class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct CommandLine {
  bool help = false;
  std::string file;
  std::map<std::string, std::string> values;  // "--target" -> "gfx908" (the last one given)
  std::map<std::string, std::vector<std::string>> repeated;  // every value, in order
  std::set<std::string> flags;                // "--json"

  std::optional<std::string> value(const std::string& option) const {
    auto it = values.find(option);
    return it == values.end() ? std::nullopt : std::optional<std::string>(it->second);
  }
  // Every value of an option that may be repeated ("--arg A --arg B").
  std::vector<std::string> all(const std::string& option) const {
    auto it = repeated.find(option);
    return it == repeated.end() ? std::vector<std::string>{} : it->second;
  }
  bool flag(const std::string& option) const { return flags.count(option) != 0; }
  // --target as a processor; UsageError if it names none of gcnjit's.
  std::optional<Target> target() const;
};

// UsageError for unknown options and, when `fileRequired`, a missing FILE.
CommandLine parseCommandLine(const Args& args, const std::set<std::string>& valueOptions,
                             const std::set<std::string>& flagOptions, bool fileRequired = true);

// What a subcommand accepts: its name and help text, its options, and the
// value options it cannot do without.
struct CommandSpec {
  const char* name;
  const char* help;
  std::set<std::string> valueOptions, flagOptions, requiredOptions;
};

// Parses `args` for `spec` and checks --target. Returns nullopt when the
// command should stop: after printing the help (exitCode 0) or a one-line
// usage error (exitCode 2).
std::optional<CommandLine> parseCommand(const CommandSpec& spec, const Args& args, int& exitCode);

}  // namespace gcnjit::cli
