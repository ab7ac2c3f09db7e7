import ChoreoRender
import Testing

@Suite struct LockedTests {
  @Test func concurrentIncrementsAreNotLost() async {
    // 8 tasks × 10,000 increments: a lost update (a race) would leave fewer.
    let counter = Locked(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
        }
      }
    }
    #expect(counter.withLock { $0 } == 80_000)
  }
}
