// The static objects of this library (its own and those of the gcnjit and
// asmjit code linked into it: instruction tables, lifting tables) are never
// destroyed. Consumers use the HSA runtime from exit handlers: libgomp's GCN
// plugin runs the device's _fini_array kernel and tears its queues down from
// an atexit handler registered before this library was loaded, so it runs
// after the destructors of every static this library constructed — and a
// kernel lifted then would read destroyed tables. C++ registers those
// destructors through __cxa_atexit; this definition, local to the library
// (the version script exports only the HSA API), takes the library's
// registrations and drops them. The process's memory goes at exit anyway.
extern "C" int __cxa_atexit(void (*)(void*), void*, void*) { return 0; }
