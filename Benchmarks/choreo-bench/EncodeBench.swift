import ChoreoCore
import ChoreoRender

// Encoder benchmarks on synthetic UI-like frames (the rasteriser is not used here so that
// the figures isolate encoding): a flat background, rounded-looking cards and discs with
// anti-aliased edges (coverage from the distance to the edge), and a small square moving
// across a phone-sized canvas for the animated formats.

/// A UI-like frame: flat fill, 12 cards, 8 anti-aliased discs.
private func uiFrame(width: Int, height: Int, offset: Int) -> Bitmap {
  var image = Bitmap(width: width, height: height, fill: RGBA(hex: 0xF2F2F7))
  var pixels = image.pixels
  func blend(_ x: Int, _ y: Int, _ colour: (Int, Int, Int), _ coverage: Double) {
    guard coverage > 0, x >= 0, y >= 0, x < width, y < height else { return }
    let index = (y * width + x) * 4
    let a = min(1, coverage)
    pixels[index] = UInt8(Double(colour.0) * a + Double(pixels[index]) * (1 - a) + 0.5)
    pixels[index + 1] = UInt8(Double(colour.1) * a + Double(pixels[index + 1]) * (1 - a) + 0.5)
    pixels[index + 2] = UInt8(Double(colour.2) * a + Double(pixels[index + 2]) * (1 - a) + 0.5)
  }
  for card in 0..<12 {
    let top = 40 + card * (height - 80) / 12
    for y in top..<(top + (height - 80) / 14) {
      for x in 32..<(width - 32) { blend(x, y, (255, 255, 255), 1) }
    }
  }
  for disc in 0..<8 {
    let cx = Double(60 + disc * (width - 120) / 7 + offset)
    let cy = Double(height - 60)
    let radius = 22.5
    for y in Int(cy - radius - 1)...Int(cy + radius + 1) {
      for x in Int(cx - radius - 1)...Int(cx + radius + 1) {
        let distance =
          ((Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx)
          + (Double(y) + 0.5 - cy) * (Double(y) + 0.5 - cy)).squareRoot()
        blend(x, y, (0, 122, 255), radius + 0.5 - distance)
      }
    }
  }
  image.pixels = pixels
  return image
}

/// PNG, APNG and GIF encoding figures.
func encodeBenchmarks() -> [BenchResult] {
  var results: [BenchResult] = []
  // PNG: one iPhone frame (390×844 points at scale 2).
  let phone = uiFrame(width: 780, height: 1688, offset: 0)
  let megabytes = Double(phone.pixels.count) / 1e6
  var pngBytes = 0
  var png = measure("PNG encode 780×1688 UI frame", operations: 1, runs: 7) {
    pngBytes = PNGEncoder().encode(opaque(phone)).count
  }
  png.name +=
    " (\(format(megabytes / (png.nanosecondsPerOperation / 1e9), digits: 1)) MB/s raw, "
    + "\(pngBytes / 1024) KiB)"
  results.append(png)
  // Worst case for filtering: no two rows alike (a gradient with seeded noise).
  var random = BenchRandom(seed: 0x504E_47)
  var noisy = phone
  for index in stride(from: 0, to: noisy.pixels.count, by: 4) {
    let pixel = index / 4
    let noise = UInt8(truncatingIfNeeded: random.next() & 7)
    noisy.pixels[index] = UInt8(truncatingIfNeeded: pixel % 780 / 4) &+ noise
    noisy.pixels[index + 1] = UInt8(truncatingIfNeeded: pixel / 780 / 8) &+ noise
    noisy.pixels[index + 2] = 200 &+ noise
  }
  var noisyBytes = 0
  var noisyPNG = measure("PNG encode 780×1688 gradient + noise", operations: 1, runs: 5) {
    noisyBytes = PNGEncoder().encode(opaque(noisy)).count
  }
  noisyPNG.name +=
    " (\(format(megabytes / (noisyPNG.nanosecondsPerOperation / 1e9), digits: 1)) MB/s raw, "
    + "\(noisyBytes / 1024) KiB)"
  results.append(noisyPNG)
  // The compression level's trade (PNGEncoder's default is 4): size and time of levels 1,
  // 4 and 6 on both frames.
  for level in [1, 4, 6] {
    var encoder = PNGEncoder()
    encoder.compressionLevel = level
    for (label, image) in [("UI frame", phone), ("gradient + noise", noisy)] {
      var bytes = 0
      var result = measure("PNG level \(level), \(label)", operations: 1, runs: 3) {
        bytes = encoder.encode(opaque(image)).count
      }
      result.name += " (\(bytes / 1024) KiB)"
      results.append(result)
    }
  }

  // Animated: 60 frames at 60 fps of a 390×844 canvas, a 40 px square moving 3 px a frame.
  let frames = (0..<60).map { step -> Bitmap in
    var image = uiFrame(width: 390, height: 844, offset: 0)
    for y in 300..<340 {
      for x in (20 + step * 3)..<(60 + step * 3) { image[x, y] = (255, 59, 48, 255) }
    }
    return image
  }
  let delay = FrameDelay(fps: 60)
  var diffBytes = 0
  var fullBytes = 0
  var apng = measure("APNG 60 frames 390×844, per frame", operations: 60, runs: 5) {
    diffBytes = APNGEncoder().encode(opaque(frames), frameDelay: delay).count
  }
  var apngFull = measure("APNG 60 full frames 390×844, per frame", operations: 60, runs: 3) {
    fullBytes =
      APNGEncoder(usesFrameDifferences: false).encode(opaque(frames), frameDelay: delay)
      .count
  }
  apng.name += " (\(diffBytes / 1024) KiB)"
  apngFull.name +=
    " (\(fullBytes / 1024) KiB; diff/full = "
    + "\(format(Double(diffBytes) / Double(fullBytes), digits: 3)))"
  results += [apng, apngFull]

  var gifBytes = 0
  var gifFullBytes = 0
  var gif = measure("GIF 60 frames 390×844, per source frame", operations: 60, runs: 5) {
    gifBytes = GIFEncoder().encode(opaque(frames), frameDelay: delay).count
  }
  var gifFull = measure("GIF 60 full frames 390×844, per source frame", operations: 60, runs: 3) {
    gifFullBytes =
      GIFEncoder(usesFrameDifferences: false).encode(opaque(frames), frameDelay: delay)
      .count
  }
  gif.name += " (\(gifBytes / 1024) KiB)"
  gifFull.name +=
    " (\(gifFullBytes / 1024) KiB; diff/full = "
    + "\(format(Double(gifBytes) / Double(gifFullBytes), digits: 3)))"
  results += [gif, gifFull]
  return results
}
