// The printf service of ROCm's hostcall (service 2): lanes send a message in
// pieces (ockl __ockl_printf_begin / _append_args / _append_string_n), each
// packet's first word a descriptor: bit 0 begins a message, bit 1 ends it,
// bits 7:5 count the data words that follow (0-7), bits 63:8 name the message
// (the id the host returned for the previous piece). A finished message is
// [stream: 0 stdout, 1 stderr][format string][arguments], strings packed 8
// bytes a word with their NUL, every other argument one 64-bit word (floats
// as doubles, integers zero-extended, pointers as addresses).
#pragma once

#include <cstdint>
#include <map>
#include <mutex>
#include <span>
#include <string>
#include <vector>

namespace gcnjit::runtime {

class PrintfService {
 public:
  // Handles one lane's packet: `words` are its 8 words; the reply goes into
  // words[0] and words[1].
  void handle(std::uint64_t* words);

 private:
  std::mutex mutex_;
  std::uint64_t nextId_ = 1;
  std::map<std::uint64_t, std::vector<std::uint64_t>> messages_;
};

// The text printf would print for a finished message's format and arguments
// (`words` after the stream word). Exposed for tests.
std::string formatPrintf(std::span<const std::uint64_t> words);

}  // namespace gcnjit::runtime
