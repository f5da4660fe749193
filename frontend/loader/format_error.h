// Internal failure of a loader part: the cause only, without a file name.
// The public entry points (loadCodeObjects, CodeObject::parse) turn it into
// LoadError "FILE: cause".
#pragma once
#include <stdexcept>

namespace gcnjit::loader {

class FormatError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace gcnjit::loader
