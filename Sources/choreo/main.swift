import CLibC

// Entry point: everything else lives in Arguments/, Commands/, Errors/ and Output/.
SignalCleanup.install()
exit(Tool.run(Array(CommandLine.arguments.dropFirst()), console: .standard))
