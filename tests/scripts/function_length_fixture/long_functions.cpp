// Fixture for check_function_length.py (ctest lint.function_length.detects_long_functions):
// it must report exactly tooLongFunction and Holder's constructor, 101 lines each,
// and none of the others.
#include <vector>
#define OPEN_BRACE_IN_MACRO {

namespace fixture {

const int kTable[] = {1, 2, 3};

// 100 lines from its name to its closing brace: at the limit, not over it.
int atTheLimit() {
  int total = 0;
  total += 0;  // { a brace in a comment
  total += 1;  // { a brace in a comment
  total += 2;  // { a brace in a comment
  total += 3;  // { a brace in a comment
  total += 4;  // { a brace in a comment
  total += 5;  // { a brace in a comment
  total += 6;  // { a brace in a comment
  total += 7;  // { a brace in a comment
  total += 8;  // { a brace in a comment
  total += 9;  // { a brace in a comment
  total += 10;  // { a brace in a comment
  total += 11;  // { a brace in a comment
  total += 12;  // { a brace in a comment
  total += 13;  // { a brace in a comment
  total += 14;  // { a brace in a comment
  total += 15;  // { a brace in a comment
  total += 16;  // { a brace in a comment
  total += 17;  // { a brace in a comment
  total += 18;  // { a brace in a comment
  total += 19;  // { a brace in a comment
  total += 20;  // { a brace in a comment
  total += 21;  // { a brace in a comment
  total += 22;  // { a brace in a comment
  total += 23;  // { a brace in a comment
  total += 24;  // { a brace in a comment
  total += 25;  // { a brace in a comment
  total += 26;  // { a brace in a comment
  total += 27;  // { a brace in a comment
  total += 28;  // { a brace in a comment
  total += 29;  // { a brace in a comment
  total += 30;  // { a brace in a comment
  total += 31;  // { a brace in a comment
  total += 32;  // { a brace in a comment
  total += 33;  // { a brace in a comment
  total += 34;  // { a brace in a comment
  total += 35;  // { a brace in a comment
  total += 36;  // { a brace in a comment
  total += 37;  // { a brace in a comment
  total += 38;  // { a brace in a comment
  total += 39;  // { a brace in a comment
  total += 40;  // { a brace in a comment
  total += 41;  // { a brace in a comment
  total += 42;  // { a brace in a comment
  total += 43;  // { a brace in a comment
  total += 44;  // { a brace in a comment
  total += 45;  // { a brace in a comment
  total += 46;  // { a brace in a comment
  total += 47;  // { a brace in a comment
  total += 48;  // { a brace in a comment
  total += 49;  // { a brace in a comment
  total += 50;  // { a brace in a comment
  total += 51;  // { a brace in a comment
  total += 52;  // { a brace in a comment
  total += 53;  // { a brace in a comment
  total += 54;  // { a brace in a comment
  total += 55;  // { a brace in a comment
  total += 56;  // { a brace in a comment
  total += 57;  // { a brace in a comment
  total += 58;  // { a brace in a comment
  total += 59;  // { a brace in a comment
  total += 60;  // { a brace in a comment
  total += 61;  // { a brace in a comment
  total += 62;  // { a brace in a comment
  total += 63;  // { a brace in a comment
  total += 64;  // { a brace in a comment
  total += 65;  // { a brace in a comment
  total += 66;  // { a brace in a comment
  total += 67;  // { a brace in a comment
  total += 68;  // { a brace in a comment
  total += 69;  // { a brace in a comment
  total += 70;  // { a brace in a comment
  total += 71;  // { a brace in a comment
  total += 72;  // { a brace in a comment
  total += 73;  // { a brace in a comment
  total += 74;  // { a brace in a comment
  total += 75;  // { a brace in a comment
  total += 76;  // { a brace in a comment
  total += 77;  // { a brace in a comment
  total += 78;  // { a brace in a comment
  total += 79;  // { a brace in a comment
  total += 80;  // { a brace in a comment
  total += 81;  // { a brace in a comment
  total += 82;  // { a brace in a comment
  total += 83;  // { a brace in a comment
  total += 84;  // { a brace in a comment
  total += 85;  // { a brace in a comment
  total += 86;  // { a brace in a comment
  total += 87;  // { a brace in a comment
  total += 88;  // { a brace in a comment
  total += 89;  // { a brace in a comment
  total += 90;  // { a brace in a comment
  total += 91;  // { a brace in a comment
  total += 92;  // { a brace in a comment
  total += 93;  // { a brace in a comment
  total += 94;  // { a brace in a comment
  total += 95;  // { a brace in a comment
  return total;
}

int tooLongFunction(const char* text = "}") {
  int total = 0;
  total += 0;  // { a brace in a comment
  total += 1;  // { a brace in a comment
  total += 2;  // { a brace in a comment
  total += 3;  // { a brace in a comment
  total += 4;  // { a brace in a comment
  total += 5;  // { a brace in a comment
  total += 6;  // { a brace in a comment
  total += 7;  // { a brace in a comment
  total += 8;  // { a brace in a comment
  total += 9;  // { a brace in a comment
  total += 10;  // { a brace in a comment
  total += 11;  // { a brace in a comment
  total += 12;  // { a brace in a comment
  total += 13;  // { a brace in a comment
  total += 14;  // { a brace in a comment
  total += 15;  // { a brace in a comment
  total += 16;  // { a brace in a comment
  total += 17;  // { a brace in a comment
  total += 18;  // { a brace in a comment
  total += 19;  // { a brace in a comment
  total += 20;  // { a brace in a comment
  total += 21;  // { a brace in a comment
  total += 22;  // { a brace in a comment
  total += 23;  // { a brace in a comment
  total += 24;  // { a brace in a comment
  total += 25;  // { a brace in a comment
  total += 26;  // { a brace in a comment
  total += 27;  // { a brace in a comment
  total += 28;  // { a brace in a comment
  total += 29;  // { a brace in a comment
  total += 30;  // { a brace in a comment
  total += 31;  // { a brace in a comment
  total += 32;  // { a brace in a comment
  total += 33;  // { a brace in a comment
  total += 34;  // { a brace in a comment
  total += 35;  // { a brace in a comment
  total += 36;  // { a brace in a comment
  total += 37;  // { a brace in a comment
  total += 38;  // { a brace in a comment
  total += 39;  // { a brace in a comment
  total += 40;  // { a brace in a comment
  total += 41;  // { a brace in a comment
  total += 42;  // { a brace in a comment
  total += 43;  // { a brace in a comment
  total += 44;  // { a brace in a comment
  total += 45;  // { a brace in a comment
  total += 46;  // { a brace in a comment
  total += 47;  // { a brace in a comment
  total += 48;  // { a brace in a comment
  total += 49;  // { a brace in a comment
  total += 50;  // { a brace in a comment
  total += 51;  // { a brace in a comment
  total += 52;  // { a brace in a comment
  total += 53;  // { a brace in a comment
  total += 54;  // { a brace in a comment
  total += 55;  // { a brace in a comment
  total += 56;  // { a brace in a comment
  total += 57;  // { a brace in a comment
  total += 58;  // { a brace in a comment
  total += 59;  // { a brace in a comment
  total += 60;  // { a brace in a comment
  total += 61;  // { a brace in a comment
  total += 62;  // { a brace in a comment
  total += 63;  // { a brace in a comment
  total += 64;  // { a brace in a comment
  total += 65;  // { a brace in a comment
  total += 66;  // { a brace in a comment
  total += 67;  // { a brace in a comment
  total += 68;  // { a brace in a comment
  total += 69;  // { a brace in a comment
  total += 70;  // { a brace in a comment
  total += 71;  // { a brace in a comment
  total += 72;  // { a brace in a comment
  total += 73;  // { a brace in a comment
  total += 74;  // { a brace in a comment
  total += 75;  // { a brace in a comment
  total += 76;  // { a brace in a comment
  total += 77;  // { a brace in a comment
  total += 78;  // { a brace in a comment
  total += 79;  // { a brace in a comment
  total += 80;  // { a brace in a comment
  total += 81;  // { a brace in a comment
  total += 82;  // { a brace in a comment
  total += 83;  // { a brace in a comment
  total += 84;  // { a brace in a comment
  total += 85;  // { a brace in a comment
  total += 86;  // { a brace in a comment
  total += 87;  // { a brace in a comment
  total += 88;  // { a brace in a comment
  total += 89;  // { a brace in a comment
  total += 90;  // { a brace in a comment
  total += 91;  // { a brace in a comment
  total += 92;  // { a brace in a comment
  total += 93;  // { a brace in a comment
  total += 94;  // { a brace in a comment
  total += 95;  // { a brace in a comment
  total += 96;  // { a brace in a comment
  return total;
}

class Holder {
 public:
  explicit Holder(int value)
      : values_{value, value}, text_("{") {
    int total = 0;
    auto lambda = [&] { total += 1; };
    total += 0;  // { a brace in a comment
    total += 1;  // { a brace in a comment
    total += 2;  // { a brace in a comment
    total += 3;  // { a brace in a comment
    total += 4;  // { a brace in a comment
    total += 5;  // { a brace in a comment
    total += 6;  // { a brace in a comment
    total += 7;  // { a brace in a comment
    total += 8;  // { a brace in a comment
    total += 9;  // { a brace in a comment
    total += 10;  // { a brace in a comment
    total += 11;  // { a brace in a comment
    total += 12;  // { a brace in a comment
    total += 13;  // { a brace in a comment
    total += 14;  // { a brace in a comment
    total += 15;  // { a brace in a comment
    total += 16;  // { a brace in a comment
    total += 17;  // { a brace in a comment
    total += 18;  // { a brace in a comment
    total += 19;  // { a brace in a comment
    total += 20;  // { a brace in a comment
    total += 21;  // { a brace in a comment
    total += 22;  // { a brace in a comment
    total += 23;  // { a brace in a comment
    total += 24;  // { a brace in a comment
    total += 25;  // { a brace in a comment
    total += 26;  // { a brace in a comment
    total += 27;  // { a brace in a comment
    total += 28;  // { a brace in a comment
    total += 29;  // { a brace in a comment
    total += 30;  // { a brace in a comment
    total += 31;  // { a brace in a comment
    total += 32;  // { a brace in a comment
    total += 33;  // { a brace in a comment
    total += 34;  // { a brace in a comment
    total += 35;  // { a brace in a comment
    total += 36;  // { a brace in a comment
    total += 37;  // { a brace in a comment
    total += 38;  // { a brace in a comment
    total += 39;  // { a brace in a comment
    total += 40;  // { a brace in a comment
    total += 41;  // { a brace in a comment
    total += 42;  // { a brace in a comment
    total += 43;  // { a brace in a comment
    total += 44;  // { a brace in a comment
    total += 45;  // { a brace in a comment
    total += 46;  // { a brace in a comment
    total += 47;  // { a brace in a comment
    total += 48;  // { a brace in a comment
    total += 49;  // { a brace in a comment
    total += 50;  // { a brace in a comment
    total += 51;  // { a brace in a comment
    total += 52;  // { a brace in a comment
    total += 53;  // { a brace in a comment
    total += 54;  // { a brace in a comment
    total += 55;  // { a brace in a comment
    total += 56;  // { a brace in a comment
    total += 57;  // { a brace in a comment
    total += 58;  // { a brace in a comment
    total += 59;  // { a brace in a comment
    total += 60;  // { a brace in a comment
    total += 61;  // { a brace in a comment
    total += 62;  // { a brace in a comment
    total += 63;  // { a brace in a comment
    total += 64;  // { a brace in a comment
    total += 65;  // { a brace in a comment
    total += 66;  // { a brace in a comment
    total += 67;  // { a brace in a comment
    total += 68;  // { a brace in a comment
    total += 69;  // { a brace in a comment
    total += 70;  // { a brace in a comment
    total += 71;  // { a brace in a comment
    total += 72;  // { a brace in a comment
    total += 73;  // { a brace in a comment
    total += 74;  // { a brace in a comment
    total += 75;  // { a brace in a comment
    total += 76;  // { a brace in a comment
    total += 77;  // { a brace in a comment
    total += 78;  // { a brace in a comment
    total += 79;  // { a brace in a comment
    total += 80;  // { a brace in a comment
    total += 81;  // { a brace in a comment
    total += 82;  // { a brace in a comment
    total += 83;  // { a brace in a comment
    total += 84;  // { a brace in a comment
    total += 85;  // { a brace in a comment
    total += 86;  // { a brace in a comment
    total += 87;  // { a brace in a comment
    total += 88;  // { a brace in a comment
    total += 89;  // { a brace in a comment
    total += 90;  // { a brace in a comment
    total += 91;  // { a brace in a comment
    total += 92;  // { a brace in a comment
    total += 93;  // { a brace in a comment
    total += 94;  // { a brace in a comment
    lambda();
  }
  int size() const { return static_cast<int>(values_.size()); }

 private:
  std::vector<int> values_;
  const char* text_;
};

namespace {
struct Small {
  int get() const noexcept { return 1; }
};
}  // namespace

}  // namespace fixture
