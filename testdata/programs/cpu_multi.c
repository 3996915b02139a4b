/* cpu_multi: one PIE program profiled several times (make_multi.sh), for
 * summing profiles whose load addresses differ (ASLR) and for --base /
 * --diff_base.  The argument picks the workload:
 *
 *   ./cpu_multi a    parse ~40%, transform ~35%, checksum ~15%, report ~10%
 *   ./cpu_multi b    parse ~15%, transform ~50%, checksum ~5%, compress ~20%,
 *                    report ~10%   (compress runs only in b)
 *
 * Call tree: main -> run -> stage_parse -> parse_field
 *                        -> stage_transform -> transform_block -> mix (static)
 *                        -> checksum
 *                        -> compress (b only)
 *                        -> report
 */
#include <stdio.h>
#include <string.h>

static unsigned long mix(unsigned long x, unsigned long i)
{
    x ^= x >> 17;
    x *= 0xBF58476D1CE4E5B9UL;
    return x + i;
}

unsigned long parse_field(unsigned long n)
{
    unsigned long x = 11;
    for (unsigned long i = 0; i < n; i++)
        x = x * 31 + (i & 0xff);
    return x;
}

unsigned long stage_parse(unsigned long n)
{
    return parse_field(n) ^ parse_field(n / 3);
}

unsigned long transform_block(unsigned long n)
{
    unsigned long x = 5;
    for (unsigned long i = 0; i < n; i++)
        x = mix(x, i);
    return x;
}

unsigned long stage_transform(unsigned long n)
{
    return transform_block(n);
}

unsigned long checksum(unsigned long n)
{
    unsigned long a = 1, b = 0;
    for (unsigned long i = 0; i < n; i++) {
        a = (a + i) % 65521;
        b = (b + a) % 65521;
    }
    return (b << 16) | a;
}

unsigned long compress(unsigned long n)
{
    unsigned long x = 3, run = 0;
    for (unsigned long i = 0; i < n; i++) {
        if ((i ^ x) & 4)
            run++;
        x = (x << 3) ^ (x >> 5) ^ run;
    }
    return x;
}

unsigned long report(unsigned long n)
{
    unsigned long x = 9;
    for (unsigned long i = 0; i < n; i++)
        x = (x * 2862933555777941757UL) ^ (i >> 2);
    return x;
}

unsigned long run(int b, unsigned long n)
{
    unsigned long t = 0;
    t += stage_parse(b ? n * 2 / 5 : n);
    t += stage_transform(b ? n * 6 / 5 : n);
    t += checksum(b ? n / 10 : n / 4);
    if (b)
        t += compress(n / 4);
    t += report(n / 3);
    return t;
}

int main(int argc, char **argv)
{
    int b = argc > 1 && strcmp(argv[1], "b") == 0;
    unsigned long total = 0;
    for (int round = 0; round < 20; round++)
        total += run(b, 24000000UL);
    printf("cpu_multi %s: %lu\n", b ? "b" : "a", total);
    return 0;
}
