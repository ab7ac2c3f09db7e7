import CLibC
import Foundation
import Testing

/// One gallery run per folder: a second run into a folder that a run is writing stops
/// with exit 73 before writing anything, naming the process that holds the folder. Two
/// runs used to both succeed, each deleting the other's files, and leave APNGs of two
/// scales under an index that named one.
@Suite struct GalleryLockTests {
  /// This test process holds the folder's lock as a running gallery would; `choreo
  /// gallery` into the folder must refuse, name this process, and leave the folder as it
  /// was. (A lock file left by a run that ended does not stop the next run:
  /// GalleryTests.bareChoreoWritesTheWholeGallery runs where an earlier run left one.)
  @Test func aSecondRunIntoTheSameFolderStopsAndNamesTheFirst() throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let gallery = directory.appendingPathComponent("g")
    try FileManager.default.createDirectory(at: gallery, withIntermediateDirectories: true)
    let earlier = Array("an earlier gallery's page".utf8)
    try Data(earlier).write(to: gallery.appendingPathComponent("index.html"))
    let descriptor = open(
      gallery.appendingPathComponent(".choreo-gallery.lock").path, O_RDWR | O_CREAT, 0o644)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    var request = flock()
    request.l_type = Int16(F_WRLCK)
    request.l_whence = Int16(SEEK_SET)
    try #require(fcntl(descriptor, F_SETLK, &request) == 0)

    let run = try ChoreoRunner.run(
      ["gallery", "--out", "g", "--scale", "0.25", "--fps", "2"], in: directory)
    #expect(run.status == 73, "\(run.stderr)")
    #expect(run.stderr.contains("cannot create 'g'"), "\(run.stderr)")
    #expect(run.stderr.contains("another choreo run (process \(getpid()))"), "\(run.stderr)")
    #expect(run.stderr.contains("choose another --out"), "\(run.stderr)")
    #expect(try directoryContents(gallery) == [".choreo-gallery.lock", "index.html"])
    #expect(try fileBytes(gallery.appendingPathComponent("index.html")) == earlier)
  }

}
