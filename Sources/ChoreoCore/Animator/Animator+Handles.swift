// What an `AnimationHandle` asks of its animator: commands, the state of its animation and
// the gesture hand-off. Completions go through the animator's one queue (Animator.swift).

extension Animator {
  func control(_ handle: AnimationHandle, _ command: AnimationCommand) {
    precondition(!isWriting, "animations cannot be controlled from inside a value target")
    guard let store = locations[handle.id] else { return }
    if let outcome = store.control(handle.id, command, at: time) {
      ended.append((handle, outcome))
      fireEnded()
    }
  }

  /// The value and velocity (`nil` for values without vector operations) of the live
  /// animation behind `handle` now, read as the next retarget reads them; `nil` once it has
  /// ended or when it animates another type.
  func state<V: Interpolatable>(of handle: AnimationHandle, as type: V.Type)
    -> (value: V, velocity: V?)?
  {
    guard let store = locations[handle.id] as? ValueAnimationStore<V> else { return nil }
    return store.state(of: handle.id, at: time)
  }

  func status(_ handle: AnimationHandle) -> (paused: Bool, reversed: Bool, fraction: Double)? {
    locations[handle.id]?.status(handle.id, at: time)
  }

  func continueAnimation(_ handle: AnimationHandle, with motion: Motion, velocity: Any?) {
    precondition(!isWriting, "animations cannot be controlled from inside a value target")
    guard let store = locations[handle.id] else { return }
    if let outcome = store.continueAnimation(handle.id, with: motion, velocity: velocity, at: time)
    {
      ended.append((handle, outcome))
      fireEnded()
    }
  }
}
