// cpp_inline: C++ -O2, two translation units (cpp_inline.cpp, cpp_inline_tu2.cpp).
//
// Covers:
//  - namespaces (geom, stats, alpha, beta, ovl, and an anonymous namespace)
//  - a class template stats::Accumulator<T> (two instantiations)
//  - a function template fold_range<T, F> instantiated with a lambda and
//    with a functor (Hasher::operator())
//  - overloaded operators geom::operator+ / geom::operator* on geom::Vec3
//  - function overloads ovl::step(unsigned long, unsigned long) / ovl::step(double, double)
//    (same short name, different signatures)
//  - alpha::work and beta::work (same function name, different namespaces)
//  - static helper() defined in both translation units (same name, internal
//    linkage, different addresses)
//  - always-inlined hot helpers (mix, lerp) whose cost lands in callers
#include <cstdio>

#define NOINLINE __attribute__((noinline))

unsigned long tu2_entry(unsigned long seed, unsigned long n);  // cpp_inline_tu2.cpp

namespace {
inline unsigned long mix(unsigned long x)
{
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdUL;
    x ^= x >> 33;
    return x;
}
}  // namespace

static NOINLINE unsigned long helper(unsigned long seed, unsigned long n)
{
    unsigned long x = seed;
    for (unsigned long i = 0; i < n; i++)
        x = mix(x + i);
    return x;
}

namespace geom {
struct Vec3 {
    double x, y, z;
};

NOINLINE Vec3 operator+(const Vec3 &a, const Vec3 &b)
{
    return Vec3{a.x + b.x, a.y + b.y, a.z + b.z};
}

inline Vec3 operator*(const Vec3 &a, double s)
{
    return Vec3{a.x * s, a.y * s, a.z * s};
}

NOINLINE Vec3 integrate(unsigned long n, double start)
{
    Vec3 p{start, 0.0, 0.0};
    Vec3 v{1.0, 0.5, 0.25};
    for (unsigned long i = 0; i < n; i++) {
        p = p + v * 0.999;
        v = v * 0.9999999;
        v.x += 1e-9;
    }
    return p;
}
}  // namespace geom

namespace stats {
template <typename T>
class Accumulator {
public:
    explicit Accumulator(T init) : sum_(init), sq_(init) {}

    NOINLINE void feed(unsigned long n)
    {
        for (unsigned long i = 0; i < n; i++) {
            T v = static_cast<T>(i & 1023);
            sum_ += v;
            sq_ = sq_ * static_cast<T>(3) + v * v;
        }
    }

    T result() const { return sum_ + sq_; }

private:
    T sum_;
    T sq_;
};
}  // namespace stats

template <typename T, typename F>
NOINLINE T fold_range(unsigned long n, T init, F f)
{
    T acc = init;
    for (unsigned long i = 0; i < n; i++)
        acc = f(acc, i);
    return acc;
}

struct Hasher {
    unsigned long k;
    NOINLINE unsigned long operator()(unsigned long acc, unsigned long i) const
    {
        return (acc ^ i) * k + (acc >> 7);
    }
};

namespace alpha {
NOINLINE unsigned long work(unsigned long seed, unsigned long n)
{
    unsigned long x = seed;
    for (unsigned long i = 0; i < n; i++)
        x = x * 31 + (i ^ (x >> 11));
    return x;
}
}  // namespace alpha

namespace beta {
NOINLINE unsigned long work(unsigned long seed, unsigned long n)
{
    unsigned long x = seed ^ 13;
    for (unsigned long i = 0; i < n; i++)
        x = (x ^ (x << 9)) + i * 3;
    return x;
}
}  // namespace beta

namespace ovl {
NOINLINE unsigned long step(unsigned long seed, unsigned long n)
{
    unsigned long x = seed;
    for (unsigned long i = 0; i < n; i++)
        x = mix(x) + i;
    return x;
}

NOINLINE double step(double seed, double n)
{
    double x = seed;
    for (double i = 0; i < n; i += 1.0)
        x = x * 0.999999 + i * 1e-9;
    return x;
}
}  // namespace ovl

int main(int argc, char **)
{
    unsigned long total = static_cast<unsigned long>(argc);
    const unsigned long n = 6000000UL;
    for (int round = 0; round < 18; round++) {
        total += helper(total, n);
        total += tu2_entry(total, n);

        geom::Vec3 p = geom::integrate(n, double(total & 7));
        total += static_cast<unsigned long>(p.x + p.y + p.z);

        stats::Accumulator<unsigned long> ai(total);
        ai.feed(n);
        stats::Accumulator<double> ad(1.0);
        ad.feed(n / 2);
        total += ai.result() + static_cast<unsigned long>(ad.result() > 0);

        unsigned long k = total | 1;
        total += fold_range(n, total, [k](unsigned long acc, unsigned long i) {
            return (acc + i) * k ^ (acc >> 3);
        });
        total += fold_range(n, total, Hasher{k});

        total += alpha::work(total, n) + beta::work(total, n);
        total += ovl::step(total, n) +
                 static_cast<unsigned long>(ovl::step(double(total & 15), double(n / 2)));
    }
    std::printf("cpp_inline result: %lu\n", total);
    return 0;
}
