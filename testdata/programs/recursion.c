/* recursion: deep and mutual recursion, built -O1 (no sibling-call
 * optimisation at -O1, and every recursive call is in non-tail position).
 * Profiled at CPUPROFILE_FREQUENCY=250.
 *
 *  - descend(): recursion to depth DEEP (400).  Most of its time is spent in
 *    bottom_spin() at depth 400, plus a little work in level_work() on every
 *    level.  gperftools records at most ~253 PCs per sample, so samples taken
 *    deeper than that arrive truncated: they do not reach main/_start.
 *  - ping()/pong(): mutually recursive pair (depth 80) doing work on every
 *    level.
 *  - fib(): plain naive self-recursion (depth ~31), lots of samples with
 *    the same function appearing many times on the stack.
 */
#include <stdio.h>

#define NOINLINE __attribute__((noinline))
#define DEEP 400

static volatile unsigned long sink;

NOINLINE unsigned long bottom_spin(unsigned long seed, unsigned long n)
{
    unsigned long x = seed | 1;
    for (unsigned long i = 0; i < n; i++)
        x = x * 0x5851F42D4C957F2DUL + i;
    return x;
}

NOINLINE unsigned long level_work(unsigned long seed, unsigned long n)
{
    unsigned long x = seed;
    for (unsigned long i = 0; i < n; i++)
        x = (x ^ (x >> 11)) + i;
    return x;
}

NOINLINE unsigned long descend(unsigned long depth, unsigned long seed)
{
    unsigned long r;
    if (depth == 0)
        return bottom_spin(seed, 6000000UL);
    r = descend(depth - 1, seed + depth);
    return r ^ level_work(r, 12000UL);
}

NOINLINE unsigned long pong(unsigned long depth, unsigned long seed);

NOINLINE unsigned long ping(unsigned long depth, unsigned long seed)
{
    unsigned long x = seed;
    for (unsigned long i = 0; i < 40000UL; i++)
        x = x * 33 + i;
    if (depth == 0)
        return x;
    return pong(depth - 1, x) + 1;
}

NOINLINE unsigned long pong(unsigned long depth, unsigned long seed)
{
    unsigned long x = seed;
    for (unsigned long i = 0; i < 60000UL; i++)
        x = (x << 3) ^ (x >> 5) ^ i;
    if (depth == 0)
        return x;
    return ping(depth - 1, x) + 1;
}

NOINLINE unsigned long fib(unsigned long n)
{
    if (n < 2)
        return n;
    return fib(n - 1) + fib(n - 2);
}

int main(int argc, char **argv)
{
    (void)argv;
    unsigned long total = (unsigned long)argc;
    for (int round = 0; round < 80; round++) {
        total += descend(DEEP, total);
        total += ping(80, total);
        total += fib(30 + (total & 1));
    }
    sink = total;
    printf("recursion result: %lu\n", total);
    return 0;
}
