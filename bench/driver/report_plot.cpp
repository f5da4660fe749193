// A horizontal bar chart (SVG) of gcnjit time / native time and gcnjit time
// / PoCL time per kernel, for the first gcnjit mode, on a log scale with the
// break-even line at 1.
#include <algorithm>
#include <cmath>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "driver/report.h"

namespace gcnjit::bench {

void writePlot(const std::string& path, const SuiteResult& suite) {
  constexpr double kLeft = 130, kWidth = 560, kBar = 9, kRow = 26, kTop = 50;
  struct Row {
    std::string name;
    std::optional<double> native, pocl;
  };
  std::vector<Row> rows;
  double low = 0.5, high = 2;
  for (const BenchmarkResult& b : suite.benchmarks) {
    if (isLaunchOverhead(b.info) || b.gcnjit.empty()) continue;
    Row row{b.info.name, ratio(b.gcnjit[0], b.native), b.pocl ? ratio(b.gcnjit[0], *b.pocl) : std::nullopt};
    for (auto v : {row.native, row.pocl}) {
      if (v) low = std::min(low, *v), high = std::max(high, *v);
    }
    rows.push_back(row);
  }
  double decadeLow = std::floor(std::log10(low)), decadeHigh = std::ceil(std::log10(high));
  auto x = [&](double v) { return kLeft + kWidth * (std::log10(v) - decadeLow) / (decadeHigh - decadeLow); };
  double height = kTop + kRow * double(rows.size()) + 40;

  std::ostringstream svg;
  svg << "<svg xmlns='http://www.w3.org/2000/svg' width='" << kLeft + kWidth + 30 << "' height='" << height
      << "' font-family='sans-serif' font-size='11'>\n<rect width='100%' height='100%' fill='white'/>\n";
  std::string impl = suite.benchmarks.empty() || suite.benchmarks.front().gcnjit.empty()
                         ? "gcnjit" : suite.benchmarks.front().gcnjit[0].impl;
  svg << "<text x='10' y='18' font-size='13'>" << impl << " time / other time (log scale; left of 1: gcnjit faster), "
      << suite.threads << " threads, " << suite.cpu << "</text>\n";
  svg << "<rect x='" << kLeft << "' y='26' width='10' height='10' fill='#3b6fb6'/><text x='" << kLeft + 14
      << "' y='35'>vs native C++</text><rect x='" << kLeft + 110 << "' y='26' width='10' height='10' fill='#e08a2c'/>"
      << "<text x='" << kLeft + 124 << "' y='35'>vs PoCL</text>\n";
  for (double d = decadeLow; d <= decadeHigh; ++d) {
    double v = std::pow(10.0, d);
    svg << "<line x1='" << x(v) << "' y1='" << kTop - 6 << "' x2='" << x(v) << "' y2='" << height - 30
        << "' stroke='" << (d == 0 ? "black" : "#ccc") << "'/><text x='" << x(v) - 8 << "' y='" << height - 16 << "'>"
        << v << "</text>\n";
  }
  for (std::size_t i = 0; i < rows.size(); ++i) {
    double y = kTop + kRow * double(i);
    svg << "<text x='" << kLeft - 6 << "' y='" << y + kBar + 4 << "' text-anchor='end'>" << rows[i].name << "</text>\n";
    int k = 0;
    for (auto [v, colour] : {std::pair{rows[i].native, "#3b6fb6"}, std::pair{rows[i].pocl, "#e08a2c"}}) {
      double top = y + k++ * (kBar + 1);
      if (!v) continue;
      double a = x(1), b = x(*v);
      svg << "<rect x='" << std::min(a, b) << "' y='" << top << "' width='" << std::max(1.0, std::fabs(b - a))
          << "' height='" << kBar << "' fill='" << colour << "'/><text x='" << std::max(a, b) + 3 << "' y='" << top + 8
          << "' font-size='9'>" << std::round(*v * 100) / 100 << "</text>\n";
    }
  }
  svg << "</svg>\n";
  std::ofstream file(path);
  file << svg.str();
  if (!file) throw std::runtime_error(path + ": cannot write");
}

}  // namespace gcnjit::bench
