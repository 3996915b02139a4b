/* Three phases of work with pauses between them (issue 65): each phase
 * computes in its own function for about 0.6 s of CPU, then the program
 * sleeps 0.3 s, so a time range or a heat map tells the phases apart. */
#include <stdint.h>
#include <stdio.h>
#include <time.h>

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

static volatile uint64_t sink;

__attribute__((noinline)) static uint64_t spin(uint64_t x, double seconds)
{
    double end = now() + seconds;
    while (now() < end)
        for (int i = 0; i < 20000; i++)
            x = x * 6364136223846793005ULL + 1442695040888963407ULL;
    return x;
}

__attribute__((noinline)) void phase_one(void) { sink = spin(1, 0.6); }
__attribute__((noinline)) void phase_two(void) { sink = spin(2, 0.6); }
__attribute__((noinline)) void phase_three(void) { sink = spin(3, 0.6); }

static void pause_a_while(void)
{
    struct timespec t = {0, 300 * 1000 * 1000};
    nanosleep(&t, NULL);
}

int main(void)
{
    phase_one();
    pause_a_while();
    phase_two();
    pause_a_while();
    phase_three();
    printf("%llu\n", (unsigned long long)sink);
    return 0;
}
