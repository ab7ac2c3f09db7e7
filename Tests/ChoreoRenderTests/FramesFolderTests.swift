import Foundation
import Testing

@testable import ChoreoRender

@Suite struct FramesFolderTests {
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
    if ExternalTools.pillowAvailable {
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
