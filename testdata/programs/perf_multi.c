/* perf.data fixture: several processes. The parent forks two children: one
 * runs child_work, the other execs perf_exec_b (another program linked at
 * the same addresses: both are -no-pie), while the parent runs parent_work.
 * Two programs at one address in two processes: locations are per mapping. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

static volatile unsigned long sink;

__attribute__((noipa)) void spin(long n) { for (long i = 0; i < n; i++) sink += i ^ (i >> 3); }
__attribute__((noipa)) void child_work(void) { spin(300000000L); sink++; }
__attribute__((noipa)) void parent_work(void) { spin(150000000L); sink++; }

int main(int argc, char **argv) {
    pid_t a = fork();
    if (a == 0) { child_work(); _exit(0); }
    pid_t b = fork();
    if (b == 0) {
        char path[4096];
        snprintf(path, sizeof path, "%s_exec_b", argv[0]);
        execl(path, path, (char *)0);
        _exit(127);
    }
    parent_work();
    waitpid(a, 0, 0);
    waitpid(b, 0, 0);
    printf("%lu\n", sink);
    return 0;
}
