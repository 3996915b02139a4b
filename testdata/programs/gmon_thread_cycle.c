/* gprof fixture: a cycle ({work, again}) that nothing outside it calls,
 * because work is a thread's start routine, called by (uninstrumented)
 * libc. gprof numbers such a cycle but does not print its entry. */
#include <stdio.h>
#include <pthread.h>
static volatile double sink;
__attribute__((noinline)) void spin(int n) { for (int i = 0; i < n; i++) sink += i * 0.5; }
void *work(void *arg);
__attribute__((noinline)) void *again(void *arg) { spin(3000000); return work(arg); }
__attribute__((noinline)) void *work(void *arg) {
    long n = (long)arg;
    spin(2000000);
    if (n > 0) return again((void *)(n - 1));
    return 0;
}
int main(void) {
    pthread_t t;
    pthread_create(&t, 0, work, (void *)60);
    pthread_join(t, 0);
    printf("%f\n", sink);
    return 0;
}
