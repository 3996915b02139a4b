/* perf.data fixture (issue 64): calls through an IRELATIVE PLT stub: an
 * IFUNC of the program itself, whose GOT slot its resolver fills. */
static volatile long sink;
static long work_impl(long x) { return x + 1; }
static long (*resolve_work(void))(long) { return work_impl; }
long ifunc_work(long x) __attribute__((ifunc("resolve_work")));
int main(void) {
    for (long i = 0; i < 150000000; i++) sink += ifunc_work(i);
    return 0;
}
