/* Threads that wander through many distinct call stacks, in phases, for
 * the time benchmark (benches/time.sh). */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <time.h>
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec / 1e9; }
static volatile uint64_t sink;
#define F(n, m) __attribute__((noinline)) uint64_t f##n(uint64_t x, int d) { \
    if (d <= 0) { for (int i = 0; i < 2000; i++) x = x * 6364136223846793005ULL + n; return x; } \
    return (x >> 7) % 3 == 0 ? f##m(x * 31 + n, d - 1) : f##n##b(x + 7, d - 1); }
#define G(n, m) __attribute__((noinline)) uint64_t f##n##b(uint64_t x, int d);
G(0,0) G(1,0) G(2,0) G(3,0) G(4,0) G(5,0) G(6,0) G(7,0)
uint64_t f0(uint64_t, int); uint64_t f1(uint64_t, int); uint64_t f2(uint64_t, int); uint64_t f3(uint64_t, int);
uint64_t f4(uint64_t, int); uint64_t f5(uint64_t, int); uint64_t f6(uint64_t, int); uint64_t f7(uint64_t, int);
F(0, 1) F(1, 2) F(2, 3) F(3, 4) F(4, 5) F(5, 6) F(6, 7) F(7, 0)
#define B(n, m) __attribute__((noinline)) uint64_t f##n##b(uint64_t x, int d) { return (x & 1) ? f##m(x ^ 0x9e37, d) : f##n(x + 1, d); }
B(0, 4) B(1, 5) B(2, 6) B(3, 7) B(4, 0) B(5, 1) B(6, 2) B(7, 3)
static double seconds;
static void *work(void *arg) {
    uint64_t x = (uintptr_t)arg;
    double end = now() + seconds;
    int phase = 0;
    while (now() < end) {
        double stop = now() + 0.5;
        while (now() < stop) x = f0(x + phase, 24 + (x % 24));
        if (phase++ % 4 == 3) { struct timespec t = {0, 200000000}; nanosleep(&t, 0); }
    }
    sink = x;
    return 0;
}
int main(int argc, char **argv) {
    seconds = argc > 1 ? atof(argv[1]) : 10;
    pthread_t t[2];
    for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, work, (void *)(uintptr_t)(i + 1));
    for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
    return 0;
}
