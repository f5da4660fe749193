// What the runtime writes on stderr while a CapturedStderr lives (its fault
// reports), read back with text(); stderr is restored when it ends.
#pragma once
#include <unistd.h>

#include <cstdio>
#include <string>

class CapturedStderr {
 public:
  CapturedStderr() : file_(std::tmpfile()), saved_(dup(2)) {
    std::fflush(stderr);
    if (file_) dup2(fileno(file_), 2);
  }
  ~CapturedStderr() {
    std::fflush(stderr);
    dup2(saved_, 2);
    close(saved_);
    if (file_) std::fclose(file_);
  }
  CapturedStderr(const CapturedStderr&) = delete;
  CapturedStderr& operator=(const CapturedStderr&) = delete;

  // Everything written so far; copied to the real stderr, for the test's log.
  // The file's offset (shared with fd 2) is left at its end.
  std::string text() {
    std::fflush(stderr);
    std::string all;
    if (!file_) return all;
    std::rewind(file_);
    char buffer[4096];
    for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, file_)) > 0;) all.append(buffer, n);
    std::fseek(file_, 0, SEEK_END);
    [[maybe_unused]] ssize_t copied = write(saved_, all.data(), all.size());
    return all;
  }

 private:
  std::FILE* file_;
  int saved_;
};
