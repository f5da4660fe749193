// The printf service of the hostcall buffer: formatting of a finished
// message, and the descriptor protocol of messages sent in pieces.
#include <catch2/catch.hpp>

#include <cstring>
#include <string>
#include <vector>

#include "runtime/hostcall_printf.h"

namespace {

using gcnjit::runtime::formatPrintf;

// A string packed as the device sends it: 8 bytes a word, NUL included.
void pack(std::vector<std::uint64_t>& words, const std::string& text) {
  std::string padded = text;
  padded.resize((text.size() + 1 + 7) / 8 * 8, '\0');
  for (std::size_t i = 0; i < padded.size(); i += 8) {
    std::uint64_t w;
    std::memcpy(&w, padded.data() + i, 8);
    words.push_back(w);
  }
}

std::uint64_t bitsOf(double d) {
  std::uint64_t w;
  std::memcpy(&w, &d, 8);
  return w;
}

}  // namespace

TEST_CASE("hostcall printf: conversions as the host's printf makes them", "[hostcall]") {
  std::vector<std::uint64_t> words;
  pack(words, "%d|%5.2f|%s|%c|%ld|%x|%*d|%%|%-4u|%e\n");
  words.push_back(std::uint64_t(std::uint32_t(-42)));  // ints arrive zero-extended
  words.push_back(bitsOf(3.14159));
  pack(words, "a string longer than one word");
  words.push_back('z');
  words.push_back(std::uint64_t(-5000000000LL));
  words.push_back(255);
  words.push_back(6);
  words.push_back(7);
  words.push_back(12);
  words.push_back(bitsOf(-1.5e-7));
  char expected[256];
  std::snprintf(expected, sizeof expected, "%d|%5.2f|%s|%c|%ld|%x|%*d|%%|%-4u|%e\n", -42, 3.14159,
                "a string longer than one word", 'z', -5000000000L, 255, 6, 7, 12u, -1.5e-7);
  CHECK(formatPrintf(words) == expected);
}

TEST_CASE("hostcall printf: missing arguments print the conversion as written", "[hostcall]") {
  std::vector<std::uint64_t> words;
  pack(words, "x=%d y=%d end %");
  words.push_back(1);
  CHECK(formatPrintf(words) == "x=1 y=%d end %");
}

TEST_CASE("hostcall printf: pieces of a message carry the id the host returned", "[hostcall]") {
  gcnjit::runtime::PrintfService service;
  // Begin (bit 0) with one data word, as __ockl_printf_begin sends it.
  std::uint64_t first[8] = {1 | (1 << 5), 0};
  service.handle(first);
  std::uint64_t id = first[0] >> 8;
  CHECK(id != 0);
  CHECK((first[0] & 0xff) == 0);
  std::uint64_t second[8] = {first[0] | (2 << 5), 11, 12};
  service.handle(second);
  CHECK(second[0] == first[0]);
  // Another message begun meanwhile gets another id.
  std::uint64_t other[8] = {1 | (1 << 5), 0};
  service.handle(other);
  CHECK((other[0] >> 8) != id);
}
