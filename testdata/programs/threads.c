/* threads: pthreads program, built -O1.  Three worker threads do different
 * hot work while the main thread runs main_spin and then waits in
 * pthread_join:
 *   worker_hash   -> hash_loop       (~40%)
 *   worker_sieve  -> sieve_pass      (~20%, static buffer, no malloc)
 *   worker_float  -> float_poly      (~35%)
 *   main         -> main_spin       (~10%)
 * Worker stacks start at clone3/start_thread (glibc), not at main, so main's
 * cumulative share is only the main thread's own work.
 */
#include <pthread.h>
#include <stdio.h>

#define NOINLINE __attribute__((noinline))
#define SIEVE_N 2000000

static unsigned char sieve_buf[SIEVE_N];

NOINLINE unsigned long hash_loop(unsigned long seed, unsigned long n)
{
    unsigned long h = seed;
    for (unsigned long i = 0; i < n; i++) {
        h ^= i;
        h *= 0x100000001B3UL;
        h ^= h >> 29;
    }
    return h;
}

NOINLINE unsigned long sieve_pass(void)
{
    unsigned long count = 0;
    for (unsigned long i = 0; i < SIEVE_N; i++)
        sieve_buf[i] = 1;
    for (unsigned long i = 2; i * i < SIEVE_N; i++)
        if (sieve_buf[i])
            for (unsigned long j = i * i; j < SIEVE_N; j += i)
                sieve_buf[j] = 0;
    for (unsigned long i = 2; i < SIEVE_N; i++)
        count += sieve_buf[i];
    return count;
}

NOINLINE double float_poly(double x0, unsigned long n)
{
    double x = x0, acc = 0.0;
    for (unsigned long i = 0; i < n; i++) {
        x += 1e-7;
        acc += ((x * 0.5 + 1.25) * x - 0.75) * x + 0.125;
    }
    return acc;
}

NOINLINE unsigned long main_spin(unsigned long seed, unsigned long n)
{
    unsigned long x = seed | 1;
    for (unsigned long i = 0; i < n; i++)
        x = (x >> 1) ^ (-(x & 1) & 0xD800000000000000UL) ^ i;
    return x;
}

struct result {
    unsigned long u;
    double d;
};

static void *worker_hash(void *arg)
{
    struct result *r = arg;
    for (int k = 0; k < 25; k++)
        r->u += hash_loop(r->u + (unsigned long)k, 25000000UL);
    return NULL;
}

static void *worker_sieve(void *arg)
{
    struct result *r = arg;
    for (int k = 0; k < 120; k++)
        r->u += sieve_pass();
    return NULL;
}

static void *worker_float(void *arg)
{
    struct result *r = arg;
    for (int k = 0; k < 50; k++)
        r->d += float_poly(r->d * 1e-12 + k * 1e-3, 20000000UL);
    return NULL;
}

int main(void)
{
    pthread_t t[3];
    struct result res[3] = {{1, 0}, {0, 0}, {0, 0}};
    void *(*fns[3])(void *) = {worker_hash, worker_sieve, worker_float};
    for (int i = 0; i < 3; i++)
        if (pthread_create(&t[i], NULL, fns[i], &res[i]) != 0)
            return 1;
    unsigned long spin = main_spin(res[0].u, 250000000UL);
    for (int i = 0; i < 3; i++)
        pthread_join(t[i], NULL);
    printf("threads result: %lu %lu %g %lu\n", res[0].u, res[1].u, res[2].d, spin);
    return 0;
}
