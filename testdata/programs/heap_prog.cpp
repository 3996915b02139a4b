/* heap_prog: allocation sites for the gperftools heap profiler and for
 * tcmalloc's sampled heap (MallocExtension).  Linked with libtcmalloc.so.4.
 *
 *   ./heap_prog             run under HEAPPROFILE=heap_prog (make_multi.sh
 *                           sets HEAP_PROFILE_ALLOCATION_INTERVAL so that
 *                           the run writes heap_prog.0001.heap, .0002.heap)
 *   ./heap_prog sample      run with TCMALLOC_SAMPLE_PARAMETER=524288: at the
 *                           end writes GetHeapSample() to heap_prog.heap_v2
 *                           and GetHeapGrowthStacks() to heap_prog.growth
 *
 * Allocation sites (function -> allocator; kept = still in use at the end):
 *   main -> build_index -> new_node          operator new    (Node, 48 B; kept)
 *   main -> load_tables -> make_table        calloc          (8 x 256 KiB; kept)
 *   main -> load_tables -> grow_log          realloc         (grows to 2 MiB; kept)
 *   main -> process -> scratch_buffer        malloc          (256 KiB; freed)
 *   main -> process -> make_matrix           operator new[]  (doubles, 512 KiB; every 4th kept)
 *   main -> process -> small_strings         malloc          (24..88 B; freed)
 */
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <gperftools/malloc_extension.h>

#define NOINLINE __attribute__((noinline))

struct Node {
    Node *next;
    unsigned long key;
    unsigned long payload[4];
};

static volatile unsigned long sink;

NOINLINE Node *new_node(unsigned long key, Node *next)
{
    Node *n = new Node;
    n->next = next;
    n->key = key;
    for (int i = 0; i < 4; i++)
        n->payload[i] = key * (i + 1);
    return n;
}

NOINLINE Node *build_index(int n, Node *head)
{
    for (int i = 0; i < n; i++)
        head = new_node((unsigned long)i * 2654435761UL, head);
    return head;
}

NOINLINE void *make_table(size_t entries)
{
    return calloc(entries, sizeof(unsigned long));
}

NOINLINE char *grow_log(char *log, size_t *cap, size_t need)
{
    while (*cap < need) {
        *cap = *cap ? *cap * 2 : 4096;
        log = (char *)realloc(log, *cap);
    }
    return log;
}

struct Tables {
    void *table[8];
    char *log;
    size_t cap;
};

NOINLINE void load_tables(Tables *t)
{
    for (int i = 0; i < 8; i++)
        t->table[i] = make_table(32768);  /* 256 KiB each */
    t->log = 0;
    t->cap = 0;
    for (size_t need = 1000; need < (2u << 20); need = need * 3 / 2) {
        t->log = grow_log(t->log, &t->cap, need);
        memset(t->log, 'x', need);
    }
}

NOINLINE char *scratch_buffer(size_t n)
{
    char *p = (char *)malloc(n);
    memset(p, 1, n);
    return p;
}

NOINLINE double *make_matrix(size_t n)
{
    double *m = new double[n];
    for (size_t i = 0; i < n; i++)
        m[i] = (double)i;
    return m;
}

NOINLINE void small_strings(int n)
{
    for (int i = 0; i < n; i++) {
        size_t len = 24 + (i % 5) * 16;
        char *s = (char *)malloc(len);
        memset(s, 'a' + i % 26, len);
        sink += s[len - 1];
        free(s);
    }
}

NOINLINE double *process(int round)
{
    char *buf = scratch_buffer(256 * 1024);
    double *m = make_matrix(64 * 1024);    /* 512 KiB */
    small_strings(2000);
    sink += buf[round] + (unsigned long)m[round];
    free(buf);
    if (round % 4 == 0)
        return m;                           /* kept */
    delete[] m;
    return 0;
}

static void write_file(const char *name, const std::string &s)
{
    FILE *f = fopen(name, "w");
    if (!f || fwrite(s.data(), 1, s.size(), f) != s.size() || fclose(f) != 0) {
        perror(name);
        exit(1);
    }
}

int main(int argc, char **argv)
{
    bool sample = argc > 1 && strcmp(argv[1], "sample") == 0;
    Node *head = 0;
    Tables t;
    double *kept[64];
    int nkept = 0;

    for (int round = 0; round < 48; round++) {
        if (round == 20)
            load_tables(&t);
        head = build_index(4000, head);     /* 192000 nodes in all, ~9 MiB */
        double *m = process(round);
        if (m)
            kept[nkept++] = m;
    }
    if (sample) {
        std::string s;
        MallocExtension::instance()->GetHeapSample(&s);
        write_file("heap_prog.heap_v2", s);
        s.clear();
        MallocExtension::instance()->GetHeapGrowthStacks(&s);
        write_file("heap_prog.growth", s);
    }
    unsigned long n = 0;
    for (Node *p = head; p; p = p->next)
        n++;
    printf("heap_prog: %lu nodes, %d matrices, log %zu bytes\n", n, nkept, t.cap);
    return 0;
}
