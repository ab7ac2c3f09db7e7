// Policy: the C library as one module on every platform. The package's files that call it
// (files, processes, signals, threads, clocks, memcmp) import CLibC instead of each
// choosing among Glibc, Musl and Darwin in an #if block of its own (STYLE 12b); the math
// library alone is CLibM.
//
// It is a Swift module that re-exports the platform's own, not a module map over the C
// headers: Swift's Glibc, Musl and Darwin modules add what C's headers cannot give Swift,
// and the package relies on it: `errno` (a macro over a per-thread location), `open` with a
// mode (C's is variadic), the `S_IF*` file-type constants typed as `mode_t`, `SIG_IGN`.
#if canImport(Glibc)
  @_exported import Glibc
#elseif canImport(Musl)
  @_exported import Musl
#elseif canImport(Darwin)
  @_exported import Darwin
#else
  #error("CLibC needs a C library module: Glibc, Musl or Darwin")
#endif
