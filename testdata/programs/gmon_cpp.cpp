// gmon_cpp: C++ built with -O2 -pg: mangled names (which gprof sorts and
// numbers by), templates, std::sort (GCC clones its helpers), std::map.
#include <algorithm>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

namespace shapes {

struct Grid {
    std::vector<double> cells;
    explicit Grid(std::size_t n) : cells(n) {}
    __attribute__((noinline)) double smooth(int rounds)
    {
        for (int r = 0; r < rounds; r++)
            for (std::size_t i = 1; i + 1 < cells.size(); i++)
                cells[i] = (cells[i - 1] + 2 * cells[i] + cells[i + 1]) / 4 + 1e-3 * r;
        return cells[cells.size() / 2];
    }
};

template <typename T> __attribute__((noinline)) T checksum(const std::vector<T> &v)
{
    T s = 0;
    for (const T &x : v)
        s = s * 3 + x;
    return s;
}

} // namespace shapes

int main()
{
    std::vector<long> numbers;
    unsigned long seed = 12345;
    for (int i = 0; i < 600000; i++) {
        seed = seed * 6364136223846793005UL + 1442695040888963407UL;
        numbers.push_back(static_cast<long>(seed >> 20));
    }
    long total = 0;
    for (int round = 0; round < 12; round++) {
        std::vector<long> copy = numbers;
        std::sort(copy.begin(), copy.end());
        total += shapes::checksum(copy);
    }
    shapes::Grid grid(200000);
    double smooth = grid.smooth(60);
    std::map<std::string, int> words;
    for (int i = 0; i < 20000; i++)
        words[std::to_string(i % 5000)] += i;
    std::printf("%ld %f %zu\n", total, smooth, words.size());
    return 0;
}
