/* shlib: main program whose hot code lives in libhot.so (shlib_hot.c).
 * Linked with -L. -lhot -Wl,-rpath,'$ORIGIN' so it finds libhot.so next to
 * the executable.  About 80% of the time is spent inside libhot.so
 * (hot_compute -> hot_inner / hot_secondary), the rest in local_work here.
 * Built with -O2; gcc turns local_work into the clone local_work.constprop.0
 * (n is a constant), so its symbol carries a clone suffix.
 */
#include <stdio.h>

unsigned long hot_compute(unsigned long seed, unsigned long n);
unsigned long hot_secondary(unsigned long seed, unsigned long n);

__attribute__((noinline)) static unsigned long local_work(unsigned long seed, unsigned long n)
{
    unsigned long x = seed;
    for (unsigned long i = 0; i < n; i++)
        x = (x * 33) ^ i;
    return x;
}

int main(int argc, char **argv)
{
    (void)argv;
    unsigned long total = (unsigned long)argc;
    const unsigned long n = 20000000UL;
    for (int round = 0; round < 26; round++) {
        total += hot_compute(total, n);
        total += hot_secondary(total, n / 4);
        total += local_work(total, n / 2);
    }
    printf("shlib result: %lu\n", total);
    return 0;
}
