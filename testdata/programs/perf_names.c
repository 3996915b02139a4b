/* perf.data fixture (issue 64): frames perf names from outside the program:
 * the vdso (clock_gettime), libc's read and malloc (aliases of internal
 * names), and the dynamic loader's entry (`_start`, `_dl_start_user`). */
#include <fcntl.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static volatile long sink;

__attribute__((noipa)) void in_vdso(void) {
    struct timespec ts;
    for (int i = 0; i < 3000000; i++) { clock_gettime(CLOCK_MONOTONIC, &ts); sink += ts.tv_nsec; }
}

__attribute__((noipa)) void in_read(int fd) {
    char buf[64];
    for (int i = 0; i < 400000; i++) sink += read(fd, buf, sizeof buf);
}

__attribute__((noipa)) void in_malloc(void) {
    for (int i = 0; i < 6000000; i++) {
        char *p = malloc(24 + (i & 255));
        p[0] = (char)i;
        sink += p[0];
        free(p);
    }
}

int main(void) {
    int fd = open("/dev/zero", O_RDONLY);
    if (fd < 0) return 1;
    in_vdso();
    in_read(fd);
    in_malloc();
    return 0;
}
