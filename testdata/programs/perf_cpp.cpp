// perf.data fixture: C++ with frame pointers (-fno-omit-frame-pointer),
// a call tree with a recursion, a template, a class and libstdc++'s sort.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

static volatile unsigned long sink;

namespace work {
template <typename T>
__attribute__((noinline)) T mix(T x, int rounds) {
    for (int i = 0; i < rounds; i++) x = x * 6364136223846793005ULL + 1442695040888963407ULL;
    return x;
}

class Hasher {
public:
    __attribute__((noinline)) unsigned long hash(const std::vector<unsigned> &v) const {
        unsigned long h = seed_;
        for (unsigned x : v) h = mix<unsigned long>(h ^ x, 3);
        return h;
    }
    unsigned long seed_ = 17;
};

__attribute__((noinline)) unsigned long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

__attribute__((noinline)) void sort_some(std::vector<unsigned> &v, unsigned seed) {
    for (auto &x : v) x = seed = seed * 1103515245u + 12345u;
    std::sort(v.begin(), v.end());
}
}  // namespace work

__attribute__((noinline)) void run(int rounds) {
    std::vector<unsigned> v(20000);
    work::Hasher h;
    for (int r = 0; r < rounds; r++) {
        work::sort_some(v, r);
        sink += h.hash(v);
        sink += work::fib(22);
        sink += work::mix<unsigned>(r, 200000);
    }
}

int main(int argc, char **argv) {
    run(argc > 1 ? atoi(argv[1]) : 150);
    std::printf("%lu\n", (unsigned long)sink);
    return 0;
}
