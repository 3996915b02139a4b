/* Off-CPU time (issue 66): five rounds of computing for about 0.1 s of
 * CPU in `compute`, then sleeping 200 ms in `wait_here`; 1.00 s off the
 * CPU under wait_here in all. */
#include <stdint.h>
#include <stdio.h>
#include <time.h>

static volatile uint64_t sink;

__attribute__((noinline)) void compute(uint64_t seed)
{
    uint64_t x = seed;
    for (long i = 0; i < 60 * 1000 * 1000; i++)
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
    sink = x;
}

__attribute__((noinline)) void wait_here(void)
{
    struct timespec t = {0, 200 * 1000 * 1000};
    nanosleep(&t, NULL);
}

int main(void)
{
    for (int round = 0; round < 5; round++) {
        compute(round);
        wait_here();
    }
    printf("%llu\n", (unsigned long long)sink);
    return 0;
}
