import Foundation
import Testing

@testable import ChoreoRender

@Suite struct AtomicFolderTests {
  private static func isText(_ name: String) -> Bool { name.hasSuffix(".txt") }

  @Test func commitSwapsInTheNewFolderAndDeletesTheOld() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let target = scratch.file("out")
    try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
    try AtomicFile.write([1], to: target + "/old.txt")
    let folder = try AtomicFolder(replacing: target + "//", mayHold: Self.isText)
    #expect(folder.target == target)
    try AtomicFile.write([2], to: folder.path(of: "new.txt"))
    // Until the commit the old folder is untouched.
    #expect(try FileManager.default.contentsOfDirectory(atPath: target) == ["old.txt"])
    try folder.commit()
    #expect(try FileManager.default.contentsOfDirectory(atPath: target) == ["new.txt"])
    #expect(scratch.contents() == ["out"])
  }

  @Test func entriesListsNamesOfEveryLengthAndNothingElse() throws {
    // Names from 1 byte to the 255 a file system takes: `readdir` records are only as long
    // as their name, so reading a name must stop at its NUL (under AddressSanitizer,
    // `.ci/asan`, copying the whole `d_name` field out of a short record fails here).
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let lengths = [1, 2, 7, 8, 9, 100, 255]
    let names = lengths.map { String(repeating: "n", count: $0) } + ["café"]
    for name in names { try AtomicFile.write([1], to: scratch.file(name)) }
    #expect(AtomicFolder.entries(in: scratch.path) == names.sorted())
    #expect(AtomicFolder.entries(in: scratch.file("missing")) == nil)
  }

  @Test func discardLeavesNothingBehind() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let folder = try AtomicFolder(replacing: scratch.file("out"), mayHold: Self.isText)
    try AtomicFile.write([2], to: folder.path(of: "a.txt"))
    folder.discard()
    #expect(scratch.contents() == [])
  }

  @Test func onlyRegularFilesWithAcceptedNamesMayBeReplaced() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let target = scratch.file("out")
    try FileManager.default.createDirectory(
      atPath: target + "/sub.txt", withIntermediateDirectories: true)
    let folder = #expect(throws: OutputError.self) {
      try AtomicFolder(replacing: target, mayHold: Self.isText)
    }
    #expect(folder?.reason == .folderHasOtherFiles("sub.txt"))
    try FileManager.default.createSymbolicLink(
      atPath: scratch.file("link"), withDestinationPath: target)
    let link = #expect(throws: OutputError.self) {
      try AtomicFolder(replacing: scratch.file("link"), mayHold: { _ in true })
    }
    #expect(link?.reason == .notDirectory)
    #expect(scratch.contents() == ["link", "out"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: target) == ["sub.txt"])
  }
}

/// A folder replaces an earlier one in one step: renameat2(RENAME_EXCHANGE) on Linux,
/// renamex_np(RENAME_SWAP) on Darwin (SystemShim).
@Suite struct AtomicFolderExchangeTests {
  @Test func exchangeSwapsTwoFoldersInOneStep() throws {
    let base = FileManager.default.temporaryDirectory.path + "/choreo-exchange-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: base) }
    try FileManager.default.createDirectory(
      atPath: base + "/a/inA", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: base + "/b/inB", withIntermediateDirectories: true)
    let result = SystemShim.exchange(base + "/a", base + "/b")
    // tmpfs, ext4, btrfs, overlayfs and APFS support it; the fallback is for the rest.
    try #require(result == .exchanged, "no one-step swap on this file system")
    #expect(FileManager.default.fileExists(atPath: base + "/a/inB"))
    #expect(FileManager.default.fileExists(atPath: base + "/b/inA"))
  }

  @Test func exchangeOfAMissingPathFailsAndChangesNothing() throws {
    let base = FileManager.default.temporaryDirectory.path + "/choreo-exchange-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: base) }
    try FileManager.default.createDirectory(
      atPath: base + "/a/inA", withIntermediateDirectories: true)
    #expect(SystemShim.exchange(base + "/a", base + "/missing") == .failed)
    #expect(FileManager.default.fileExists(atPath: base + "/a/inA"))
  }
}
