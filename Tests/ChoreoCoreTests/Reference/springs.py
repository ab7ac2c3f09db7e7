#!/usr/bin/env python3
"""High-precision reference values for DampedSpring, computed with mpmath.

Run from the repository root:

    python3 Tests/ChoreoCoreTests/Reference/springs.py > Tests/ChoreoCoreTests/SpringReferenceData.swift

Independence from the Swift closed form: the state of m·x'' + c·x' + k·x = 0 is propagated
with the matrix exponential of the 2x2 first-order system, X(t) = expm(A·t)·X(0),
A = [[0, 1], [-k/m, -c/m]] (mpmath `expm`, 60 significant digits). No regime split, no
closed form. Each value is also recomputed at 90 digits and the script stops if the two
disagree beyond 1e-40, so the printed doubles are correctly rounded.

Settling times are found with the same matrix exponential: extrema of the deviation are
located as sign changes of the velocity on a grid finer than half a damped period (and a
geometric grid for early times), refined with a bracketed root finder; the scan stops
once the energy bound sqrt(d^2 + (m/k)·v^2) (energy never grows in a damped oscillator)
is below epsilon. The last point found outside the band brackets the last crossing
|d| = epsilon with the next grid point, solved by bisection-safe root finding.

Spring constants are Python floats (IEEE doubles) and are converted to mpmath exactly, so
the references are for precisely the doubles the Swift tests pass in.
"""
import math
import mpmath
from mpmath import mp, mpf, matrix, expm, findroot

WORK_DPS = 60
CHECK_DPS = 90


def transfer(m, k, c, t, dps=WORK_DPS):
    with mp.workdps(dps):
        a = matrix([[0, 1], [-mpf(k) / mpf(m), -mpf(c) / mpf(m)]])
        e = expm(a * mpf(t))
        return [e[0, 0], e[0, 1], e[1, 0], e[1, 1]]


def checked_transfer(m, k, c, t):
    lo = transfer(m, k, c, t, WORK_DPS)
    hi = transfer(m, k, c, t, CHECK_DPS)
    for x, y in zip(lo, hi):
        scale = max(mpf(1), abs(y))
        assert abs(x - y) <= mpf('1e-40') * scale, (m, k, c, t, x, y)
    return hi


def spring_table():
    """Springs across regimes: (label, mass, stiffness, damping)."""
    rows = []
    for zeta in ['0', '0.05', '0.3', '0.999999', '1', '1.000001', '2', '100']:
        for k in [1e-2, 1.0, 100.0, 1e6]:
            m = 1.0
            c = 2.0 * float(zeta) * math.sqrt(k * m)
            rows.append((zeta, m, k, c))
    # A few with mass != 1 (mass enters only through k/m and c/m, but check it is used).
    rows.append(('0.5 m=2.5', 2.5, 40.0, 2.0 * 0.5 * math.sqrt(40.0 * 2.5)))
    rows.append(('3 m=0.2', 0.2, 7.0, 2.0 * 3.0 * math.sqrt(7.0 * 0.2)))
    return rows


TIMES = [0.0, 1e-6, 1e-3, 0.05, 0.37, 1.0, 3.0, 40.0, 1e3, 1e4]


def deviation(m, k, c, v0, t):
    """d(t) = value - 1 and its velocity for the unit step (x0 = -1)."""
    pp, pv, vp, vv = transfer(m, k, c, t)
    return -pp + pv * v0, -vp + vv * v0


def settling(m, k, c, v0, eps):
    with mp.workdps(WORK_DPS):
        m, k, c, v0, eps = mpf(m), mpf(k), mpf(c), mpf(v0), mpf(eps)
        omega0 = mp.sqrt(k / m)
        a = c / (2 * m)
        disc = omega0 ** 2 - a ** 2
        # Grid: geometric from 1e-9/omega0, plus linear steps of a quarter half-period when
        # oscillating (at most one velocity zero between neighbours either way).
        geometric_ratio = mpf(2) ** (mpf(1) / 8)
        linear_step = (mp.pi / mp.sqrt(disc)) / 4 if disc > 0 else None

        def d_v(t):
            return deviation(m, k, c, v0, t)

        def bound(t):
            d, v = d_v(t)
            return mp.sqrt(d ** 2 + (m / k) * v ** 2)

        points = [mpf(0)]
        t_geo = mpf('1e-9') / omega0
        t_lin = linear_step
        while True:
            candidates = [t_geo]
            if t_lin is not None:
                candidates.append(t_lin)
            t = min(candidates)
            if t == t_geo:
                t_geo *= geometric_ratio
            if t_lin is not None and t == t_lin:
                t_lin += linear_step
            points.append(t)
            if bound(t) <= eps and len(points) > 10:
                break
        # Values at grid points and extrema.
        samples = []  # (t, d)
        previous_v = None
        previous_t = None
        for t in points:
            d, v = d_v(t)
            if previous_v is not None and previous_v * v < 0:
                te = findroot(lambda s: d_v(s)[1], (previous_t, t), solver='anderson')
                samples.append((te, d_v(te)[0]))
            samples.append((t, d))
            previous_v, previous_t = v, t
        samples.sort(key=lambda p: p[0])
        outside = [i for i, (t, d) in enumerate(samples) if abs(d) > eps]
        if not outside:
            return mpf(0)
        i = outside[-1]
        t0, d0 = samples[i]
        t1 = samples[i + 1][0]
        sign = 1 if d0 > 0 else -1
        root = findroot(lambda s: sign * d_v(s)[0] - eps, (t0, t1), solver='anderson')
        assert t0 <= root <= t1
        return root


