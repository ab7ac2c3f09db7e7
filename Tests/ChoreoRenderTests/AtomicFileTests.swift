import Foundation
import Testing

@testable import ChoreoRender

// Tests run as root, which bypasses permission bits, so failures are provoked with paths
// that no permission can fix: a missing directory, a parent that is a regular file, and a
// target that is a directory.
@Suite struct AtomicFileTests {
  @Test func writesAndReplacesWithoutLeavingTemporaryFiles() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.file("out.bin")
    try AtomicFile.write([1, 2, 3], to: path)
    #expect(FileManager.default.contents(atPath: path) == Data([1, 2, 3]))
    try AtomicFile.write([9], to: path)
    #expect(FileManager.default.contents(atPath: path) == Data([9]))
    #expect(scratch.contents() == ["out.bin"])
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o644)
  }

  @Test func relativePathUsesTheWorkingDirectory() {
    #expect(AtomicFile.split("a.png") == (".", "a.png"))
    #expect(AtomicFile.split("/a.png") == ("/", "a.png"))
    #expect(AtomicFile.split("x/y/a.png") == ("x/y", "a.png"))
  }

  @Test func missingDirectoryIsNamed() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.file("nope/out.png")
    let error = #expect(throws: OutputError.self) { try AtomicFile.write([1], to: path) }
    #expect(error?.reason == .directoryMissing(scratch.file("nope")))
    #expect(
      error?.description
        == "cannot write '\(path)': the directory '\(scratch.path)/nope' does not exist")
    #expect(scratch.contents() == [])
  }

  @Test func parentThatIsAFileIsNamed() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    try AtomicFile.write([1], to: scratch.file("plain"))
    let path = scratch.file("plain/sub/out.png")
    let error = #expect(throws: OutputError.self) { try AtomicFile.write([1], to: path) }
    #expect(error?.reason == .parentNotDirectory(scratch.file("plain")))
    #expect(error?.description.contains("'\(scratch.path)/plain' is not a directory") == true)
    #expect(scratch.contents() == ["plain"])
  }

  @Test func checkingAheadFindsTheSameProblemsAndLeavesNothing() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    try AtomicFile.checkCanWrite(to: scratch.file("fine.png"))
    try AtomicFile.checkCanWrite(to: scratch.path, isFolder: true)  // an existing folder
    #expect(scratch.contents() == [])
    let missing = #expect(throws: OutputError.self) {
      try AtomicFile.checkCanWrite(to: scratch.file("nope/out.png"))
    }
    #expect(missing?.reason == .directoryMissing(scratch.file("nope")))
    let directory = #expect(throws: OutputError.self) {
      try AtomicFile.checkCanWrite(to: scratch.path)
    }
    #expect(directory?.reason == .isDirectory)
    #expect(scratch.contents() == [])
  }

  @Test func targetThatIsADirectoryIsRefusedAndKept() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    try FileManager.default.createDirectory(
      atPath: scratch.file("dir"), withIntermediateDirectories: false)
    let error = #expect(throws: OutputError.self) {
      try AtomicFile.write([1], to: scratch.file("dir"))
    }
    #expect(error?.reason == .isDirectory)
    #expect(error?.description == "cannot write '\(scratch.path)/dir': it is a directory")
    #expect(scratch.contents() == ["dir"])
    let trailing = #expect(throws: OutputError.self) {
      try AtomicFile.write([1], to: scratch.path + "/")
    }
    #expect(trailing?.reason == .isDirectory)
  }

  @Test func encodersWriteThroughAtomicFile() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let image = Bitmap(width: 2, height: 2)
    #expect(throws: OutputError.self) { try PNGEncoder().write(image, to: scratch.file("x/a.png")) }
    #expect(throws: OutputError.self) {
      try APNGEncoder().write([image], delays: [FrameDelay(fps: 1)], to: scratch.file("x/a.png"))
    }
    #expect(throws: OutputError.self) {
      try GIFEncoder().write([image], delays: [FrameDelay(fps: 1)], to: scratch.file("x/a.gif"))
    }
    #expect(scratch.contents() == [])
  }
}
