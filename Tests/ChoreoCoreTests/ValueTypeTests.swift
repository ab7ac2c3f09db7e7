import ChoreoCore
import ChoreoTestSupport
import Testing

@Suite struct ValueTypeTests {
  @Test func pointArithmetic() {
    let p = Point2D(x: 1, y: 2)
    let q = Point2D(x: 4, y: -2)
    #expect(p + q == Point2D(x: 5, y: 0))
    #expect(q - p == Point2D(x: 3, y: -4))
    #expect((q - p).magnitude == 5)
    #expect(p.scaled(by: -2) == Point2D(x: -2, y: -4))
    #expect(p.interpolated(to: q, fraction: 0.5) == Point2D(x: 2.5, y: 0))
    #expect(p.interpolated(to: q, fraction: 2) == Point2D(x: 7, y: -6))
  }

  @Test func sizeAndRectArithmetic() {
    let a = Rect2D(x: 30, y: 30, width: 100, height: 100)
    let b = Rect2D(x: 0, y: 0, width: 375, height: 300)
    let mid = a.interpolated(to: b, fraction: 0.5)
    #expect(mid == Rect2D(x: 15, y: 15, width: 237.5, height: 200))
    #expect(mid.maxX == 252.5)
    #expect(mid.center == Point2D(x: 133.75, y: 115))
    let expectedSquared: Double = 1800 + 75625 + 40000  // 30² + 30² + 275² + 200²
    #expect((b - a).magnitudeSquared == expectedSquared)
    #expect(Size2D(width: 3, height: 4).magnitude == 5)
    #expect(a.contains(Point2D(x: 30, y: 30)))
    #expect(!a.contains(Point2D(x: 130, y: 50)))
  }

  @Test func colourInterpolatesPremultiplied() {
    // Opaque red toward transparent blue at 50 %: premultiplied red (1,0,0)·1 and blue
    // (0,0,1)·0 blend to (0.5, 0, 0) with alpha 0.5; un-premultiplied: (1, 0, 0).
    let red = RGBA(red: 1, green: 0, blue: 0, alpha: 1)
    let clearBlue = RGBA(red: 0, green: 0, blue: 1, alpha: 0)
    let mid = red.interpolated(to: clearBlue, fraction: 0.5)
    #expect(mid == RGBA(red: 1, green: 0, blue: 0, alpha: 0.5))
    // Two opaque colours blend channel by channel.
    let grey = RGBA.black.interpolated(to: .white, fraction: 0.25)
    #expect(grey == RGBA(red: 0.25, green: 0.25, blue: 0.25, alpha: 1))
    // Half-transparent white to opaque black at 0.5: alpha 0.75;
    // red = (1·0.5·0.5 + 0·1·0.5) / 0.75 = 1/3.
    let mixed = RGBA(red: 1, green: 1, blue: 1, alpha: 0.5).interpolated(to: .black, fraction: 0.5)
    #expect(isClose(mixed.red, 1.0 / 3, absolute: 1e-15))
    #expect(mixed.alpha == 0.75)
    // Extrapolation saturates.
    let over = RGBA.black.interpolated(to: .white, fraction: 1.5)
    #expect(over == .white)
    #expect(RGBA(hex: 0x007AFF) == RGBA(red: 0, green: 122.0 / 255, blue: 1))
    #expect(!RGBA(red: 2, green: 0, blue: 0).isValid)
    #expect(!RGBA(red: .nan, green: 0, blue: 0).isValid)
  }
}
