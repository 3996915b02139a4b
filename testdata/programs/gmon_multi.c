/* gmon_multi: one -pg program run twice with different inputs
 * (make_multi.sh), so that the two gmon.out files have the same histogram
 * range but different bins and call counts; gprof sums them
 * (`gprof prog gmon1 gmon2`, `gprof -s` writes gmon.sum).
 *
 *   ./gmon_multi 1   mostly scan_rows (~60%), some hash_keys, sort_small
 *   ./gmon_multi 2   mostly hash_keys (~60%), some scan_rows, sort_small,
 *                    and merge_runs, which run 1 never calls
 *
 * Call graph: main -> job -> scan_rows -> cell
 *                         -> hash_keys -> mix
 *                         -> sort_small
 *                         -> merge_runs -> sort_small  (input 2 only)
 */
#include <stdio.h>
#include <stdlib.h>

static volatile unsigned long sink;

__attribute__((noinline)) unsigned long cell(unsigned long x)
{
    return x * 2654435761UL ^ (x >> 7);
}

__attribute__((noinline)) unsigned long scan_rows(unsigned long n)
{
    unsigned long s = 0;
    for (unsigned long i = 0; i < n; i++) {
        s += (i * 31) ^ (s >> 3);
        if ((i & 1023) == 0)
            s += cell(i);
    }
    return s;
}

__attribute__((noinline)) unsigned long mix(unsigned long x)
{
    x ^= x >> 29;
    x *= 0xBF58476D1CE4E5B9UL;
    return x ^ (x >> 32);
}

__attribute__((noinline)) unsigned long hash_keys(unsigned long n)
{
    unsigned long h = 7;
    for (unsigned long i = 0; i < n; i++) {
        h = h * 1099511628211UL ^ i;
        if ((i & 255) == 0)
            h = mix(h);
    }
    return h;
}

__attribute__((noinline)) unsigned long sort_small(unsigned long seed)
{
    unsigned long a[64];
    for (int i = 0; i < 64; i++)
        a[i] = (seed = seed * 6364136223846793005UL + 1442695040888963407UL) >> 33;
    for (int i = 1; i < 64; i++)
        for (int j = i; j > 0 && a[j - 1] > a[j]; j--) {
            unsigned long t = a[j];
            a[j] = a[j - 1];
            a[j - 1] = t;
        }
    return a[0] + a[63];
}

__attribute__((noinline)) unsigned long merge_runs(unsigned long n)
{
    unsigned long s = 0;
    for (unsigned long i = 0; i < n; i++)
        s += sort_small(i + s);
    return s;
}

__attribute__((noinline)) unsigned long job(int input, int round)
{
    unsigned long s = 0;
    if (input == 1) {
        s += scan_rows(72000000);
        s += hash_keys(24000000);
    } else {
        s += scan_rows(24000000);
        s += hash_keys(84000000);
        s += merge_runs(6000);
    }
    for (int i = 0; i < 3000 + round; i++)
        s += sort_small(s + i);
    return s;
}

int main(int argc, char **argv)
{
    int input = argc > 1 ? atoi(argv[1]) : 1;
    unsigned long total = 0;
    for (int round = 0; round < 10; round++)
        total += job(input, round);
    sink = total;
    printf("gmon_multi %d: %lu\n", input, total);
    return 0;
}
