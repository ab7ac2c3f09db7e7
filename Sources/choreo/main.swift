#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Entry point: everything else lives in Arguments/, Commands/, Errors/ and Output/.
SignalCleanup.install()
exit(Tool.run(Array(CommandLine.arguments.dropFirst()), console: .standard))
