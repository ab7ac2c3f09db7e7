import ChoreoCore
import Testing

@Suite struct TimingCurveDescriptionTests {
  @Test(arguments: [
    (TimingCurve.linear, "linear"),
    (.ease, "ease"),
    (.easeIn, "ease-in"),
    (.easeOut, "ease-out"),
    (.easeInOut, "ease-in-out"),
    (.cubicBezier(0.68, -0.6, 0.32, 1.6), "cubic-bezier(0.68, -0.6, 0.32, 1.6)"),
    (.cubicBezier(0, 0, 1, 1), "cubic-bezier(0, 0, 1, 1)"),
    (.cubicBezier(0.1, 1e-05, 1, -0), "cubic-bezier(0.1, 1e-05, 1, 0)"),
    (.steps(5), "steps(5)"),
    (.steps(5, .end), "steps(5)"),
    (.steps(1, .start), "steps(1, jump-start)"),
    (.steps(3, .jumpNone), "steps(3, jump-none)"),
    (.steps(3, .jumpBoth), "steps(3, jump-both)"),
    (.linear([LinearStop(0), LinearStop(1)]), "linear(0 0%, 1 100%)"),
  ])
  func isCSS(_ curve: TimingCurve, _ css: String) {
    #expect(curve.description == css)
  }
}
