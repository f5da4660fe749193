// The GWS resources of a cooperative dispatch (runtime::GwsUnit): the Vega
// ISA's barrier and semaphore rules, and the idle protocol that tells a
// deadlocked grid from one that waits.
#include <catch2/catch.hpp>

#include <thread>

#include "runtime/gws_unit.h"

using gcnjit::ir::GwsOp;
using gcnjit::ir::GwsRequest;
using gcnjit::runtime::GwsUnit;

namespace {

constexpr std::chrono::milliseconds kShort{5};

GwsRequest barrier(std::uint32_t count, std::uint32_t resource = 0) { return {GwsOp::Barrier, resource, count}; }

}  // namespace

TEST_CASE("resource 0's barrier starts as grid.sync() needs it: the last of the workgroups releases", "[gws]") {
  GwsUnit unit(3, 1);
  auto first = unit.perform(barrier(2));
  auto second = unit.perform(barrier(2));
  REQUIRE(first);
  REQUIRE(second);
  CHECK_FALSE(unit.tryRelease(*first));
  CHECK_FALSE(unit.perform(barrier(2)));  // the third goes on and releases the others
  CHECK(unit.tryRelease(*first));
  CHECK(unit.tryRelease(*second));
  // The last wave set the next barrier's count from its data.
  auto again = unit.perform(barrier(2));
  REQUIRE(again);
  CHECK_FALSE(unit.tryRelease(*again));
}

TEST_CASE("ds_gws_init sets a resource's count; resources are independent", "[gws]") {
  GwsUnit unit(1, 1);
  CHECK_FALSE(unit.perform(barrier(0, 5)));  // never initialised: counter 0, the wave goes on
  CHECK_FALSE(unit.perform({GwsOp::Init, 7, 1}));
  auto waiting = unit.perform(barrier(1, 7));
  REQUIRE(waiting);
  CHECK_FALSE(unit.perform(barrier(1, 5)));  // another resource does not release it
  CHECK_FALSE(unit.tryRelease(*waiting));
  CHECK_FALSE(unit.perform(barrier(1, 7)));
  CHECK(unit.tryRelease(*waiting));
}

TEST_CASE("semaphores: P waits for a unit, V and BR add them, RELEASE_ALL frees the queued", "[gws]") {
  GwsUnit unit(1, 1);
  auto p1 = unit.perform({GwsOp::SemaP, 3, 0});
  auto p2 = unit.perform({GwsOp::SemaP, 3, 0});
  REQUIRE(p1);
  REQUIRE(p2);
  CHECK_FALSE(unit.perform({GwsOp::SemaV, 3, 0}));
  CHECK(unit.tryRelease(*p1));
  CHECK_FALSE(unit.tryRelease(*p2));  // the one unit went to p1
  CHECK_FALSE(unit.perform({GwsOp::SemaReleaseAll, 3, 0}));
  CHECK(unit.tryRelease(*p2));
  CHECK_FALSE(unit.perform({GwsOp::SemaBr, 3, 2}));
  CHECK_FALSE(unit.perform({GwsOp::SemaP, 3, 0}));  // units left: no wait
  CHECK_FALSE(unit.perform({GwsOp::SemaP, 3, 0}));
  CHECK(unit.perform({GwsOp::SemaP, 3, 0}));
}

TEST_CASE("an idle worker wakes when the state changes; all idle with nothing changed is a deadlock", "[gws]") {
  SECTION("a change since the worker looked") {
    GwsUnit unit(2, 2);
    std::uint64_t seen = unit.epoch();
    CHECK_FALSE(unit.perform({GwsOp::SemaV, 1, 0}));
    CHECK(unit.idle(seen, kShort) == GwsUnit::Idle::Changed);
  }
  SECTION("one of two workers idle only waits") {
    GwsUnit unit(2, 2);
    CHECK(unit.idle(unit.epoch(), kShort) == GwsUnit::Idle::TimedOut);
  }
  SECTION("the other worker's release wakes it") {
    GwsUnit unit(2, 2);
    auto ticket = unit.perform(barrier(1));
    REQUIRE(ticket);
    std::uint64_t seen = unit.epoch();
    std::thread other([&] { CHECK_FALSE(unit.perform(barrier(1))); });
    GwsUnit::Idle idle = unit.idle(seen, std::chrono::seconds(10));
    other.join();
    CHECK(idle == GwsUnit::Idle::Changed);
    CHECK(unit.tryRelease(*ticket));
  }
  SECTION("every worker idle") {
    GwsUnit unit(2, 2);
    std::uint64_t seen = unit.epoch();
    GwsUnit::Idle first = GwsUnit::Idle::Changed;
    std::thread other([&] { first = unit.idle(seen, std::chrono::seconds(10)); });
    CHECK(unit.idle(seen, std::chrono::seconds(10)) == GwsUnit::Idle::Deadlock);
    other.join();
    CHECK(first == GwsUnit::Idle::Deadlock);
  }
  SECTION("the last busy worker finishing leaves the idle one stuck") {
    GwsUnit unit(2, 2);
    std::uint64_t seen = unit.epoch();
    std::thread other([&] {
      std::this_thread::sleep_for(kShort);
      unit.workerDone();
    });
    CHECK(unit.idle(seen, std::chrono::seconds(10)) == GwsUnit::Idle::Deadlock);
    other.join();
  }
}
