/* c_pie_O0: plain C, built with -O0 as a (default) PIE executable.
 *
 * Call tree (approximate CPU weights, as seen in golden/c_pie_O0.text):
 *   main -> a -> b -> leaf_heavy                    (~45%)
 *                  -> leaf_light -> mix_step        (static; ~10%)
 *             -> c -> leaf_medium                   (~30%)
 *                  -> leaf_light -> mix_step        (static; ~10%)
 *        -> c (directly, smaller n)
 * At -O0 nothing is inlined: the static helper mix_step shows up as its own
 * function and accounts for most of leaf_light's cumulative time.
 * All hot work is integer arithmetic in this file; libc is only used for
 * the single printf at the end.
 */
#include <stdio.h>

static unsigned long mix_step(unsigned long x, unsigned long i)
{
    x ^= x >> 13;
    x *= 0x9E3779B97F4A7C15UL;
    return x + i;
}

unsigned long leaf_heavy(unsigned long n)
{
    unsigned long x = 1;
    for (unsigned long i = 0; i < n; i++)
        x = x * 6364136223846793005UL + i;
    return x;
}

unsigned long leaf_medium(unsigned long n)
{
    unsigned long x = 7;
    for (unsigned long i = 0; i < n; i++)
        x = (x << 5) ^ (x >> 3) ^ i;
    return x;
}

static unsigned long leaf_light(unsigned long n)
{
    unsigned long x = 3;
    for (unsigned long i = 0; i < n; i++)
        x = mix_step(x, i);
    return x;
}

unsigned long b(unsigned long n)
{
    return leaf_heavy(n * 9) + leaf_light(n / 2);
}

unsigned long c(unsigned long n)
{
    return leaf_medium(n * 4) + leaf_light(n / 2);
}

unsigned long a(unsigned long n)
{
    return b(n) ^ c(n);
}

int main(void)
{
    unsigned long total = 0;
    const unsigned long n = 4000000UL;
    for (int round = 0; round < 24; round++) {
        total += a(n);
        total += c(n / 2);
    }
    printf("c_pie_O0 result: %lu\n", total);
    return 0;
}
