// Sine and cosine of one angle in a single pass: the spring's hot path needs both, and libm
// computes each with its own argument reduction (glibc has `sincos`, but Swift's Glibc
// module does not export it). Roughly halves the cost of an under-damped sample.
//
// Source: FreeBSD msun (fdlibm), e_rem_pio2.c (medium-size Cody–Waite reduction by π/2 with
// a 3×33-bit split of π/2), k_sin.c and k_cos.c (minimax polynomials on [−π/4, π/4] with a
// tail correction). Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
// Developed at SunSoft, a Sun Microsystems, Inc. business. Permission to use, copy,
// modify, and distribute this software is freely granted, provided that this notice is
// preserved.
//
// Accuracy: within an ulp or so of the correctly rounded result (as fdlibm) for
// |x| < 2^20·π/2; larger arguments fall back to libm `sin` and `cos`.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// `(sin x, cos x)`, evaluated together.
@usableFromInline
func sineCosine(_ x: Double) -> (sin: Double, cos: Double) {
  guard abs(x) < 1.647_099_3e6 else { return (sin(x), cos(x)) }  // 2^20·π/2
  // x = n·π/2 + (y0 + y1), |y0 + y1| ≤ π/4, y1 the rounding tail of y0.
  let invPiOver2 = 6.366_197_723_675_813_824_33e-01
  let piOver2Part1 = 1.570_796_326_734_125_614_17e+00
  let piOver2Part1Tail = 6.077_100_506_506_192_249_32e-11
  let piOver2Part2 = 6.077_100_506_303_965_976_60e-11
  let piOver2Part2Tail = 2.022_266_248_795_950_631_54e-21
  let piOver2Part3 = 2.022_266_248_711_166_455_80e-21
  let piOver2Part3Tail = 8.478_427_660_368_899_569_97e-32
  // Round to the nearest integer by adding and removing 1.5·2^52 (|x·2/π| < 2^51 here);
  // cheaper than `rounded()`, which is a libm call on baseline x86-64.
  let shifter = 6_755_399_441_055_744.0
  let fn = (x * invPiOver2 + shifter) - shifter
  let n = Int(truncatingIfNeeded: Int64(fn))
  var r = x - fn * piOver2Part1
  var w = fn * piOver2Part1Tail
  var y0 = r - w
  let exponent = Int(x.exponentBitPattern)
  if exponent - Int(y0.exponentBitPattern) > 16 {
    // Cancellation: a second (and maybe third) slice of π/2 is needed.
    var t = r
    w = fn * piOver2Part2
    r = t - w
    w = fn * piOver2Part2Tail - ((t - r) - w)
    y0 = r - w
    if exponent - Int(y0.exponentBitPattern) > 49 {
      t = r
      w = fn * piOver2Part3
      r = t - w
      w = fn * piOver2Part3Tail - ((t - r) - w)
      y0 = r - w
    }
  }
  let y1 = (r - y0) - w
  let s = kernelSine(y0, y1)
  let c = kernelCosine(y0, y1)
  // Quadrant n mod 4 gives (s, c), (c, −s), (−s, −c), (−c, s). Selected with bit masks:
  // the quadrant of a random angle is unpredictable, and a branch on it mispredicts.
  let swap = 0 &- UInt64(truncatingIfNeeded: n & 1)
  let sineSign = UInt64(truncatingIfNeeded: (n >> 1) & 1) << 63
  let cosineSign = UInt64(truncatingIfNeeded: ((n &+ 1) >> 1) & 1) << 63
  let sineBits = (s.bitPattern & ~swap) | (c.bitPattern & swap)
  let cosineBits = (c.bitPattern & ~swap) | (s.bitPattern & swap)
  return (Double(bitPattern: sineBits ^ sineSign), Double(bitPattern: cosineBits ^ cosineSign))
}

/// sin(x + y) for |x| ≤ π/4, y a tiny tail (fdlibm k_sin.c).
@usableFromInline @inline(__always)
func kernelSine(_ x: Double, _ y: Double) -> Double {
  let s1 = -1.666_666_666_666_663_243_48e-01
  let s2 = 8.333_333_333_322_489_461_24e-03
  let s3 = -1.984_126_982_985_794_931_34e-04
  let s4 = 2.755_731_370_707_006_767_89e-06
  let s5 = -2.505_076_025_340_686_341_95e-08
  let s6 = 1.589_690_995_211_550_102_21e-10
  let z = x * x
  let v = z * x
  let r = s2 + z * (s3 + z * (s4 + z * (s5 + z * s6)))
  return x - ((z * (0.5 * y - v * r) - y) - v * s1)
}

/// cos(x + y) for |x| ≤ π/4, y a tiny tail (FreeBSD k_cos.c).
@usableFromInline @inline(__always)
func kernelCosine(_ x: Double, _ y: Double) -> Double {
  let c1 = 4.166_666_666_666_660_190_37e-02
  let c2 = -1.388_888_888_887_410_957_49e-03
  let c3 = 2.480_158_728_947_672_941_78e-05
  let c4 = -2.755_731_435_139_066_330_35e-07
  let c5 = 2.087_572_321_298_174_827_90e-09
  let c6 = -1.135_964_755_778_819_482_65e-11
  let z = x * x
  let w = z * z
  let r = z * (c1 + z * (c2 + z * c3)) + w * w * (c4 + z * (c5 + z * c6))
  let hz = 0.5 * z
  let u = 1 - hz
  return u + (((1 - u) - hz) + (z * r - x * y))
}
