/* GCC's copies of functions ("clones"), one of each kind, each doing
 * enough work to be sampled (make_clones.sh). At -O2, gcc 12 compiles
 *   msort      into msort.part.0: partial inlining, the early exit inlined
 *              into its callers, the rest a copy;
 *   scale_by   into scale_by.isra.0: the struct it takes by pointer
 *              reduced to the one field it reads;
 *   mix_rounds into mix_rounds.constprop.0: always called with rounds 7;
 *   validate   into validate and validate.cold: the path through a cold
 *              function moved out to .text.unlikely.
 * clones_lto.c, built twice with -flto, gives lto_step.lto_priv.0 and
 * lto_step.lto_priv.1; clones_cpp.cpp has the same kinds in C++. */
#include <stdio.h>

struct config {
    long pad[8];
    unsigned long factor;
};

volatile unsigned long sink;

static void msort(unsigned long *v, unsigned long *tmp, unsigned long n)
{
    if (n <= 1)
        return;
    unsigned long h = n / 2, i = 0, j = h, k = 0;
    msort(v, tmp, h);
    msort(v + h, tmp, n - h);
    while (i < h && j < n)
        tmp[k++] = v[i] <= v[j] ? v[i++] : v[j++];
    while (i < h)
        tmp[k++] = v[i++];
    while (j < n)
        tmp[k++] = v[j++];
    for (k = n; k-- > 0;)
        v[k] = tmp[k];
}

static __attribute__((noinline)) unsigned long scale_by(const struct config *c, unsigned long n)
{
    unsigned long f = c->factor, s = 0;
    for (unsigned long i = 0; i < n; i++)
        s = s * 31 + i * f;
    return s;
}

static __attribute__((noinline)) unsigned long mix_rounds(unsigned long n, unsigned long rounds)
{
    unsigned long s = n;
    for (unsigned long i = 0; i < n; i++)
        for (unsigned long r = 0; r < rounds; r++)
            s = (s << 13 | s >> 51) + i;
    return s;
}

static __attribute__((noinline, cold)) void report(unsigned long s)
{
    sink = s;
}

__attribute__((noinline)) unsigned long validate(unsigned long n)
{
    unsigned long s = 1;
    for (unsigned long i = 0; i < n; i++)
        s = s * 6364136223846793005ul + i;
    if (s & 1) {
        /* Every block after the call to a cold function is cold. */
        report(s);
        for (unsigned long i = 0; i < 3 * n; i++)
            s = (s ^ i) * 0x9e3779b97f4a7c15ul;
    }
    return s;
}

unsigned long run_lto_1(unsigned long n);
unsigned long run_lto_2(unsigned long n);
unsigned long run_cpp(unsigned long rounds);

int main(void)
{
    enum { N = 1 << 15, ROUNDS = 150 };
    static unsigned long v[N], w[N], tmp_v[N], tmp_w[N];
    struct config c = {.factor = 3};
    unsigned long s = 0;
    for (unsigned long r = 0; r < ROUNDS; r++) {
        for (unsigned long i = 0; i < N; i++) {
            v[i] = (i + r) * 2654435761u % 1000003;
            w[i] = (i ^ r) * 40503u;
        }
        msort(v, tmp_v, N);
        msort(w, tmp_w, N / 2);
        s += v[r] + w[r];
        c.factor = r + 3;
        s += scale_by(&c, 1000000 + r);
        s += mix_rounds(300000 + r, 7) + mix_rounds(100 + r, 7);
        s += validate(500000 + r);
        s += run_lto_1(1000000 + r) + run_lto_2(1000000 + r);
    }
    s += run_cpp(ROUNDS);
    sink = s;
    printf("%lu\n", s);
    return 0;
}
