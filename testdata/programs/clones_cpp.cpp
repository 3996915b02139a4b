// The clones of clones.c in C++ (make_clones.sh). At -O2, g++ 12 compiles
//   geo::sort_rows    into geo::sort_rows(...) [clone .part.0];
//   geo::Shape::area  into geo::Shape::area(...) const [clone .isra.0];
//   geo::blend<T>     into unsigned long geo::blend<unsigned long>(...)
//                     [clone .constprop.0];
//   geo::verify       into geo::verify(...) and geo::verify(...) [clone .cold];
// and clones_lto.c, built as C++ twice with -flto, gives
// geo::lto_step(unsigned long) [clone .lto_priv.0] and [clone .lto_priv.1].
namespace geo {
unsigned long run_lto_1(unsigned long n);
unsigned long run_lto_2(unsigned long n);

volatile unsigned long sink;

static void sort_rows(unsigned *v, unsigned *tmp, unsigned long n)
{
    if (n <= 1)
        return;
    unsigned long h = n / 2, i = 0, j = h, k = 0;
    sort_rows(v, tmp, h);
    sort_rows(v + h, tmp, n - h);
    while (i < h && j < n)
        tmp[k++] = v[j] < v[i] ? v[j++] : v[i++];
    while (i < h)
        tmp[k++] = v[i++];
    while (j < n)
        tmp[k++] = v[j++];
    for (k = n; k-- > 0;)
        v[k] = tmp[k];
}

struct Shape {
    long pad[8];
    unsigned long side;
    __attribute__((noinline)) unsigned long area(unsigned long n) const
    {
        unsigned long f = side, s = 0;
        for (unsigned long i = 0; i < n; i++)
            s = s * 37 + i * f;
        return s;
    }
};

template <typename T>
static __attribute__((noinline)) T blend(T n, T rounds)
{
    T s = n;
    for (T i = 0; i < n; i++)
        for (T r = 0; r < rounds; r++)
            s = (s << 11 | s >> 53) + i;
    return s;
}

static __attribute__((noinline, cold)) void report(unsigned long s)
{
    sink = s;
}

__attribute__((noinline)) unsigned long verify(unsigned long n)
{
    unsigned long s = 3;
    for (unsigned long i = 0; i < n; i++)
        s = s * 2862933555777941757ul + i;
    if (s & 1) {
        report(s);
        for (unsigned long i = 0; i < 3 * n; i++)
            s = (s ^ i) * 0xbf58476d1ce4e5b9ul;
    }
    return s;
}
}

extern "C" unsigned long run_cpp(unsigned long rounds)
{
    const unsigned long N = 1 << 15;
    static unsigned v[N], w[N], tmp_v[N], tmp_w[N];
    geo::Shape shape{};
    unsigned long s = 0;
    for (unsigned long r = 0; r < rounds; r++) {
        for (unsigned long i = 0; i < N; i++) {
            v[i] = (i + r) * 2654435761u % 1000003;
            w[i] = (i ^ r) * 40503u;
        }
        geo::sort_rows(v, tmp_v, N);
        geo::sort_rows(w, tmp_w, N / 2);
        s += v[r] + w[r];
        shape.side = r + 5;
        s += shape.area(1000000 + r);
        s += geo::blend<unsigned long>(300000 + r, 7) + geo::blend<unsigned long>(100 + r, 7);
        s += geo::verify(500000 + r);
        s += geo::run_lto_1(1000000 + r) + geo::run_lto_2(1000000 + r);
    }
    return s;
}
