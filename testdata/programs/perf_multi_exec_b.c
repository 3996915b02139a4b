/* The program perf_multi's second child execs (see perf_multi.c). */
#include <stdio.h>
static volatile unsigned long sink;
__attribute__((noipa)) void other_spin(long n) { for (long i = 0; i < n; i++) sink += i * 7; }
__attribute__((noipa)) void exec_b_work(void) { other_spin(200000000L); sink++; }
int main(void) { exec_b_work(); printf("%lu\n", sink); return 0; }
