/* gmon_tree: a call tree and a mutual recursion, built with -pg for gprof.
 * main -> mid -> leaf1, leaf2; main -> leaf1; main -> ping <-> pong (a cycle);
 * every function does its own work in `work`-style loops so that each gets
 * self time of its own. */
#include <stdio.h>

static volatile unsigned long sink;

__attribute__((noinline)) unsigned long leaf1(unsigned long n)
{
    unsigned long x = 1;
    for (unsigned long i = 0; i < n; i++)
        x = x * 6364136223846793005UL + (i ^ (x >> 7));
    return x;
}

__attribute__((noinline)) unsigned long leaf2(unsigned long n)
{
    unsigned long x = 3;
    for (unsigned long i = 0; i < n; i++)
        x = (x << 5) ^ (x >> 3) ^ i;
    return x;
}

__attribute__((noinline)) unsigned long mid(unsigned long n)
{
    unsigned long x = leaf1(n) + leaf2(n / 2);
    for (unsigned long i = 0; i < n / 4; i++)
        x += i * i;
    return x;
}

unsigned long ping(unsigned long depth, unsigned long n);

__attribute__((noinline)) unsigned long pong(unsigned long depth, unsigned long n)
{
    unsigned long x = depth;
    for (unsigned long i = 0; i < n; i++)
        x ^= x * 31 + i;
    return depth ? x + ping(depth - 1, n) : x;
}

__attribute__((noinline)) unsigned long ping(unsigned long depth, unsigned long n)
{
    unsigned long x = depth;
    for (unsigned long i = 0; i < n / 2; i++)
        x += x * 17 + i;
    return depth ? x + pong(depth - 1, n) : x;
}

int main(void)
{
    unsigned long s = 0;
    for (int round = 0; round < 40; round++) {
        s += mid(12000000 + round);
        s += leaf1(4000000 + round);
        s += ping(20, 300000 + round);
    }
    sink = s;
    printf("%lu\n", s);
    return 0;
}
