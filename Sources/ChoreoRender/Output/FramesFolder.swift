// A folder of numbered PNG frames, written as a whole through AtomicFolder: the frames go
// into a temporary folder beside the target, each file synced, and the folder is then swapped
// into place.
//
// Safety: an existing folder is replaced only when it holds nothing but files named like
// this writer's (frame-NNNN.png); otherwise the write fails and the folder is left alone,
// so pointing --out at a folder of other files never deletes them.
import CLibC

/// Writes frames as `frame-0000.png`, `frame-0001.png` ... into a folder, atomically.
///
/// ```swift
/// try FramesFolder.write(frames, to: "gallery/easings-frames")
/// ```
package enum FramesFolder {
  /// The file name of frame `index` among `count`: at least 4 digits, more when needed.
  ///
  /// - Parameters:
  ///   - index: 0-based frame index.
  ///   - count: Total frames.
  /// - Returns: `frame-0007.png` and the like.
  package static func fileName(index: Int, count: Int) -> String {
    let digits = max(4, String(max(count - 1, 0)).count)
    let number = String(index)
    return "frame-" + String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
  }

  /// Writes every frame as a PNG into the folder `path`, replacing an earlier frames
  /// folder there only once the new one is complete.
  ///
  /// - Parameters:
  ///   - frames: The frames, in order.
  ///   - path: The folder to create or replace.
  ///   - encoder: PNG settings.
  /// - Throws: ``OutputError`` naming the path and the reason; nothing is left behind.
  package static func write(
    _ frames: [Bitmap], to path: String, encoder: PNGEncoder = PNGEncoder()
  ) throws(OutputError) {
    let folder = try Writer(path: path, count: frames.count, encoder: encoder)
    do throws(OutputError) {
      for frame in frames { try folder.append(frame) }
      try folder.commit()
    } catch {
      folder.discard()
      throw error
    }
  }

  /// A frames folder written one frame at a time, so the frames need not all be in memory.
  package final class Writer {
    private let folder: AtomicFolder
    private let path: String
    private let count: Int
    private let encoder: PNGEncoder
    private var index = 0

    /// Checks the target and creates the temporary folder for `count` frames.
    ///
    /// - Throws: ``OutputError`` as ``FramesFolder/write(_:to:encoder:)`` does.
    package init(path: String, count: Int, encoder: PNGEncoder = PNGEncoder()) throws(OutputError) {
      folder = try AtomicFolder(replacing: path) { FramesFolder.isFrameName($0) }
      self.path = path
      self.count = count
      self.encoder = encoder
    }

    /// Writes the next frame's PNG into the temporary folder.
    package func append(_ frame: Bitmap) throws(OutputError) {
      let file = folder.path(of: FramesFolder.fileName(index: index, count: count))
      try FramesFolder.writeFile(
        encoder.encode(frame), to: file, target: path, parent: folder.parent)
      index += 1
    }

    /// Swaps the finished folder into place.
    package func commit() throws(OutputError) { try folder.commit() }

    /// Removes the temporary folder.
    package func discard() { folder.discard() }
  }

  /// True for names this writer produces.
  static func isFrameName(_ name: String) -> Bool {
    guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
    let digits = name.dropFirst(6).dropLast(4)
    return digits.count >= 4 && digits.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// Creates and fills one file in the temporary folder.
  private static func writeFile(
    _ bytes: [UInt8], to file: String, target: String, parent: String
  ) throws(OutputError) {
    // Created under the temporaries' lock: a signal's cleanup, once begun, sees every
    // frame that will ever be in the folder.
    let (descriptor, openError) = TemporaryFiles.createInFolder {
      let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL, 0o644)
      return (descriptor, errno)
    }
    guard descriptor >= 0 else {
      errno = openError
      throw OutputError.from(errno: errno, path: target, directory: parent)
    }
    let written = AtomicFile.writeAll(descriptor, bytes) && fsync(descriptor) == 0
    let failure = written ? nil : OutputError.from(errno: errno, path: target, directory: parent)
    if close(descriptor) != 0 || failure != nil {
      throw failure ?? OutputError.from(errno: errno, path: target, directory: parent)
    }
  }
}
