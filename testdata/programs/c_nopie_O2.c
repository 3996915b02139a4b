/* c_nopie_O2: C built with -O2 -no-pie -fno-pie (fixed load address).
 *
 * - rotl64/mix64/hash_round are `static inline` helpers that always get
 *   inlined: their cost shows up in their callers.
 * - sum_squares_inlined is a plain static function with a single call
 *   site, which gcc -O2 inlines into drive_inlined (it should not appear as
 *   a symbol of its own).
 * - hash_block, scramble, checksum and drive_* are __attribute__((noinline))
 *   and must appear as separate functions.
 * - apply_fn calls a hot function through a function pointer.
 */
#include <stdio.h>

#define NOINLINE __attribute__((noinline))

static inline unsigned long rotl64(unsigned long x, int r)
{
    return (x << r) | (x >> (64 - r));
}

static inline unsigned long mix64(unsigned long x)
{
    x ^= x >> 31;
    x *= 0x7FB5D329728EA185UL;
    x ^= x >> 27;
    return x;
}

static inline unsigned long hash_round(unsigned long h, unsigned long v)
{
    return rotl64(h ^ mix64(v), 17) * 5 + 0x52DCE729UL;
}

NOINLINE unsigned long hash_block(unsigned long seed, unsigned long n)
{
    unsigned long h = seed;
    for (unsigned long i = 0; i < n; i++)
        h = hash_round(h, i);
    return h;
}

NOINLINE unsigned long scramble(unsigned long seed, unsigned long n)
{
    unsigned long x = seed | 1;
    for (unsigned long i = 0; i < n; i++) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x += rotl64(x, (int)(i & 31) + 1);
    }
    return x;
}

static unsigned long sum_squares_inlined(unsigned long seed, unsigned long n)
{
    unsigned long s = seed;
    for (unsigned long i = 0; i < n; i++)
        s = s * 2862933555777941757UL + (i ^ (s >> 29));
    return s;
}

NOINLINE unsigned long checksum(unsigned long seed, unsigned long n)
{
    unsigned long a = 1 + seed, b = 0;
    for (unsigned long i = 0; i < n; i++) {
        a = (a + (i & 0xff)) % 65521;
        b = (b + a) % 65521;
    }
    return (b << 16) | a;
}

NOINLINE unsigned long apply_fn(unsigned long (*fn)(unsigned long, unsigned long),
                                unsigned long seed, unsigned long n)
{
    return fn(seed, n);
}

NOINLINE unsigned long drive_inlined(unsigned long seed, unsigned long n)
{
    return sum_squares_inlined(seed, n);
}

NOINLINE unsigned long drive_noinline(unsigned long seed, unsigned long n)
{
    return hash_block(seed, n) + scramble(seed, n / 2);
}

int main(int argc, char **argv)
{
    (void)argv;
    unsigned long total = (unsigned long)argc;
    const unsigned long n = 40000000UL;
    for (int round = 0; round < 10; round++) {
        total ^= drive_noinline(total, n);
        total ^= drive_inlined(total, n);
        total ^= apply_fn(checksum, total, n / 4);
    }
    printf("c_nopie_O2 result: %lu\n", total);
    return 0;
}
