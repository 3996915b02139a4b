/* Built twice, with -DTU=1 and -DTU=2, and -flto (make_clones.sh): the
 * program then holds two static functions lto_step, which the link-time
 * compiler renames lto_step.lto_priv.0 and lto_step.lto_priv.1. Built as
 * C++ too (g++ -x c++), where they are geo::lto_step(unsigned long)
 * [clone .lto_priv.0] and [clone .lto_priv.1]. */
#define CAT2(a, b) a##b
#define CAT(a, b) CAT2(a, b)
#ifdef __cplusplus
namespace geo {
#endif
static __attribute__((noinline, noclone)) unsigned long lto_step(unsigned long n)
{
    unsigned long s = TU;
    for (unsigned long i = 0; i < n; i++)
        s = (s << 7 | s >> 57) ^ (i * TU);
    return s;
}

unsigned long CAT(run_lto_, TU)(unsigned long n)
{
    return lto_step(n) + 1;
}
#ifdef __cplusplus
}
#endif
