/* perf.data fixture (issue 64): a recursion deeper than the stack copy of
 * `perf record --call-graph dwarf,2048`, so most stacks are cut short. */
static volatile unsigned long sink;

__attribute__((noipa)) unsigned long descend(int depth) {
    volatile char pad[48];
    pad[0] = (char)depth;
    if (depth == 0) {
        unsigned long x = 0;
        for (int i = 0; i < 200000; i++) x += (unsigned long)i * i;
        return x;
    }
    return descend(depth - 1) + pad[0];
}

int main(void) {
    for (int i = 0; i < 3000; i++) sink += descend(40 + i % 80);
    return 0;
}
