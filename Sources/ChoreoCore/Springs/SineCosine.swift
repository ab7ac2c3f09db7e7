// Sine and cosine of one angle in a single pass: an under-damped spring needs both at the
// same angle, and libm computes each with its own argument reduction (glibc's `sincos` is
// not exported by Swift's Glibc module). Doing it once roughly halves the cost of a sample.
//
// Method (written for Choreo from the textbook recipe):
// 1. Reduction: n = round(x·2/π), r = x − n·π/2 with π/2 split into three parts (Cody &
//    Waite, "Software Manual for the Elementary Functions", 1980). The first two parts
//    carry 33 significant bits each, so n·part is exact for |n| < 2^20; the three parts
//    were computed with mpmath at 300 bits (p1 = π/2 truncated to 33 bits, p2 = the next
//    33 bits, p3 = the rest rounded to a double).
// 2. On |r| ≤ π/4, the Taylor series of sin and cos (coefficients ±1/k!), truncated where
//    the next term is below 5e-17 for |r| = π/4: sin through r^15, cos through r^16,
//    evaluated by Estrin's scheme.
// 3. The quadrant n mod 4 swaps and negates.
// Accuracy: absolute error ≤ 3e-16 (about one ulp of 1) for |x| < 2^20·π/2; larger
// arguments fall back to libm `sin` and `cos`. Absolute accuracy is what a spring needs:
// the result multiplies an amplitude.
import CLibM

/// `(sin x, cos x)`, evaluated together.
@usableFromInline
func sineCosine(_ x: Double) -> (sin: Double, cos: Double) {
  guard abs(x) < 1.647_099_3e6 else { return (sin(x), cos(x)) }  // 2^20·π/2
  // Below 2^-27, sin x rounds to x and cos x to 1; this also keeps the sign of −0.
  if abs(x) < 0x1p-27 { return (x, 1) }
  let twoOverPi = 0.636_619_772_367_581_4
  let piOver2Part1 = 1.570_796_326_734_125_6
  let piOver2Part2 = 6.077_100_506_303_966e-11
  let piOver2Part3 = 2.022_266_248_795_950_6e-21
  // Round to nearest by adding and removing 1.5·2^52 (|x·2/π| < 2^51 here): cheaper than
  // `rounded()`, a libm call on baseline x86-64.
  let shifter = 6_755_399_441_055_744.0
  let n = (x * twoOverPi + shifter) - shifter
  let r = ((x - n * piOver2Part1) - n * piOver2Part2) - n * piOver2Part3
  let z = r * r
  let z2 = z * z
  let z4 = z2 * z2
  // sin r = r + r·z·P(z), P(z) = −1/3! + z/5! − … − z⁶/15!, and
  // cos r = 1 + z·Q(z), Q(z) = −1/2! + z/4! − … + z⁷/16!, each evaluated by Estrin's scheme
  // (pairs combined with z², z⁴): a dependency chain of three multiply-adds instead of
  // Horner's seven or eight, which matters on baseline x86-64 without fused multiply-add.
  let sinLow = (-1.0 / 6 + z * (1.0 / 120)) + z2 * (-1.0 / 5040 + z * (1.0 / 362_880))
  let sinHigh =
    (-1.0 / 39_916_800 + z * (1.0 / 6_227_020_800)) + z2 * (-1.0 / 1_307_674_368_000)
  let sine = r + r * z * (sinLow + z4 * sinHigh)
  let cosLow = (-0.5 + z * (1.0 / 24)) + z2 * (-1.0 / 720 + z * (1.0 / 40320))
  let cosHigh =
    (-1.0 / 3_628_800 + z * (1.0 / 479_001_600))
    + z2 * (-1.0 / 87_178_291_200 + z * (1.0 / 20_922_789_888_000))
  let cosine = 1 + z * (cosLow + z4 * cosHigh)
  // Quadrant n mod 4 without branches (random angles would mispredict them): odd quadrants
  // swap sine and cosine; quadrants 2 and 3 negate the sine, 1 and 2 the cosine.
  let quadrant = Int64(n) & 3
  let swapped = quadrant & 1 != 0
  let s = swapped ? cosine : sine
  let c = swapped ? sine : cosine
  let sinSign: Double = quadrant & 2 != 0 ? -1 : 1
  let cosSign: Double = (quadrant + 1) & 2 != 0 ? -1 : 1
  return (s * sinSign, c * cosSign)
}
