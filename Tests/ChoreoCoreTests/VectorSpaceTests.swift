import ChoreoCore
import ChoreoTestSupport
import Testing

@Suite struct VectorSpaceTests {
  @Test func doubleInterpolatesAndExtrapolatesLinearly() {
    #expect(10.0.interpolated(to: 20, fraction: 0) == 10)
    #expect(10.0.interpolated(to: 20, fraction: 0.25) == 12.5)
    #expect(10.0.interpolated(to: 20, fraction: 1) == 20)
    #expect(10.0.interpolated(to: 20, fraction: 1.5) == 25)
    #expect(10.0.interpolated(to: 20, fraction: -0.5) == 5)
  }

  @Test func floatScalesInDouble() {
    #expect(Float(3).scaled(by: 0.5) == 1.5)
    #expect(Float(-2).magnitudeSquared == 4)
    #expect(Float(1).interpolated(to: 3, fraction: 0.5) == 2)
  }
}
