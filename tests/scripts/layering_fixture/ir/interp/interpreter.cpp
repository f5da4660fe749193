// The interpreter reads its own context: allowed.
#include "ir/interp/context.h"
