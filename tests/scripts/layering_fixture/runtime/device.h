// The runtime uses the IR through the backend: allowed.
#pragma once

#include "ir/function.h"
