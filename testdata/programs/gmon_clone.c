/* gmon_clone: at -O2, gcc compiles `scaled` as the clone `scaled.isra.0`
 * (its struct argument reduced to the one field it reads), a local symbol
 * with a `.` in its name, which gprof skips: it charges the clone's time and
 * calls to `frame_dummy`, the symbol before it. `tail_part` is inlined into
 * main. Built with -pg for gprof. */
#include <stdio.h>
#include <stdlib.h>

struct config {
    long pad[16];
    long factor;
};

static volatile unsigned long sink;

static __attribute__((noinline)) unsigned long scaled(struct config c, unsigned long n)
{
    unsigned long s = 0;
    for (unsigned long i = 0; i < n; i++)
        s = s * 31 + i * (unsigned long)c.factor;
    return s;
}

static unsigned long tail_part(unsigned long n)
{
    if (n < 3)
        return n;
    unsigned long s = 0;
    for (unsigned long i = 0; i < n; i++)
        s = (s << 3) ^ (s >> 5) ^ i;
    return s;
}

__attribute__((noinline)) unsigned long plain(unsigned long n)
{
    unsigned long s = 1;
    for (unsigned long i = 0; i < n; i++)
        s = s * 7 + (i >> 2);
    return s;
}

int main(int argc, char **argv)
{
    struct config c = {.factor = argc + 2};
    unsigned long s = 0;
    for (int r = 0; r < 100; r++) {
        s += scaled(c, 2000000 + r);
        s += tail_part(3000000 + r) + tail_part(r % 3);
        s += plain(1000000 + r);
    }
    sink = s;
    printf("%lu\n", s);
    return 0;
}
