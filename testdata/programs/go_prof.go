// go_prof: a Go program profiled by runtime/pprof in profile.proto
// (gzip-compressed), for the proto reader.
//
//	./go_prof   writes go_prof.cpu.pb.gz  (pprof.StartCPUProfile, 100 Hz)
//	            and    go_prof.heap.pb.gz (pprof.WriteHeapProfile after
//	                                       runtime.GC(), MemProfileRate 512)
//
// CPU (the samples under pprof.Do carry string labels worker=, phase=):
//
//	main -> runWorkerA -> pprof.Do(worker=a, phase=parse)
//	        -> parseInput -> tokenize -> hashBytes          (hot leaf, depth 3)
//	                      -> checksum                      (leaf, depth 2)
//	     -> runWorkerA -> pprof.Do(worker=a, phase=render)
//	        -> renderPage -> layoutLine -> measureText      (leaf, depth 3)
//	                      -> blend                          (leaf, depth 2)
//	goroutine (go statement, rooted at runtime.goexit, labels inherited):
//	     runWorkerB -> pprof.Do(worker=b, phase=parse)  -> parseInput ...
//	                -> pprof.Do(worker=b, phase=render) -> renderPage ...
//	main -> walkTree (recursive, depth 12) -> leafMix      (no labels)
//
// Heap (after the CPU profile is stopped; every allocation site sampled
// about once per 512 bytes):
//
//	main -> keepRecords -> newRecord      256 B records, all kept
//	main -> buildIndex                    a map of 4096 entries, kept
//	main -> churn -> scratchBuffer        4 KiB buffers, all freed
//	     -> churn -> smallString          strconv strings, all freed
package main

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
	"strconv"
	"sync"
)

var sink uint64
var fsink float64

//go:noinline
func hashBytes(b []byte) uint64 {
	h := uint64(14695981039346656037)
	for _, c := range b {
		h ^= uint64(c)
		h *= 1099511628211
	}
	return h
}

//go:noinline
func tokenize(data []byte) uint64 {
	var h uint64
	for i := 0; i+64 <= len(data); i += 16 {
		h += hashBytes(data[i : i+64])
	}
	return h
}

//go:noinline
func checksum(data []byte) uint64 {
	var s uint64
	for i, c := range data {
		s = s*31 + uint64(c) ^ uint64(i)
	}
	return s
}

//go:noinline
func parseInput(data []byte, rounds int) uint64 {
	var h uint64
	for r := 0; r < rounds; r++ {
		h += tokenize(data)
		h ^= checksum(data)
	}
	return h
}

//go:noinline
func measureText(n int) float64 {
	x := 0.0
	for i := 1; i <= n; i++ {
		x += 1.0 / float64(i*i+1)
	}
	return x
}

//go:noinline
func layoutLine(n int) float64 {
	return measureText(n) * 2
}

//go:noinline
func blend(n int) uint64 {
	x := uint64(7)
	for i := 0; i < n; i++ {
		x = x*6364136223846793005 + 1442695040888963407
		x ^= x >> 29
	}
	return x
}

//go:noinline
func renderPage(lines, width int) uint64 {
	var s uint64
	for l := 0; l < lines; l++ {
		fsink += layoutLine(width)
		s += blend(width / 2)
	}
	return s
}

//go:noinline
func leafMix(n int) uint64 {
	x := uint64(n)
	for i := 0; i < 20000; i++ {
		x = (x << 7) ^ (x >> 3) ^ uint64(i)
	}
	return x
}

//go:noinline
func walkTree(depth int) uint64 {
	if depth == 0 {
		return leafMix(depth)
	}
	return walkTree(depth-1) + leafMix(depth)
}

func input() []byte {
	data := make([]byte, 64*1024)
	for i := range data {
		data[i] = byte(i*7 + i>>8)
	}
	return data
}

//go:noinline
func runWorkerA(data []byte) {
	ctx := context.Background()
	pprof.Do(ctx, pprof.Labels("worker", "a", "phase", "parse"), func(context.Context) {
		sink += parseInput(data, 3000)
	})
	pprof.Do(ctx, pprof.Labels("worker", "a", "phase", "render"), func(context.Context) {
		sink += renderPage(24000, 20000)
	})
}

//go:noinline
func runWorkerB(data []byte, wg *sync.WaitGroup) {
	defer wg.Done()
	ctx := context.Background()
	pprof.Do(ctx, pprof.Labels("worker", "b", "phase", "parse"), func(context.Context) {
		sink += parseInput(data, 1500)
	})
	pprof.Do(ctx, pprof.Labels("worker", "b", "phase", "render"), func(context.Context) {
		sink += renderPage(36000, 20000)
	})
}

type record struct {
	id      int
	payload [240]byte
}

var kept []*record
var index map[string]int

//go:noinline
func newRecord(i int) *record {
	r := &record{id: i}
	r.payload[0] = byte(i)
	return r
}

//go:noinline
func keepRecords(n int) {
	for i := 0; i < n; i++ {
		kept = append(kept, newRecord(i))
	}
}

//go:noinline
func buildIndex(n int) {
	index = make(map[string]int)
	for i := 0; i < n; i++ {
		index["key-"+strconv.Itoa(i)] = i
	}
}

//go:noinline
func scratchBuffer(i int) []byte {
	b := make([]byte, 4096)
	b[i%4096] = 1
	return b
}

//go:noinline
func smallString(i int) string {
	return strconv.Itoa(i*7919) + "-x"
}

//go:noinline
func churn(n int) {
	for i := 0; i < n; i++ {
		sink += uint64(scratchBuffer(i)[i%4096])
		sink += uint64(len(smallString(i)))
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "go_prof:", err)
	os.Exit(1)
}

func main() {
	runtime.MemProfileRate = 512

	data := input()
	cpu, err := os.Create("go_prof.cpu.pb.gz")
	if err != nil {
		fail(err)
	}
	if err := pprof.StartCPUProfile(cpu); err != nil {
		fail(err)
	}
	var wg sync.WaitGroup
	wg.Add(1)
	go runWorkerB(data, &wg)
	runWorkerA(data)
	for i := 0; i < 2400; i++ {
		sink += walkTree(12)
	}
	wg.Wait()
	pprof.StopCPUProfile()
	if err := cpu.Close(); err != nil {
		fail(err)
	}

	keepRecords(2000)
	buildIndex(4096)
	churn(3000)
	runtime.GC()
	heap, err := os.Create("go_prof.heap.pb.gz")
	if err != nil {
		fail(err)
	}
	if err := pprof.WriteHeapProfile(heap); err != nil {
		fail(err)
	}
	if err := heap.Close(); err != nil {
		fail(err)
	}
	fmt.Println(sink%10, int(fsink)%10, len(kept), len(index))
}