SETTLING_SPRINGS = []
for zeta in [0.05, 0.3, 0.5, 0.999999, 1.0, 1.000001, 2.0, 100.0]:
    for k in [1e-2, 1.0, 100.0, 1e6]:
        SETTLING_SPRINGS.append((1.0, k, 2.0 * zeta * math.sqrt(k)))


def swift_double(x):
    """Shortest round-trip decimal of the nearest double, as a Swift literal."""
    return repr(float(x))


def main():
    mp.dps = WORK_DPS
    out = []
    out.append('// Generated by Tests/ChoreoCoreTests/Reference/springs.py (mpmath '
               + mpmath.__version__ + ', matrix exponential at '
               + str(WORK_DPS) + ' digits).')
    out.append('// Do not edit by hand; rerun the script instead.')
    out.append('// swift-format-ignore-file')
    out.append('')
    out.append('/// One mpmath reference transfer: spring constants, time, and the exact coefficients.')
    out.append('struct SpringReferenceRow {')
    out.append('  var label: String')
    out.append('  var mass: Double')
    out.append('  var stiffness: Double')
    out.append('  var damping: Double')
    out.append('  var time: Double')
    out.append('  var pp: Double')
    out.append('  var pv: Double')
    out.append('  var vp: Double')
    out.append('  var vv: Double')
    out.append('}')
    out.append('')
    out.append('/// One mpmath reference settling time for the unit step 0 -> 1.')
    out.append('struct SettlingReferenceRow {')
    out.append('  var mass: Double')
    out.append('  var stiffness: Double')
    out.append('  var damping: Double')
    out.append('  var initialVelocity: Double')
    out.append('  var epsilon: Double')
    out.append('  var settling: Double')
    out.append('}')
    out.append('')
    out.append('/// Transfer coefficients (zeta label, m, k, c, t, pp, pv, vp, vv).')
    out.append('let springReferenceRows: [SpringReferenceRow] = [')
    for label, m, k, c in spring_table():
        for t in TIMES:
            pp, pv, vp, vv = checked_transfer(m, k, c, t)
            fields = [swift_double(x) for x in (m, k, c, t, pp, pv, vp, vv)]
            out.append('  SpringReferenceRow(label: "%s", mass: %s, stiffness: %s, damping: %s, '
                       'time: %s, pp: %s, pv: %s, vp: %s, vv: %s),'
                       % tuple([label] + fields))
    out.append(']')
    out.append('')
    out.append('/// Settling times (m, k, c, v0, epsilon, seconds).')
    out.append('let settlingReferenceRows: [SettlingReferenceRow] = [')
    cases = []
    for m, k, c in SETTLING_SPRINGS:
        for v0 in [-10.0, 0.0, 5.0]:
            cases.append((m, k, c, v0, 1e-3))
    cases.append((1.0, 100.0, 10.0, 0.0, 1e-3))  # the documented example
    cases.append((1.0, 100.0, 10.0, 0.0, 1e-6))
    cases.append((1.0, 100.0, 10.0, 2.0, 0.05))
    cases.append((1.0, 1.0, 0.1, 0.0, 1e-2))
    cases.append((2.5, 40.0, 3.0, -1.0, 1e-4))
    for m, k, c, v0, eps in cases:
        ts = settling(m, k, c, v0, eps)
        out.append('  SettlingReferenceRow(mass: %s, stiffness: %s, damping: %s, '
                   'initialVelocity: %s, epsilon: %s, settling: %s),'
                   % (swift_double(m), swift_double(k), swift_double(c), swift_double(v0),
                      swift_double(eps), swift_double(ts)))
    out.append(']')
    print('\n'.join(out))


if __name__ == '__main__':
    main()
