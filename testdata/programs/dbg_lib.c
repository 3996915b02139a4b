/* libdbg.so of the debug-info layouts (make_dbg.sh): its hot loop is an
 * always-inlined helper, so its names need DWARF's inline records. The
 * program and the library both describe FILE and struct tm, which dwz
 * moves into their shared supplementary file. */
#include <stdio.h>
#include <time.h>

__attribute__((noinline)) int lib_report(FILE *out, const struct tm *when, unsigned long value)
{
    return fprintf(out, "%d-%d %lu\n", when->tm_year, when->tm_yday, value);
}

static inline __attribute__((always_inline)) unsigned long rotate_mix(unsigned long x)
{
    x ^= x >> 13;
    x *= 0x9e3779b97f4a7c15UL;
    return x ^ (x >> 29);
}

#ifdef DECOY
/* The decoy library (another build of libdbg.so): this function moves
 * lib_work, so the profile's addresses fall elsewhere in it. */
__attribute__((noinline)) unsigned long decoy_pad(unsigned long n)
{
    unsigned long s = 7;
    for (unsigned long i = 0; i < n; i++)
        s = s * 31 + (i ^ (s >> 3)) + rotate_mix(i);
    return s;
}
#endif

__attribute__((noinline)) unsigned long lib_work(unsigned long n)
{
    unsigned long s = 0;
    for (unsigned long i = 0; i < n; i++)
        s += rotate_mix(s + i);
    return s;
}
