/* libhot.so: hot code for the `shlib` fixture, built with -g -fPIC -shared.
 * hot_compute (exported) -> hot_inner (static, noinline) and
 * hot_secondary (exported).
 */
#define NOINLINE __attribute__((noinline))

static NOINLINE unsigned long hot_inner(unsigned long seed, unsigned long n)
{
    unsigned long x = seed | 1;
    for (unsigned long i = 0; i < n; i++) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x += i;
    }
    return x;
}

NOINLINE unsigned long hot_secondary(unsigned long seed, unsigned long n)
{
    unsigned long x = seed;
    for (unsigned long i = 0; i < n; i++)
        x = x * 2862933555777941757UL + 3037000493UL + (x >> 40);
    return x;
}

unsigned long hot_compute(unsigned long seed, unsigned long n)
{
    return hot_inner(seed, n) ^ hot_secondary(seed, n / 2);
}
