import CLibC
// Policy: the one way the tests run an outside program (Pillow, pngcheck, rsvg-convert, the
// Lottie players, swiftc). A tool is found on PATH through /usr/bin/env; its standard output
// and error are read to their ends at once (the error on a second thread, so neither pipe
// fills and blocks the program), with interrupted reads retried: a signal delivered to the
// test process mid-read (a child exiting, another test's signal) no longer traps
// FileHandle.readDataToEndOfFile, as it once did under load. `python3` is run as the
// interpreter PATH's `python3` names (`pythonCommand`), found once: a version manager's shim
// (pyenv's is a shell script) costs 80 ms of CPU a call, which the CLI suites pay dozens of
// times. Whether a tool is installed is asked once, by a probe. The rule for a missing tool
// is the tests' own (they import Testing, which this module does not, so the benchmark can
// link it): skipped locally, a failure in CI (`inCI`, the `CI` variable .ci/run sets).
import Foundation

/// An outside program the tests check Choreo's output with.
///
/// ```swift
/// guard ExternalTool.pillow.isInstalled else { ... }
/// let run = try ExternalTool.run(["python3", "-c", "print(1)"])
/// run.stdoutText   // "1\n"
/// ```
public struct ExternalTool: Sendable {
  /// What the tool is called in messages.
  public let name: String
  /// How to install it.
  public let install: String
  /// Whether the probe ran and succeeded when the tool was first asked about.
  public let isInstalled: Bool

  /// Asks once whether a tool is there.
  ///
  /// - Parameters:
  ///   - name: What it is called in messages.
  ///   - probe: A command that exits 0 when the tool works (run through /usr/bin/env).
  ///   - install: How to install it.
  public init(name: String, probe: [String], install: String) {
    self.name = name
    self.install = install
    isInstalled = (try? Self.run(probe).status) == 0
  }

  /// Why a test that needs the tool did not run.
  public var missing: String {
    "\(name) is not installed (\(install)): nothing was checked with it"
  }

  /// Python's Pillow, the independent PNG, APNG and GIF decoder.
  public static let pillow = ExternalTool(
    name: "Pillow", probe: ["python3", "-c", "import PIL"],
    install: "python3 -m pip install Pillow")
  /// pngcheck, which validates PNG and APNG chunk structure.
  public static let pngcheck = ExternalTool(
    name: "pngcheck", probe: ["sh", "-c", "command -v pngcheck"],
    install: "apt-get install -y pngcheck")
  /// librsvg's rsvg-convert, an independent SVG renderer.
  public static let rsvgConvert = ExternalTool(
    name: "rsvg-convert", probe: ["rsvg-convert", "--version"],
    install: "apt-get install -y librsvg2-bin")
  /// Two Lottie players (rlottie-python, `lottie` through cairosvg), the schema validator
  /// and Pillow.
  public static let lottiePlayers = ExternalTool(
    name: "the Lottie players",
    probe: ["python3", "-c", "import PIL, rlottie_python, lottie, cairosvg, jsonschema_rs"],
    install: "python3 -m pip install rlottie-python lottie cairosvg jsonschema-rs")

  /// Headless Chromium driven through Selenium: Blink's Web Animations engine, which
  /// Tests/ChoreoCLITests/Peers/blink_easing.py samples.
  public static let chromium = ExternalTool(
    name: "Chromium with Selenium",
    probe: [
      "python3", "-c",
      "import selenium, shutil, sys; "
        + "sys.exit(0 if shutil.which('chromium') and shutil.which('chromedriver') else 1)",
    ],
    install: "apt-get install -y chromium chromium-driver; python3 -m pip install selenium")

  /// Whether the run is CI's (`CI` set), where a missing tool is a failure, not a skip.
  public static let inCI = ProcessInfo.processInfo.environment["CI"] != nil

  /// What a finished program gave back.
  public struct Run: Sendable {
    /// Its exit status (or the signal that ended it).
    public var status: Int32
    /// Everything it wrote to standard output.
    public var stdout: Data
    /// Everything it wrote to standard error.
    public var stderr: Data
    /// Standard output as UTF-8 text.
    public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    /// Standard error as UTF-8 text.
    public var stderrText: String { String(decoding: stderr, as: UTF8.self) }
  }

  /// Why a program could not be run.
  public struct Failure: Error, CustomStringConvertible {
    /// What was wrong.
    public var description: String
  }

  /// Runs a program found on PATH, feeds it `input`, reads both its outputs to the end and
  /// waits for it.
  ///
  /// - Parameters:
  ///   - arguments: The program and its arguments.
  ///   - input: Bytes for its standard input (none: an empty input).
  /// - Returns: Its status and outputs.
  /// - Throws: ``Failure`` when it cannot start, or is not found (env's status 127).
  public static func run(_ arguments: [String], input: Data? = nil) throws -> Run {
    try launch(resolvingPython(arguments), input: input)
  }

  /// ``run(_:input:)`` without replacing `python3`.
  private static func launch(_ arguments: [String], input: Data?) throws -> Run {
    #if os(macOS) || os(Linux)
      ExitTestMonitor.yieldToOtherWork()
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = arguments
      let out = Pipe()
      let err = Pipe()
      let inPipe = Pipe()
      process.standardOutput = out
      process.standardError = err
      process.standardInput = inPipe
      do {
        try process.run()
      } catch {
        throw Failure(description: "\(arguments.first ?? "") could not start: \(error)")
      }
      let writer = Thread { [data = input ?? Data()] in
        inPipe.fileHandleForWriting.write(data)
        try? inPipe.fileHandleForWriting.close()
      }
      writer.start()
      let errorBox = ReadBox()
      let errorDone = DispatchSemaphore(value: 0)
      let errorReader = Thread {
        errorBox.data = readAll(err.fileHandleForReading.fileDescriptor)
        errorDone.signal()
      }
      errorReader.start()
      let output = readAll(out.fileHandleForReading.fileDescriptor)
      errorDone.wait()
      process.waitUntilExit()
      if process.terminationReason == .exit && process.terminationStatus == 127 {
        throw Failure(description: "\(arguments.first ?? "") was not found on PATH")
      }
      return Run(status: process.terminationStatus, stdout: output, stderr: errorBox.data)
    #else
      throw Failure(description: "no processes on this platform")
    #endif
  }

  /// The command that runs Python 3: the interpreter `python3` on PATH runs
  /// (`sys.executable`), asked once, or `python3` itself when that cannot be asked.
  public static let pythonCommand: String = {
    let asked = try? launch(["python3", "-c", "import sys; print(sys.executable)"], input: nil)
    let path = asked.map { String(decoding: $0.stdout, as: UTF8.self) }?
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard asked?.status == 0, let path, path.hasPrefix("/") else { return "python3" }
    return path
  }()

  /// `arguments` with a leading `python3` replaced by ``pythonCommand``.
  public static func resolvingPython(_ arguments: [String]) -> [String] {
    guard arguments.first == "python3" else { return arguments }
    return [pythonCommand] + arguments.dropFirst()
  }

  /// Reads a descriptor to its end, retrying reads a signal interrupted.
  private static func readAll(_ descriptor: Int32) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        data.append(contentsOf: buffer[0..<count])
      } else if count == 0 || errno != EINTR {
        return data
      }
    }
  }

  /// The bytes the second reader thread read, handed over after its semaphore.
  private final class ReadBox: @unchecked Sendable {
    var data = Data()
  }
}
