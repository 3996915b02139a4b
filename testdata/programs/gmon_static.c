/* A statically linked -pg program that calls a tiny function 200 million
 * times (make_gmon_static.sh): mcount and __mcount_internal take most of
 * the samples, and gprof leaves them out of its reports and totals. */
#include <stdio.h>
__attribute__((noinline)) unsigned long tiny(unsigned long x) { return x * 3 + 1; }
__attribute__((noinline)) unsigned long work(unsigned long n) { unsigned long s = 0; for (unsigned long i = 0; i < n; i++) s += tiny(i); return s; }
int main(void) { printf("%lu\n", work(200000000UL)); return 0; }
