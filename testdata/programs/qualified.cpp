// Qualified names (make_qualified.sh): a static function of a namespace, an
// anonymous namespace's function and a clone of a member function, whose
// DWARF names lack the namespaces that their symbols have.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>

namespace post {
// A static function of a namespace: internal linkage.
static __attribute__((noinline)) unsigned long sort_pixels(std::vector<unsigned> &v, unsigned salt)
{
    for (auto &x : v) x = x * 2654435761u + salt;
    std::sort(v.begin(), v.end());
    unsigned long s = 0;
    for (auto x : v) s += x;
    return s;
}
}

namespace a {
namespace {
__attribute__((noinline)) unsigned long anon_work(unsigned long n)
{
    unsigned long s = 1;
    for (unsigned long i = 0; i < n; i++) s = s * 6364136223846793005ul + i;
    return s;
}
}
struct Grid {
    __attribute__((noinline)) unsigned long walk(unsigned long n) const
    {
        unsigned long s = 0;
        for (unsigned long i = 0; i < n; i++) s ^= (s << 7) + i;
        return s;
    }
};
}

int main(int argc, char **argv)
{
    unsigned long n = argc > 1 ? strtoul(argv[1], nullptr, 10) : 300000000ul;
    std::vector<unsigned> v(200000);
    unsigned long t = 0;
    for (int r = 0; r < 150; r++) t += post::sort_pixels(v, r);
    t += a::anon_work(n);
    a::Grid g;
    t += g.walk(n);
    printf("%lu\n", t);
    return 0;
}
