// Policy: frames are streamed to the encoders in batches (DemoOutput.batchSize frames at a
// time), so a render's memory is about (batch + 6) raw frames (the batch, the encoders'
// previous and pending frames, the GIF's two index maps), plus the compressed output and,
// for GIF, the compressed frames: it does not grow with the frame count at the rate of raw
// frames. Before rendering, that estimate is compared with the memory this process may use:
// the smallest of the cgroup's limit less its usage (cgroup v2 memory.max/memory.current),
// /proc/meminfo's MemAvailable (Linux), the free, inactive and purgeable pages of
// host_statistics64 (Darwin, which has neither: what Activity Monitor counts as available),
// and CHOREO_MEMORY_LIMIT (bytes, for tests and for users who want a lower ceiling). Over it,
// the render stops before it starts (exit 65) with a message saying how much it needs and
// what to lower. Where none of these can be read, nothing is checked.
import CLibC

/// The memory a render needs and the memory there is.
enum MemoryBudget {
  /// Bytes a render of `width`×`height` frames keeps at most, by the policy above.
  static func needed(width: Int, height: Int) -> Int {
    let frame = width * height * 4
    return (DemoOutput.batchSize + 6) * frame + 64 << 20  // plus the tool and its libraries
  }

  /// The bytes this process may still use, and where that figure comes from, or nil when
  /// nothing says.
  static func available() -> (bytes: Int, source: String)? {
    var best: (bytes: Int, source: String)?
    func consider(_ bytes: Int?, _ source: String) {
      guard let bytes, bytes >= 0 else { return }
      if best == nil || bytes < best!.bytes { best = (bytes, source) }
    }
    if let text = getenv("CHOREO_MEMORY_LIMIT").map({ String(cString: $0) }) {
      consider(Int(text), "CHOREO_MEMORY_LIMIT")
    }
    if let limit = readFile("/sys/fs/cgroup/memory.max").flatMap({ Int($0) }) {
      let used = readFile("/sys/fs/cgroup/memory.current").flatMap { Int($0) } ?? 0
      consider(limit - used, "the cgroup memory limit")
    }
    if let meminfo = readFile("/proc/meminfo"),
      let line = meminfo.split(separator: "\n").first(where: { $0.hasPrefix("MemAvailable:") }),
      let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    {
      consider(kilobytes * 1024, "available memory (MemAvailable)")
    }
    #if canImport(Darwin)
      consider(darwinAvailable(), "available memory (free, inactive and purgeable pages)")
    #endif
    return best
  }

  #if canImport(Darwin)
    /// Free, inactive and purgeable pages in bytes (`host_statistics64`), or nil.
    private static func darwinAvailable() -> Int? {
      var info = vm_statistics64()
      var count = mach_msg_type_number_t(
        MemoryLayout<vm_statistics64>.stride / MemoryLayout<integer_t>.stride)
      let status = withUnsafeMutablePointer(to: &info) {
        $0.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
          host_statistics64(mach_host_self(), HOST_VM_INFO64, $0, &count)
        }
      }
      guard status == KERN_SUCCESS else { return nil }
      let pages = Int(info.free_count) + Int(info.inactive_count) + Int(info.purgeable_count)
      return pages * sysconf(Int32(_SC_PAGESIZE))
    }
  #endif

  /// Throws when a render of `width`×`height` frames would need more memory than there is.
  ///
  /// - Throws: ``CLIError/badInput(_:)`` naming both figures and what to lower.
  static func check(width: Int, height: Int, what: String) throws(CLIError) {
    let need = needed(width: width, height: height)
    guard let (have, source) = available(), need > have else { return }
    throw .badInput(
      "\(what) at \(width)x\(height) pixels needs about \(need >> 20) MB of memory, more than"
        + " the \(have >> 20) MB \(source) allows; use a smaller --size or --scale")
  }

  /// The first line of a small text file, trimmed, or nil.
  private static func readFile(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 16384)
    let count = read(descriptor, &buffer, buffer.count)
    guard count > 0 else { return nil }
    let text = String(decoding: buffer[..<count], as: UTF8.self)
    return path.hasSuffix("meminfo") ? text : text.split(separator: "\n").first.map(String.init)
  }
}
