/* perf.data fixture (issue 64): JIT code named by /tmp/perf-PID.map.
 * Copies two tiny x86-64 loops into an anonymous executable mapping, runs
 * them, and writes the map perf reads (`START SIZE name`, hex), as V8's
 * --perf-basic-prof does. */
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

/* mov rax, rdi; 1: dec rax; jnz 1b; ret  (a count-down loop) */
static const unsigned char loop_code[] = {0x48, 0x89, 0xf8, 0x48, 0xff, 0xc8, 0x75, 0xfb, 0xc3};

int main(void) {
    unsigned char *code = mmap(NULL, 4096, PROT_READ | PROT_WRITE | PROT_EXEC,
                               MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (code == MAP_FAILED) return 1;
    memcpy(code, loop_code, sizeof loop_code);
    memcpy(code + 0x40, loop_code, sizeof loop_code);
    char path[64];
    snprintf(path, sizeof path, "/tmp/perf-%d.map", (int)getpid());
    FILE *map = fopen(path, "w");
    if (!map) return 1;
    fprintf(map, "%lx %zx jitted_hot_loop\n", (unsigned long)code, sizeof loop_code);
    fprintf(map, "%lx %zx jitted_cold_loop\n", (unsigned long)(code + 0x40), sizeof loop_code);
    fclose(map);
    void (*hot)(long) = (void (*)(long))code;
    void (*cold)(long) = (void (*)(long))(code + 0x40);
    for (int i = 0; i < 30; i++) { hot(30000000L); cold(10000000L); }
    return 0;
}
