import Foundation
import Testing

@testable import ChoreoRender

/// Writes 1×1 frames into a frames folder in `/tmp/choreo-frames-stop-PARENT` on one
/// thread while this thread, once 20 are written, removes every temporary and exits 130,
/// as the tool does on SIGINT; the test then finds the folder empty.
private func removeWhileFramesAreWritten() {
  let directory = "/tmp/choreo-frames-stop-\(getppid())"
  nonisolated(unsafe) let writer = try! FramesFolder.Writer(
    path: directory + "/frames", count: 1_000_000)
  let written = Locked(0)
  let frame = Bitmap(width: 1, height: 1)
  _ = SystemShim.startThread {
    while (try? writer.append(frame)) != nil { written.withLock { $0 += 1 } }
  }
  while written.withLock({ $0 }) < 20 {}
  TemporaryFiles.removeAllAndExit(status: 130) { leftovers in
    if !leftovers.isEmpty { _exit(3) }
  }
}

@Suite struct FramesFolderTests {
  /// A signal's cleanup while frames are being written leaves no temporary folder, and
  /// says so truly: frames are created under the temporaries' lock, which the cleanup holds
  /// for good. The folder used to be listed, emptied and then found non-empty by rmdir,
  /// because the next frame had appeared (11 runs in 12 left `.OUT.tmp-PID-XXXXXX/`).
  #if compiler(>=6.2)
    @Test func aCleanupWhileFramesAreWrittenLeavesNothing() async throws {
      let directory = "/tmp/choreo-frames-stop-\(getpid())"
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(atPath: directory) }
      for _ in 0..<3 {
        await #expect(processExitsWith: .exitCode(130)) { removeWhileFramesAreWritten() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [])
      }
    }
  #endif

  static let frames = (0..<3).map { Samples.square(width: 10, height: 6, x: $0, y: 1, side: 3) }

  @Test func fileNamesHaveAtLeastFourDigits() {
    #expect(FramesFolder.fileName(index: 7, count: 60) == "frame-0007.png")
    #expect(FramesFolder.fileName(index: 0, count: 1) == "frame-0000.png")
    #expect(FramesFolder.fileName(index: 12, count: 10001) == "frame-00012.png")
    #expect(FramesFolder.isFrameName("frame-0003.png"))
    #expect(!FramesFolder.isFrameName("frame-3.png"))
    #expect(!FramesFolder.isFrameName("notes.txt"))
  }

  @Test func writesNumberedDecodablePNGs() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let folder = scratch.file("frames")
    try FramesFolder.write(Self.frames, to: folder)
    #expect(scratch.contents() == ["frames"])
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(names == ["frame-0000.png", "frame-0001.png", "frame-0002.png"])
    let mode = try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int
    #expect(mode == 0o755)
    for (index, name) in names.enumerated() {
      let bytes = [UInt8](FileManager.default.contents(atPath: folder + "/" + name)!)
      #expect(bytes == PNGEncoder().encode(Self.frames[index]))
    }
    // Read back by Pillow where it is installed; without it (in CI) the check fails.
    if ExternalTools.pillowAvailable || ExternalTools.inCI, ExternalTools.requirePillow() {
      let decoded = try ExternalTools.decode(folder + "/frame-0002.png")
      #expect(decoded.frames[0].rgba == Self.frames[2].pixels)
    }
  }

  @Test func replacesAnEarlierFramesFolderCompletely() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let folder = scratch.file("frames")
    try FramesFolder.write(Self.frames + Self.frames, to: folder)
    try FramesFolder.write([Self.frames[0]], to: folder + "/")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["frame-0000.png"])
    #expect(scratch.contents() == ["frames"])
  }

  @Test func refusesToReplaceAFolderWithOtherFiles() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let folder = scratch.file("mine")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    try AtomicFile.write([1], to: folder + "/notes.txt")
    let error = #expect(throws: OutputError.self) {
      try FramesFolder.write(Self.frames, to: folder)
    }
    #expect(error?.reason == .folderHasOtherFiles("notes.txt"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["notes.txt"])
    #expect(scratch.contents() == ["mine"])
  }

  @Test func failuresLeaveNothingBehind() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    try AtomicFile.write([1], to: scratch.file("plain"))
    let onFile = #expect(throws: OutputError.self) {
      try FramesFolder.write(Self.frames, to: scratch.file("plain"))
    }
    #expect(onFile?.reason == .notDirectory)
    let missing = #expect(throws: OutputError.self) {
      try FramesFolder.write(Self.frames, to: scratch.file("none/frames"))
    }
    #expect(missing?.reason == .directoryMissing(scratch.file("none")))
    let underFile = #expect(throws: OutputError.self) {
      try FramesFolder.write(Self.frames, to: scratch.file("plain/frames"))
    }
    #expect(underFile?.reason == .parentNotDirectory(scratch.file("plain")))
    #expect(scratch.contents() == ["plain"])
  }
}
