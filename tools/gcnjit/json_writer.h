// A minimal streaming JSON writer for `gcnjit info --json` and
// `gcnjit-bench --json`: objects, arrays, strings, numbers, booleans and
// null, indented two spaces per level.
#pragma once
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

namespace gcnjit::cli {

class JsonWriter {
 public:
  void beginObject() { open('{'); }
  void endObject() { close('}'); }
  void beginArray() { open('['); }
  void endArray() { close(']'); }

  // Inside an object every value is preceded by its key.
  JsonWriter& key(std::string_view k) {
    separate();
    quote(k);
    out_ += ": ";
    afterKey_ = true;
    return *this;
  }
  void value(std::string_view s) { separate(); quote(s); }
  void value(const char* s) { value(std::string_view(s)); }
  void value(bool b) { separate(); out_ += b ? "true" : "false"; }
  void value(uint64_t v) { separate(); out_ += std::to_string(v); }
  void value(int64_t v) { separate(); out_ += std::to_string(v); }
  void value(uint32_t v) { value(uint64_t(v)); }
  void value(int v) { value(int64_t(v)); }
  void value(double v) {
    if (!std::isfinite(v)) return null();
    char text[32];
    std::snprintf(text, sizeof text, "%.6g", v);
    separate();
    out_ += text;
  }
  void null() { separate(); out_ += "null"; }

  const std::string& str() const { return out_; }

 private:
  void separate() {
    if (afterKey_) {
      afterKey_ = false;
      return;
    }
    if (!first_.empty()) {
      if (!first_.back()) out_ += ',';
      first_.back() = false;
      newline();
    }
  }
  void open(char c) {
    separate();
    out_ += c;
    first_.push_back(true);
  }
  void close(char c) {
    bool empty = first_.back();
    first_.pop_back();
    if (!empty) newline();
    out_ += c;
    if (first_.empty()) out_ += '\n';
  }
  void newline() {
    out_ += '\n';
    out_.append(2 * first_.size(), ' ');
  }
  void quote(std::string_view s) {
    out_ += '"';
    for (char c : s) {
      unsigned char u = static_cast<unsigned char>(c);
      if (c == '"' || c == '\\') {
        out_ += '\\';
        out_ += c;
      } else if (u < 0x20) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\u%04x", u);
        out_ += buf;
      } else {
        out_ += c;
      }
    }
    out_ += '"';
  }

  std::string out_;
  std::vector<bool> first_;  // per open container: nothing written yet
  bool afterKey_ = false;
};

}  // namespace gcnjit::cli
