// perf script fixture (issue 62): helpers inlined two deep into one
// function (perf script prints them as `(inlined)` frames), and fresh
// pages touched in a loop (page faults to count).
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

static inline __attribute__((always_inline)) double shape(double x) {
    return x * x * 0.25 + x * 1.0001;
}

static inline __attribute__((always_inline)) double integrate(double a, double b, int n) {
    double h = (b - a) / n, s = 0;
    for (int i = 0; i < n; i++)
        s += shape(a + i * h);
    return s * h;
}

static inline __attribute__((always_inline)) long mix(long x) {
    for (int i = 0; i < 64; i++)
        x = x * 6364136223846793005L + 1442695040888963407L;
    return x;
}

__attribute__((noinline)) double compute(int rounds) {
    double t = 0;
    for (int r = 0; r < rounds; r++)
        t += integrate(0, r + 1, 100000);
    return t;
}

__attribute__((noinline)) long scramble(int rounds) {
    long x = rounds;
    for (int r = 0; r < rounds * 1000; r++)
        x ^= mix(x + r);
    return x;
}

static inline __attribute__((always_inline)) void touch(char *p, size_t n) {
    for (size_t i = 0; i < n; i += 4096)
        p[i] = (char)i;
}

__attribute__((noinline)) void fault_pages(int rounds) {
    size_t n = 4 << 20;
    for (int r = 0; r < rounds; r++) {
        char *p = mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED)
            abort();
        touch(p, n);
        munmap(p, n);
    }
}

int main(int argc, char **argv) {
    int scale = argc > 1 ? atoi(argv[1]) : 1;
    double t = 0;
    long x = 0;
    for (int i = 0; i < scale; i++) {
        t += compute(300);
        x ^= scramble(300);
        fault_pages(40);
    }
    return (t + (double)x) == 1.5;
}
