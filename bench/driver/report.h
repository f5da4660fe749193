// gcnjit-bench's outputs: the table on stdout, the --json records and the
// --plot bar chart.
#pragma once

#include <cstdio>
#include <string>

#include "driver/results.h"

namespace gcnjit::bench {

void printTable(std::FILE* out, const SuiteResult& suite);
// Throws std::runtime_error if the file cannot be written.
void writeJson(const std::string& path, const SuiteResult& suite);
void writePlot(const std::string& path, const SuiteResult& suite);

// "6.40 ms", "812 us", "1.20 s".
std::string timeText(double seconds);

}  // namespace gcnjit::bench
