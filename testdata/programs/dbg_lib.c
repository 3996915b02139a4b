/* libdbg.so of the debug-info layouts (make_dbg.sh): its hot loops are
 * an always-inlined helper in three static functions that lib_work calls,
 * so its names need DWARF's inline records (or, stripped, its .eh_frame),
 * and its stacks have return addresses of its own. The program and the library both describe FILE and struct
 * tm, which dwz moves into their shared supplementary file. */
#include <stdio.h>
#include <time.h>

static inline __attribute__((always_inline)) unsigned long rotate_mix(unsigned long x)
{
    x ^= x >> 13;
    x *= 0x9e3779b97f4a7c15UL;
    return x ^ (x >> 29);
}

#ifdef DECOY
/* The decoy library (another build of libdbg.so): this function moves
 * everything after it, so the profile's addresses fall elsewhere. */
__attribute__((noinline)) unsigned long decoy_pad(unsigned long n)
{
    unsigned long s = 7;
    for (unsigned long i = 0; i < n; i++)
        s = s * 31 + (i ^ (s >> 3)) + rotate_mix(i);
    return s + (n & 5 ? 3 : 11);
}
#endif

__attribute__((noinline)) int lib_report(FILE *out, const struct tm *when, unsigned long value)
{
    return fprintf(out, "%d-%d %lu\n", when->tm_year, when->tm_yday, value);
}

static __attribute__((noinline)) unsigned long lib_step_a(unsigned long s, unsigned long i)
{
    for (int k = 0; k < 8; k++)
        s += rotate_mix(s + i + k);
    return s;
}

static __attribute__((noinline)) unsigned long lib_step_b(unsigned long s, unsigned long i)
{
    for (int k = 0; k < 8; k++)
        s ^= rotate_mix(s * 3 + i + k);
    return s;
}

static __attribute__((noinline)) unsigned long lib_step_c(unsigned long s, unsigned long i)
{
    for (int k = 0; k < 8; k++)
        s -= rotate_mix(s ^ (i + k));
    return s;
}

__attribute__((noinline)) unsigned long lib_work(unsigned long n)
{
    unsigned long s = 0;
    for (unsigned long i = 0; i < n / 8; i++) {
        s = lib_step_a(s, i);
        s = lib_step_b(s, i);
        s = lib_step_c(s, i);
    }
    return s;
}
