import ChoreoRender
import Testing

@Suite struct ChoreoRenderModuleTests {
  @Test func moduleIsVersioned() {
    #expect(ChoreoRenderModule.version.split(separator: ".").count == 3)
  }
}
