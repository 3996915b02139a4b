/* perf.data fixture (issue 64): JIT code described by a jitdump file, as a
 * JIT's perf agent writes it: jit-PID.dump (in the directory given as the
 * first argument) with a JIT_CODE_LOAD record per function, mmapped
 * PROT_EXEC so that `perf record -k mono` records where it is; `perf
 * inject --jit` then writes each function as an ELF file
 * (jitted-PID-N.so) and mappings of them into the recording. */
#include <elf.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

/* mov rax, rdi; 1: dec rax; jnz 1b; ret  (a count-down loop) */
static const unsigned char loop_code[] = {0x48, 0x89, 0xf8, 0x48, 0xff, 0xc8, 0x75, 0xfb, 0xc3};

struct jitheader { uint32_t magic, version, total_size, elf_mach, pad1, pid; uint64_t timestamp, flags; };
struct jr_prefix { uint32_t id, total_size; uint64_t timestamp; };
struct jr_code_load { struct jr_prefix p; uint32_t pid, tid; uint64_t vma, code_addr, code_size, code_index; };

static uint64_t now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static void load(FILE *dump, const char *name, unsigned char *code, uint64_t index) {
    struct jr_code_load r = {0};
    r.p.id = 0; /* JIT_CODE_LOAD */
    r.p.total_size = (uint32_t)(sizeof r + strlen(name) + 1 + sizeof loop_code);
    r.p.timestamp = now();
    r.pid = (uint32_t)getpid();
    r.tid = (uint32_t)syscall(SYS_gettid);
    r.vma = r.code_addr = (uint64_t)(uintptr_t)code;
    r.code_size = sizeof loop_code;
    r.code_index = index;
    fwrite(&r, sizeof r, 1, dump);
    fwrite(name, strlen(name) + 1, 1, dump);
    fwrite(code, sizeof loop_code, 1, dump);
}

int main(int argc, char **argv) {
    const char *dir = argc > 1 ? argv[1] : ".";
    char path[4096];
    snprintf(path, sizeof path, "%s/jit-%d.dump", dir, (int)getpid());
    FILE *dump = fopen(path, "w+");
    if (!dump) return 1;
    /* The mapping perf record sees, and perf inject --jit looks for. */
    void *marker = mmap(NULL, 4096, PROT_READ | PROT_EXEC, MAP_PRIVATE, fileno(dump), 0);
    if (marker == MAP_FAILED) return 1;
    struct jitheader h = {0x4A695444, 1, sizeof h, EM_X86_64, 0, (uint32_t)getpid(), now(), 0};
    fwrite(&h, sizeof h, 1, dump);
    unsigned char *code = mmap(NULL, 4096, PROT_READ | PROT_WRITE | PROT_EXEC,
                               MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (code == MAP_FAILED) return 1;
    memcpy(code, loop_code, sizeof loop_code);
    memcpy(code + 0x40, loop_code, sizeof loop_code);
    load(dump, "jitted_dump_hot", code, 1);
    load(dump, "jitted_dump_cold", code + 0x40, 2);
    fclose(dump);
    void (*hot)(long) = (void (*)(long))code;
    void (*cold)(long) = (void (*)(long))(code + 0x40);
    for (int i = 0; i < 30; i++) { hot(30000000L); cold(10000000L); }
    munmap(marker, 4096);
    return 0;
}
