/* Two runs of this program make the pair of gmon.out files that summing
   (several gmon.out files on one command line) and --gprof_sum (gprof's -s)
   are tested with: without an argument it calls work_a only; with one, it
   calls work_b too, so that the second run's arcs are partly the first's
   (summed) and partly new (appended). */
#include <stdio.h>

static volatile unsigned long sink;

__attribute__((noinline)) unsigned long spin(unsigned long n)
{
    unsigned long s = 0;
    for (unsigned long i = 0; i < n; i++)
        s += (i * i) ^ (s >> 3);
    return s;
}

__attribute__((noinline)) unsigned long work_a(int k)
{
    return spin(300000UL * k);
}

__attribute__((noinline)) unsigned long work_b(int k)
{
    return spin(500000UL * k) + work_a(1);
}

int main(int argc, char **argv)
{
    (void)argv;
    for (int i = 0; i < 200; i++) {
        sink += work_a(i % 7 + 1);
        if (argc > 1)
            sink += work_b(i % 5 + 1);
    }
    printf("%lu\n", sink);
    return 0;
}
