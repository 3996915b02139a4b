/* The program of the debug-info layouts (make_dbg.sh): hot work in an
 * always-inlined helper of its own and in a library's (libdbg.so). Built
 * with -DDECOY, another build of it (decoy/dbg). */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

unsigned long lib_work(unsigned long n);
int lib_report(FILE *out, const struct tm *when, unsigned long value);

__attribute__((noinline)) int main_report(FILE *out, const struct tm *when, unsigned long value)
{
    return fprintf(out, "%d:%d %lu\n", when->tm_hour, when->tm_min, value) + lib_report(out, when, value);
}

static inline __attribute__((always_inline)) unsigned long square_mix(unsigned long x)
{
    x = x * x + 0x9e37;
    return x ^ (x >> 7);
}

#ifdef DECOY
/* The decoy program (another build of dbg): this function moves main_work
 * and main, within the same pages. */
__attribute__((noinline)) unsigned long decoy_main_pad(unsigned long n)
{
    unsigned long s = 3;
    for (unsigned long i = 0; i < n; i++)
        s = square_mix(s ^ i) + (s >> 5);
    return s;
}
#endif

__attribute__((noinline)) unsigned long main_work(unsigned long n)
{
    unsigned long s = 1;
    for (unsigned long i = 0; i < n; i++)
        s = square_mix(s + i);
    return s;
}

int main(int argc, char **argv)
{
    unsigned long n = argc > 1 ? strtoul(argv[1], NULL, 10) : 100000000UL;
    unsigned long total = 0;
    for (int round = 0; round < 4; round++) {
        total += main_work(n);
        total += lib_work(n);
    }
    time_t now = 0;
    struct tm when;
    gmtime_r(&now, &when);
    return main_report(stdout, &when, total) < 0;
}
