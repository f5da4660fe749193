// The backend reads the interpreter's internals: forbidden.
#include "ir/interp/context.h"
