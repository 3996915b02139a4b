/* libperfwork.so, for perf_lib_main.c. */
static volatile unsigned long acc;
__attribute__((noipa)) unsigned long lib_inner(long n) { unsigned long s = 0; for (long i = 0; i < n; i++) s += i % 7; return s; }
__attribute__((noipa)) unsigned long lib_outer(long n) { acc += lib_inner(n); return acc + lib_inner(n / 2); }
