import ChoreoCore
import ChoreoRender
import Testing

/// Issue 24, finding 6: inputs the documentation allows no longer trap.
@Suite struct AllowedInputTests {
  /// The frame count of 10^300 seconds does not fit an Int: a typed error, not a trap.
  @Test func aLottieExportTooLongToSampleThrows() {
    let exporter = LottieExporter(framesPerSecond: 30)
    #expect(throws: RenderError.tooLong(duration: 1e300, samplesPerSecond: 120)) {
      _ = try exporter.document(duration: 1e300, size: Size2D(width: 10, height: 10)) { _ in
        RenderLayer(frame: Rect2D(x: 0, y: 0, width: 1, height: 1))
      }
    }
    let limit = Double(LottieExporter.maximumSampleCount) / 120
    #expect(throws: RenderError.tooLong(duration: limit * 2, samplesPerSecond: 120)) {
      _ = try exporter.document(duration: limit * 2, size: Size2D(width: 10, height: 10)) { _ in
        RenderLayer(frame: .zero)
      }
    }
    let message = RenderError.tooLong(duration: 1e300, samplesPerSecond: 120).description
    #expect(message.contains("at most 8333.33"), "\(message)")
  }

  /// Two finite angles whose difference overflows sweep one full turn, either way.
  @Test func anArcBetweenHugeAnglesIsOneFullTurn() throws {
    for clockwise in [true, false] {
      var path = VectorPath()
      path.addArc(
        center: Point2D(x: 50, y: 50), radius: 10, startAngle: -1e308, endAngle: 1e308,
        clockwise: clockwise)
      // A move and four quarter-turn cubics back to the start point.
      #expect(path.elements.count == 5)
      guard case .move(let start) = path.elements[0], let end = path.currentPoint else {
        Issue.record("expected a move first")
        return
      }
      #expect(abs(end.x - start.x) < 1e-9 && abs(end.y - start.y) < 1e-9)
      #expect(path.isFinite)
    }
  }

  /// A NaN angle records a path that validation refuses with a typed error.
  @Test func anArcWithANaNAngleIsRefusedByValidation() {
    var path = VectorPath()
    path.move(to: .zero)
    path.addArc(center: .zero, radius: 5, startAngle: 0, endAngle: .nan, clockwise: true)
    #expect(!path.isFinite)
    var layer = RenderLayer(frame: Rect2D(x: 0, y: 0, width: 10, height: 10))
    layer.shape = VectorShape(path: path, strokeColor: .black)
    #expect(throws: RenderError.nonFinite(field: "shape.path", layer: "root")) {
      try layer.validate()
    }
    #expect(throws: RenderError.self) {
      _ = try LayerRenderer(size: Size2D(width: 10, height: 10)).render(layer)
    }
  }
}
