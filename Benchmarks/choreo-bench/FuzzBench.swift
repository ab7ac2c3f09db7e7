import CLibC
import ChoreoCore
import ChoreoRender
import ChoreoTestSupport
import ChoreoTesting

/// The full-size fuzz loops whose small, seeded versions are tests: a trap ends the
/// process (so reaching the figure line is the pass), and the line gives the time a case.
///
/// `extreme-trees`: 10,000 random trees of extreme finite numbers (seeds 1...100, 100
/// trees each; `ExtremeLayerTrees`), each rendered at 12 × 10, exported as SVG and as a
/// one-second Lottie document.
///
/// `png-mutations`: 200,000 seeded mutations (`PNGMutations`) of a 3-frame APNG and of a
/// still PNG, each decoded by `PNGReader`: a picture or a typed error every time.
func extremeTreeBenchmarks() -> [BenchResult] {
  let size = Size2D(width: 12, height: 10)
  let exporter = LottieExporter(framesPerSecond: 1, samplesPerFrame: 1)
  var cases = 0
  let result = measure("extreme trees: render, SVG, Lottie (a tree)", operations: 10_000, runs: 1) {
    for seed in UInt64(1)...100 {
      var trees = ExtremeLayerTrees(seed: seed)
      for _ in 0..<100 {
        let tree = trees.next()
        blackHole(try! LayerRenderer(size: size).render(tree).pixels.count)
        blackHole(try! SVGExporter().svg(for: tree, size: size).utf8.count)
        // (A curl's approximation may overflow on an extreme page: a typed error.)
        blackHole(try? exporter.document(duration: 1, size: size) { _ in tree }.json.utf8.count)
        cases += 1
      }
    }
  }
  print("# extreme trees: \(cases) cases (with the warm-up run), none trapped")
  return [result]
}

func pngMutationBenchmarks() -> [BenchResult] {
  let originals = PNGMutations.sampleFiles()
  var (pictures, errors) = (0, 0)
  let result = measure("png mutations: decode (a file)", operations: 200_000, runs: 1) {
    for (index, original) in originals.enumerated() {
      for seed in UInt64(0)..<100 {
        var mutations = PNGMutations(seed: seed * 2 + UInt64(index), of: original)
        for _ in 0..<1_000 {
          do throws(PNGDecodingError) {
            blackHole(try PNGReader.decode(mutations.next()).count)
            pictures += 1
          } catch {
            blackHole(error.description)
            errors += 1
          }
        }
      }
    }
  }
  print("# png mutations: \(pictures) pictures, \(errors) typed errors (with the warm-up run)")
  return [result]
}

/// `png-large`: decodes the PNG at `$CHOREO_BENCH_PNG` (run under `/usr/bin/time -v` for
/// the reader's peak memory on a large image).
func pngLargeBenchmarks() -> [BenchResult] {
  guard let variable = getenv("CHOREO_BENCH_PNG") else {
    print("# png-large: set CHOREO_BENCH_PNG to the path of a PNG file")
    return []
  }
  let path = String(cString: variable)
  guard let file = fopen(path, "rb") else {
    print("# png-large: cannot open \(path)")
    return []
  }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let count = fread(&buffer, 1, buffer.count, file)
    if count <= 0 { break }
    bytes += buffer[0..<count]
  }
  fclose(file)
  return [
    measure("png decode \(path) (\(bytes.count) bytes)", operations: 1, runs: 1) {
      blackHole(try! PNGReader.decode(bytes)[0].image.pixels.count)
    }
  ]
}
