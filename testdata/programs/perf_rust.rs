// perf.data fixture: a Rust program with frame pointers
// (-C force-frame-pointers=yes), generic and trait methods.
use std::hint::black_box;

trait Shape {
    fn area(&self, steps: u64) -> f64;
}
struct Circle(f64);
impl Shape for Circle {
    #[inline(never)]
    fn area(&self, steps: u64) -> f64 {
        (0..steps).fold(0.0, |a, i| a + black_box(self.0 * (i as f64).sqrt()))
    }
}
#[inline(never)]
fn collatz<T: Into<u64> + Copy>(n: T) -> u64 {
    let (mut x, mut steps) = (n.into(), 0);
    while x != 1 { x = if x % 2 == 0 { x / 2 } else { 3 * x + 1 }; steps += 1; }
    steps
}
#[inline(never)]
fn total(limit: u32) -> u64 { (1..limit).map(|n| collatz(black_box(n))).sum() }

fn main() {
    let shapes: Vec<Box<dyn Shape>> = vec![Box::new(Circle(1.5)), Box::new(Circle(2.5))];
    let mut sum = 0.0;
    for _ in 0..6 {
        for s in &shapes { sum += s.area(black_box(3_000_000)); }
        sum += total(black_box(300_000)) as f64;
    }
    println!("{sum}");
}
