// An IR header that reaches up into the runtime: forbidden.
#pragma once

#include "runtime/device.h"
