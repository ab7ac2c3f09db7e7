import Foundation

/// The documented timing rules, written out independently of the tool's code.
enum FrameTiming {
  /// Frames of a demo of `duration` seconds at `fps`: frames at i/fps below the duration
  /// plus one at the end, ⌈duration·fps⌉ + 1 (a product within rounding of a whole number
  /// counts as that number).
  static func frameCount(duration: Double, fps: Int) -> Int {
    let product = duration * Double(fps)
    let steps = abs(product - product.rounded()) < 1e-9 ? product.rounded() : product.rounded(.up)
    return Int(steps) + 1
  }

  /// The lengths (in frames) of the runs of equal consecutive items: what the encoders
  /// merge into one longer frame.
  static func runs<T: Equatable>(_ items: [T]) -> [Int] {
    var lengths: [Int] = []
    for (index, item) in items.enumerated() {
      if index > 0 && item == items[index - 1] {
        lengths[lengths.count - 1] += 1
      } else {
        lengths.append(1)
      }
    }
    return lengths
  }

  /// APNG durations in milliseconds: each run shows run-length / fps seconds, exactly.
  static func apngMilliseconds(runs: [Int], fps: Int) -> [Double] {
    runs.map { 1000 * Double($0) / Double(fps) }
  }

  /// GIF durations in centiseconds by rule 1 of the GIF timing rule: each run starts at
  /// round(100 · start) cs (ties later), the end at round(100 · total). Valid while every
  /// result is at least 2 cs (true at 50 fps and below); nil otherwise.
  static func gifCentiseconds(runs: [Int], fps: Int) -> [Int]? {
    // round(100 · k / fps), halves up, in integers: ⌊(200k + fps) / (2 fps)⌋.
    func rounded(_ frames: Int) -> Int { (200 * frames + fps) / (2 * fps) }
    var boundaries: [Int] = []
    var start = 0
    for run in runs {
      boundaries.append(rounded(start))
      start += run
    }
    boundaries.append(rounded(start))
    let lengths = zip(boundaries.dropFirst(), boundaries).map { $0 - $1 }
    return lengths.allSatisfy { $0 >= 2 } ? lengths : nil
  }
}

/// The files in a directory, sorted (hidden ones included).
func directoryContents(_ url: URL) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
}

/// The bytes of a file.
func fileBytes(_ url: URL) throws -> [UInt8] {
  [UInt8](try Data(contentsOf: url))
}
