import Choreo
import Testing

@Suite struct ChoreoModuleTests {
  @Test func reExportsChoreoCore() {
    // `TimingCurve` comes from ChoreoCore; it is visible through `import Choreo` alone.
    #expect(TimingCurve.linear.description == "linear")
  }
}
