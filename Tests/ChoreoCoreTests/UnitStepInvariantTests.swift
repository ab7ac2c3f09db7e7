import Testing

@testable import ChoreoCore

/// The invariant `LegFormula` and `MotionLeg` rely on: a unit step's kernel points into its
/// unit step, so it is used only while that lives. Debug builds check it at every sample.
@Suite struct UnitStepInvariantTests {
  @Test func aKernelSamplesWhileItsUnitStepLives() {
    let step = UnitStep(
      motion: .timing(.cubicBezier(0.3, 0, 0.2, 1), duration: 1), crossFade: false)
    let sampled = step.kernel.sample(at: 0.5).step
    #expect(sampled > 0.5 && sampled < 1)
  }

  #if compiler(>=6.2) && DEBUG
    /// A kernel kept after its unit step is freed traps instead of reading freed memory.
    @Test func aKernelUsedAfterItsUnitStepTraps() async {
      await #expect(processExitsWith: .failure) {
        var kernel: UnitStepKernel?
        do {
          let step = UnitStep(
            motion: .timing(.cubicBezier(0.3, 0, 0.2, 1), duration: 1), crossFade: false)
          kernel = step.kernel
        }
        _ = kernel?.sample(at: 0.5)
      }
      await #expect(processExitsWith: .failure) {
        var kernel: UnitStepKernel?
        do {
          let step = UnitStep(motion: .linear(duration: 1).repeatCount(2), crossFade: false)
          kernel = step.kernel
        }
        _ = kernel?.rates(atInterior: 0.5)
      }
    }
  #endif
}
