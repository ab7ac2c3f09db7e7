import ChoreoRender
import ChoreoTesting
import Foundation
import Testing

/// Issue 50, finding 8: a snapshot's name is a file name inside the goldens folder. A name
/// that would lead out of it (`../x`), or make a hidden file (`""`, `.`, `..`), is refused
/// with a ``SnapshotFailure`` that says why, in recording and in checking, and nothing is
/// read, written or removed anywhere.
@Suite struct SnapshotNameTests {
  static let badNames = [
    "../../x", "../x", "a/b", "/tmp/x", "", ".", "..", "..x", ".hidden", "a\0b",
  ]

  /// A parent folder holding `goldens/`, with a bait file beside `goldens/` that a name
  /// escaping the folder would remove (`x.actual.png`).
  private func folders() throws -> (parent: String, goldens: String) {
    let parent = FileManager.default.temporaryDirectory
      .appendingPathComponent("choreo-snapshot-names-\(UUID().uuidString)").path
    let goldens = parent + "/inner/goldens"
    try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
    for bait in ["x.actual.png", "x.diff.png", "inner/x.actual.png"] {
      try Data("bait".utf8).write(to: URL(fileURLWithPath: parent + "/" + bait))
    }
    return (parent, goldens)
  }

  /// Every file under `folder`, relative to it.
  private func files(under folder: String) throws -> [String] {
    (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
  }

  @Test(arguments: [true, false])
  func aNameOutsideTheFolderIsRefused(recording: Bool) throws {
    let (parent, goldens) = try folders()
    defer { try? FileManager.default.removeItem(atPath: parent) }
    let before = try files(under: parent)
    let snapshot = MotionSnapshot(directory: goldens, recording: recording)
    let frame = Bitmap(width: 4, height: 4, fill: .white)
    for name in Self.badNames {
      let failure = #expect(throws: SnapshotFailure.self, "\(name.debugDescription)") {
        try snapshot.check(frame, named: name)
      }
      guard case .invalidName(let refused, _)? = failure?.problems.first else {
        Issue.record("\(name.debugDescription): \(String(describing: failure))")
        continue
      }
      #expect(refused == name)
      #expect(failure?.description.contains("snapshot name") == true)
      #expect(failure?.location?.contains("SnapshotNameTests.swift") == true)
      // The scene and animation checks refuse the same names.
      #expect(throws: SnapshotFailure.self) {
        try snapshot.check(slidingSquare(), at: [0], named: name)
      }
      #expect(throws: SnapshotFailure.self) {
        try snapshot.checkAnimation(slidingSquare(), framesPerSecond: 2, named: name)
      }
    }
    #expect(try files(under: parent) == before)
  }

  /// The message names the problem and shows a NUL as an escape.
  @Test func theMessageSaysWhy() throws {
    let snapshot = MotionSnapshot(directory: "/nonexistent-goldens", recording: true)
    let frame = Bitmap(width: 2, height: 2)
    let parent = #expect(throws: SnapshotFailure.self) { try snapshot.check(frame, named: "../x") }
    #expect(parent?.description.contains("\"../x\" holds '/'") == true, "\(parent!)")
    let nul = #expect(throws: SnapshotFailure.self) { try snapshot.check(frame, named: "a\0b") }
    #expect(nul?.description.contains("\"a\\0b\" holds a NUL") == true, "\(nul!)")
    let dot = #expect(throws: SnapshotFailure.self) { try snapshot.check(frame, named: ".") }
    #expect(dot?.description.contains("starts with '.'") == true, "\(dot!)")
  }

  /// Ordinary names still work: letters, digits, '-', '_', and a single '.' inside.
  @Test func ordinaryNamesStillWork() throws {
    let (parent, goldens) = try folders()
    defer { try? FileManager.default.removeItem(atPath: parent) }
    let frame = Bitmap(width: 4, height: 4, fill: .white)
    for name in ["tab-slide", "pop_menu2", "v1.2"] {
      #expect(throws: SnapshotFailure.self) {
        try MotionSnapshot(directory: goldens, recording: true).check(frame, named: name)
      }
      try MotionSnapshot(directory: goldens, recording: false).check(frame, named: name)
    }
    #expect(try files(under: goldens) == ["pop_menu2.png", "tab-slide.png", "v1.2.png"])
  }
}
