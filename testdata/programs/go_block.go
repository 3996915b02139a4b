// go_block: real blocking across goroutines, for a Go block profile (a
// `--- contention:` file) and a Go heap profile (`@ heap/RATE`, the v1
// heap header).
//
//	./go_block   writes go_block.contention (runtime/pprof block profile,
//	             debug=1, after runtime.SetBlockProfileRate(1)) and
//	             go_block.heap (heap profile, debug=1, after runtime.GC())
//
// Blocking:
//
//	main -> runPipeline               chan receive (waits for both pipelines)
//	     -> producer                  chan send (the consumer is slow)
//	     -> consumer                  chan receive (a little)
//	     -> slowProducer              chan send (a little)
//	     -> starvedConsumer           chan receive (the producer is slow)
//	main -> runLocked -> lockedWorker -> (*counter).add   sync.Mutex.Lock
//	main -> runLocked, runWaitGroup   sync.WaitGroup.Wait
//	main -> runSelect -> waitEither   select on two channels
//
// (goroutines started by go statements have no main/runtime.main frames).
//
// Heap (sampled by the runtime, 1 in 512 KiB):
//
//	main -> retain -> newRecord       4 KiB..10 KiB, half of them kept
//	producer                          4 KiB..7 KiB buffers, all kept
package main

import (
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
	"sync"
	"time"
)

var sink uint64

//go:noinline
func spin(n int) uint64 {
	x := uint64(1)
	for i := 0; i < n; i++ {
		x = x*6364136223846793005 + uint64(i)
	}
	return x
}

//go:noinline
func producer(ch chan<- []byte, n int) {
	for i := 0; i < n; i++ {
		buf := make([]byte, 4096+i%7*512)
		buf[0] = byte(i)
		ch <- buf // blocks: the consumer is slow
	}
	close(ch)
}

//go:noinline
func consumer(ch <-chan []byte, done chan<- uint64) {
	var sum uint64
	bufs := make([][]byte, 0, 400)
	for buf := range ch {
		sum += spin(20000) + uint64(buf[0])
		bufs = append(bufs, buf) // kept: see retain
	}
	keep = append(keep, bufs)
	done <- sum
}

//go:noinline
func slowProducer(ch chan<- int, n int) {
	for i := 0; i < n; i++ {
		sink += spin(30000)
		ch <- i
	}
	close(ch)
}

//go:noinline
func starvedConsumer(ch <-chan int, done chan<- uint64) {
	var sum uint64
	for v := range ch { // blocks: the producer is slow
		sum += uint64(v)
	}
	done <- sum
}

//go:noinline
func runPipeline() uint64 {
	ch := make(chan []byte)
	done := make(chan uint64)
	go producer(ch, 400)
	go consumer(ch, done)
	ints := make(chan int)
	go slowProducer(ints, 300)
	go starvedConsumer(ints, done)
	return <-done + <-done // blocks until both finish
}

type counter struct {
	mu     sync.Mutex
	counts [16]uint64
}

//go:noinline
func (c *counter) add(k int, v uint64) {
	c.mu.Lock() // blocks: four goroutines share the lock
	c.counts[k%16] += v
	sink += spin(30000) // long enough that the others stop spinning and sleep
	c.mu.Unlock()
}

//go:noinline
func lockedWorker(c *counter, id int, wg *sync.WaitGroup) {
	defer wg.Done()
	for i := 0; i < 300; i++ {
		c.add(id*1000+i, spin(2000))
	}
}

//go:noinline
func runLocked() {
	c := &counter{}
	var wg sync.WaitGroup
	for id := 0; id < 4; id++ {
		wg.Add(1)
		go lockedWorker(c, id, &wg)
	}
	wg.Wait() // blocks
	keep = append(keep, c)
}

// keep holds what the program keeps; made with room for everything at the
// start, so that appending never drops an array (see retain).
var keep = make([]interface{}, 0, 8192)

//go:noinline
func sleeper(d time.Duration, wg *sync.WaitGroup) {
	defer wg.Done()
	time.Sleep(d)
}

//go:noinline
func runWaitGroup() {
	var wg sync.WaitGroup
	for i := 1; i <= 3; i++ {
		wg.Add(1)
		go sleeper(time.Duration(i)*10*time.Millisecond, &wg)
	}
	wg.Wait() // blocks about 30 ms
}

//go:noinline
func waitEither(a, b <-chan int) int {
	select { // blocks until one is ready
	case v := <-a:
		return v
	case v := <-b:
		return v
	}
}

//go:noinline
func runSelect() {
	a := make(chan int)
	b := make(chan int)
	go func() {
		for i := 0; i < 50; i++ {
			time.Sleep(time.Millisecond)
			if i%2 == 0 {
				a <- i
			} else {
				b <- i
			}
		}
	}()
	for i := 0; i < 50; i++ {
		sink += uint64(waitEither(a, b))
	}
}

//go:noinline
func newRecord(n int) []uint64 {
	return make([]uint64, n)
}

// retain allocates n records and keeps half of them.  Everything else
// the program allocates is kept (the producer's buffers, by the consumer),
// so no stack of the heap profile has all its objects freed: perl pprof's
// v1 unsampling divides by the in-use count and dies on a `0: 0 [...]`
// line (make_multi.sh checks that there is none).
//
//go:noinline
func retain(n int) {
	for i := 0; i < n; i++ {
		r := newRecord(512 + i%4*256)
		if i/4%2 == 0 { // every size is kept half the time (Go's buckets are per stack and size)
			keep = append(keep, r)
		}
	}
}

func write(name, profile string) {
	f, err := os.Create(name)
	if err != nil {
		panic(err)
	}
	if err := pprof.Lookup(profile).WriteTo(f, 1); err != nil {
		panic(err)
	}
	if err := f.Close(); err != nil {
		panic(err)
	}
}

func main() {
	runtime.SetBlockProfileRate(1)
	s := runPipeline()
	runLocked()
	runWaitGroup()
	runSelect()
	retain(4000)
	runtime.GC()
	write("go_block.contention", "block")
	write("go_block.heap", "heap")
	fmt.Println("go_block:", s, len(keep))
}
