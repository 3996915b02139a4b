// Second translation unit of cpp_inline: defines another static helper()
// (same name as the one in cpp_inline.cpp, internal linkage) and a
// namespaced class with an inlined hot method.
#define NOINLINE __attribute__((noinline))

static NOINLINE unsigned long helper(unsigned long seed, unsigned long n)
{
    unsigned long x = seed ^ 0x1234567UL;
    for (unsigned long i = 0; i < n; i++)
        x = (x << 7) ^ (x >> 5) ^ (i * 0x9E37UL);
    return x;
}

namespace tu2 {
class Mixer {
public:
    explicit Mixer(unsigned long s) : s_(s) {}
    inline unsigned long lerp(unsigned long i)  // inlined hot helper
    {
        s_ = s_ * 6364136223846793005UL + i;
        return s_ >> 17;
    }
    NOINLINE unsigned long run(unsigned long n)
    {
        unsigned long acc = 0;
        for (unsigned long i = 0; i < n; i++)
            acc += lerp(i);
        return acc;
    }

private:
    unsigned long s_;
};
}  // namespace tu2

unsigned long tu2_entry(unsigned long seed, unsigned long n)
{
    tu2::Mixer m(seed);
    return helper(seed, n) + m.run(n);
}
