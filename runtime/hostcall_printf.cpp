#include "runtime/hostcall_printf.h"

#include <cctype>
#include <cstdio>
#include <cstring>

namespace gcnjit::runtime {
namespace {

constexpr std::uint64_t kBegin = 1, kEnd = 2;

// Reads the NUL-terminated string packed from words[*next], advancing past
// its words.
std::string takeString(std::span<const std::uint64_t> words, std::size_t& next) {
  std::string text;
  while (next < words.size()) {
    char bytes[8];
    std::memcpy(bytes, &words[next++], 8);
    std::size_t length = strnlen(bytes, 8);
    text.append(bytes, length);
    if (length < 8) break;
  }
  return text;
}

// One conversion specification ("%-08.3lld"): its text and what it takes.
struct Spec {
  std::string text;
  char conversion = 0;
  bool longArgument = false;  // l, ll, j, z, t: a 64-bit integer
};

template <class T>
void appendFormatted(std::string& out, const std::string& spec, T value) {
  int size = std::snprintf(nullptr, 0, spec.c_str(), value);
  if (size <= 0) return;
  std::string piece(std::size_t(size) + 1, '\0');
  std::snprintf(piece.data(), piece.size(), spec.c_str(), value);
  out.append(piece.data(), std::size_t(size));
}

}  // namespace

std::string formatPrintf(std::span<const std::uint64_t> words) {
  std::size_t next = 0;
  const std::string format = takeString(words, next);
  auto argument = [&](std::uint64_t& value) {
    if (next >= words.size()) return false;
    value = words[next++];
    return true;
  };
  std::string out;
  for (std::size_t i = 0; i < format.size(); ++i) {
    if (format[i] != '%') {
      out += format[i];
      continue;
    }
    if (i + 1 < format.size() && format[i + 1] == '%') {
      out += '%';
      ++i;
      continue;
    }
    // %[flags][width][.precision][length]conversion; '*' takes an int argument.
    Spec spec{"%"};
    std::size_t j = i + 1;
    bool missing = false;
    auto copyNumberOrStar = [&] {
      if (j < format.size() && format[j] == '*') {
        std::uint64_t v = 0;
        missing |= !argument(v);
        spec.text += std::to_string(std::int32_t(v));
        ++j;
        return;
      }
      while (j < format.size() && std::isdigit(static_cast<unsigned char>(format[j]))) spec.text += format[j++];
    };
    while (j < format.size() && std::strchr("-+ #0", format[j])) spec.text += format[j++];
    copyNumberOrStar();
    if (j < format.size() && format[j] == '.') {
      spec.text += format[j++];
      copyNumberOrStar();
    }
    std::size_t lengthStart = j;
    while (j < format.size() && std::strchr("hljztL", format[j])) ++j;
    std::string length = format.substr(lengthStart, j - lengthStart);
    if (j >= format.size()) {  // a lone '%' at the end prints as itself
      out += format.substr(i);
      break;
    }
    spec.conversion = format[j];
    spec.longArgument = !length.empty() && std::strchr("ljzt", length[0]);
    std::uint64_t value = 0;
    if (spec.conversion == 's') {
      if (next >= words.size()) missing = true;
      if (!missing) appendFormatted(out, spec.text + "s", takeString(words, next).c_str());
    } else if (std::strchr("diouxXc", spec.conversion)) {
      missing |= !argument(value);
      std::string h = length.rfind('h', 0) == 0 ? length : "";  // hh/h narrow as printf would
      if (!missing && spec.longArgument) appendFormatted(out, spec.text + "ll" + spec.conversion, (long long)value);
      if (!missing && !spec.longArgument) appendFormatted(out, spec.text + h + spec.conversion, int(value));
    } else if (std::strchr("fFeEgGaA", spec.conversion)) {
      missing |= !argument(value);
      double d;
      std::memcpy(&d, &value, sizeof d);
      if (!missing) appendFormatted(out, spec.text + spec.conversion, d);
    } else if (spec.conversion == 'p') {
      missing |= !argument(value);
      if (!missing) appendFormatted(out, spec.text + "p", reinterpret_cast<void*>(value));
    } else {
      out += format.substr(i, j + 1 - i);  // not a conversion printf knows: as written
    }
    if (missing) out += format.substr(i, j + 1 - i);
    i = j;
  }
  return out;
}

void PrintfService::handle(std::uint64_t* words) {
  std::uint64_t descriptor = words[0];
  unsigned count = unsigned(descriptor >> 5) & 7;
  std::lock_guard lock(mutex_);
  std::uint64_t id = descriptor >> 8;
  if (descriptor & kBegin) {
    id = nextId_++;
    messages_[id].clear();
  }
  std::vector<std::uint64_t>& message = messages_[id];
  message.insert(message.end(), words + 1, words + 1 + count);
  words[1] = 0;
  if (!(descriptor & kEnd)) {
    words[0] = id << 8;  // the descriptor of the next piece
    return;
  }
  std::string text = message.empty() ? "" : formatPrintf(std::span(message).subspan(1));
  std::FILE* stream = !message.empty() && message[0] == 1 ? stderr : stdout;
  std::fwrite(text.data(), 1, text.size(), stream);
  messages_.erase(id);
  words[0] = text.size();  // printf's return value
}

}  // namespace gcnjit::runtime
