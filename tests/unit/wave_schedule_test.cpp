// The turns the waves of a workgroup take (ir::WaveSchedule): the order both
// the runtime and JIT code follow at s_barrier and s_endpgm.
#include <catch2/catch.hpp>

#include "ir/wave_schedule.h"
#include "ir/wave_state.h"

using gcnjit::ir::WaveSchedule;
using gcnjit::ir::WaveState;

namespace {

struct Waves {
  std::unique_ptr<WaveState> storage[4] = {std::make_unique<WaveState>(), std::make_unique<WaveState>(),
                                           std::make_unique<WaveState>(), std::make_unique<WaveState>()};
  WaveState* states[4] = {storage[0].get(), storage[1].get(), storage[2].get(), storage[3].get()};
};

}  // namespace

TEST_CASE("waves take turns to a barrier; the last to arrive goes on at once", "[ir]") {
  Waves waves;
  WaveSchedule schedule;
  schedule.start(4, 7, waves.states);
  for (unsigned w = 0; w < 3; ++w) {
    REQUIRE(schedule.current() == w);
    CHECK(schedule.currentBlock() == 7);
    CHECK(&schedule.currentState() == waves.states[w]);
    schedule.arriveAtBarrier(10 + w);
    CHECK(schedule.waitingAtBarrier(w));
  }
  REQUIRE(schedule.current() == 3);
  schedule.arriveAtBarrier(13);
  CHECK(schedule.current() == 3);  // released: goes on, the others with it
  CHECK(schedule.currentBlock() == 13);
  for (unsigned w = 0; w < 4; ++w) CHECK_FALSE(schedule.waitingAtBarrier(w));
  // The next barrier: wave 3 arrives first, then 0, 1 and 2 from where the
  // first one let them go; wave 2 arrives last.
  schedule.arriveAtBarrier(23);
  for (unsigned w = 0; w < 2; ++w) {
    REQUIRE(schedule.current() == w);
    CHECK(schedule.currentBlock() == 10 + w);
    schedule.arriveAtBarrier(20 + w);
  }
  REQUIRE(schedule.current() == 2);
  CHECK(schedule.currentBlock() == 12);
  schedule.arriveAtBarrier(22);
  CHECK(schedule.current() == 2);
  CHECK(schedule.stops() == 8);
}

TEST_CASE("a wave that ends leaves the barrier count; the last wave's end ends the workgroup", "[ir]") {
  Waves waves;
  WaveSchedule schedule;
  schedule.start(3, 0, waves.states);
  schedule.arriveAtBarrier(5);  // wave 0
  schedule.arriveAtBarrier(6);  // wave 1
  REQUIRE(schedule.current() == 2);
  CHECK_FALSE(schedule.lastWave());
  REQUIRE(schedule.endWave());  // waves 0 and 1 were waiting for it only
  CHECK_FALSE(schedule.waitingAtBarrier(0));
  CHECK_FALSE(schedule.waitingAtBarrier(1));
  REQUIRE(schedule.current() == 0);
  CHECK(schedule.currentBlock() == 5);
  REQUIRE(schedule.endWave());
  REQUIRE(schedule.current() == 1);  // the ended waves get no more turns
  CHECK(schedule.currentBlock() == 6);
  CHECK(schedule.lastWave());
  schedule.arriveAtBarrier(9);  // alone at a barrier: it goes on
  CHECK(schedule.current() == 1);
  CHECK(schedule.currentBlock() == 9);
  CHECK_FALSE(schedule.endWave());
}

TEST_CASE("the last wave's end starts the next workgroup through the runner's hook, and counts as a stop", "[ir]") {
  Waves waves;
  WaveSchedule schedule;
  schedule.start(2, 0, waves.states);
  CHECK_FALSE(schedule.startNextWorkgroup());  // no hook: the runner stops
  struct Next {
    WaveSchedule* schedule;
    WaveState* const* states;
    int left;
  } next{&schedule, waves.states, 1};
  schedule.setNextWorkgroup(
      [](void* context) {
        auto& n = *static_cast<Next*>(context);
        if (n.left-- == 0) return false;
        n.schedule->start(3, 9, n.states);
        return true;
      },
      &next);
  std::uint64_t stops = schedule.stops();
  REQUIRE(schedule.startNextWorkgroup());
  CHECK(schedule.stops() == stops + 1);  // start keeps counting: the runaway limit sees the end
  CHECK(schedule.current() == 0);
  CHECK(schedule.currentBlock() == 9);
  CHECK_FALSE(schedule.lastWave());
  CHECK_FALSE(schedule.startNextWorkgroup());  // the share is done
}

TEST_CASE("a blocked wave is skipped; when no wave can run the schedule stalls until it is unblocked", "[ir]") {
  // grid.sync(): all waves at s_barrier, wave 0 alone at ds_gws_barrier,
  // then all at s_barrier again.
  Waves waves;
  WaveSchedule schedule;
  schedule.start(4, 0, waves.states);
  for (unsigned w = 0; w < 3; ++w) schedule.arriveAtBarrier(1);
  schedule.arriveAtBarrier(1);  // wave 3, last: all go on
  REQUIRE(schedule.current() == 3);
  schedule.arriveAtBarrier(3);  // wave 3 skips the GWS barrier
  REQUIRE(schedule.current() == 0);
  schedule.blockCurrent(2);  // wave 0 waits for the grid
  CHECK(schedule.blocked(0));
  REQUIRE(schedule.current() == 1);
  schedule.arriveAtBarrier(3);
  REQUIRE(schedule.current() == 2);
  CHECK_FALSE(schedule.stalled());
  schedule.arriveAtBarrier(3);  // every other wave waits behind wave 0
  CHECK(schedule.stalled());
  schedule.unblock(0);
  CHECK_FALSE(schedule.stalled());
  REQUIRE(schedule.current() == 0);
  CHECK(schedule.currentBlock() == 2);
  schedule.arriveAtBarrier(3);  // the last to arrive: all go on
  CHECK(schedule.current() == 0);
  for (unsigned w = 0; w < 4; ++w) CHECK_FALSE(schedule.waitingAtBarrier(w));
  // The turns go on in cycle order.
  schedule.arriveAtBarrier(4);
  CHECK(schedule.current() == 1);
  CHECK(schedule.currentBlock() == 3);
}

TEST_CASE("unblocking several waves of a stalled schedule skips those still at the barrier", "[ir]") {
  Waves waves;
  WaveSchedule schedule;
  schedule.start(4, 0, waves.states);
  schedule.blockCurrent(5);     // wave 0
  schedule.arriveAtBarrier(6);  // wave 1
  schedule.blockCurrent(5);     // wave 2
  schedule.arriveAtBarrier(6);  // wave 3
  REQUIRE(schedule.stalled());
  schedule.unblock(0);
  schedule.unblock(2);
  REQUIRE(schedule.current() == 0);
  schedule.arriveAtBarrier(6);
  CHECK(schedule.current() == 2);  // not wave 1, which waits at the barrier
  schedule.arriveAtBarrier(6);     // the last: all go on
  CHECK(schedule.current() == 2);
  CHECK_FALSE(schedule.waitingAtBarrier(1));
}
