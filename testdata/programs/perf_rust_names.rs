// perf script fixture (issue 62): Rust names as perf prints them (v0
// mangling, demangled with their generic arguments): two HashMaps of
// different types, whose hashbrown methods have one name each but for
// their types.
use std::collections::HashMap;
use std::hint::black_box;

#[inline(never)]
fn fill_numbers(n: u64) -> usize {
    let mut m: HashMap<u64, u64> = HashMap::new();
    for i in 0..n {
        *m.entry(black_box(i).wrapping_mul(0x9E37_79B9_7F4A_7C15)).or_insert(0) += 1;
    }
    m.len()
}

#[inline(never)]
fn fill_names(n: u32) -> usize {
    let mut m: HashMap<String, u32> = HashMap::new();
    for i in 0..n {
        m.insert(format!("k{}", black_box(i)), i);
    }
    m.len()
}

fn main() {
    let mut t = 0;
    for _ in 0..1 {
        t += fill_numbers(black_box(300_000)) + fill_names(black_box(150_000));
    }
    println!("{t}");
}
