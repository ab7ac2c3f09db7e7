/// The part of a running animation that frames do not read (the cold part): its handle,
/// the whole unit step (which owns what the kernel points into), the policy and the target.
struct AnimationEntry<V> {
  var handle: AnimationHandle
  var step: UnitStep
  var policy: ReducedMotionPolicy
  var isMovement: Bool
  var target: AnimationTarget<V>
}
