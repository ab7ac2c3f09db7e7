// The C math library (sin, cos, exp, log, cbrt, ...) as one module on every platform: the
// Swift files that need libm import CLibM instead of choosing among Glibc, Musl and Darwin.
#include <math.h>
