/* perf.data fixture: most of the time in a shared library (libperfwork.so). */
#include <stdio.h>
extern unsigned long lib_outer(long n);
static volatile unsigned long sink;
__attribute__((noipa)) void main_loop(void) { for (int i = 0; i < 40; i++) sink += lib_outer(4000000L); }
int main(void) { main_loop(); printf("%lu\n", sink); return 0; }
