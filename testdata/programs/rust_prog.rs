// rust_prog.rs: the same program is built twice, as `rust_legacy` (default
// legacy symbol mangling) and `rust_v0` (-C symbol-mangling-version=v0),
// both with --crate-name rustprog.  Profiled via
// LD_PRELOAD=libprofiler.so.0 (the binary does not link libprofiler).
//
// Covers: a module path (engine::math), a trait (Kernel) with two impls,
// a generic function instantiated twice (engine::drive::<Lcg>,
// engine::drive::<XorShift>), a generic method on a generic struct
// (engine::Pipeline<T>::run), a closure passed to a generic function
// (engine::apply::<main::{closure}>), and an inlined hot helper.

mod engine {
    pub mod math {
        pub trait Kernel {
            fn run(&self, seed: u64, n: u64) -> u64;
        }

        pub struct Lcg {
            pub mul: u64,
        }

        pub struct XorShift;

        #[inline(always)]
        pub fn fold_bits(x: u64) -> u64 {
            (x ^ (x >> 29)).wrapping_mul(0xBF58476D1CE4E5B9)
        }

        impl Kernel for Lcg {
            #[inline(never)]
            fn run(&self, seed: u64, n: u64) -> u64 {
                let mut x = seed;
                for i in 0..n {
                    // the xor-shift keeps LLVM from reassociating the recurrence
                    x = (x ^ (x >> 17)).wrapping_mul(self.mul).wrapping_add(i);
                }
                x
            }
        }

        impl Kernel for XorShift {
            #[inline(never)]
            fn run(&self, seed: u64, n: u64) -> u64 {
                let mut x = seed | 1;
                for i in 0..n {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    x = x.wrapping_add(fold_bits(i));
                }
                x
            }
        }
    }

    use self::math::Kernel;

    #[inline(never)]
    pub fn drive<K: Kernel>(k: &K, seed: u64, n: u64) -> u64 {
        let mut acc = seed;
        for chunk in 0..8u64 {
            acc ^= k.run(acc.wrapping_add(chunk), n / 8);
        }
        acc
    }

    #[inline(never)]
    pub fn apply<F: Fn(u64, u64) -> u64>(f: F, seed: u64, n: u64) -> u64 {
        let mut acc = seed;
        for i in 0..n {
            acc = f(acc, i);
        }
        acc
    }

    pub struct Pipeline<T> {
        pub state: T,
    }

    impl<T: Copy + Into<u64>> Pipeline<T> {
        #[inline(never)]
        pub fn run(&self, n: u64) -> u64 {
            let mut x: u64 = self.state.into();
            for i in 0..n {
                x = math::fold_bits(x.wrapping_add(i)).rotate_left(5);
            }
            x
        }
    }
}

use engine::math::{Lcg, XorShift};

fn main() {
    let n: u64 = 24_000_000;
    let mut total: u64 = std::env::args().count() as u64;
    for _round in 0..10 {
        total = total.wrapping_add(engine::drive(&Lcg { mul: 6364136223846793005 }, total, n));
        total = total.wrapping_add(engine::drive(&XorShift, total, n));
        let k = total | 1;
        total = total.wrapping_add(engine::apply(
            |acc, i| (acc ^ i).wrapping_mul(k).rotate_right(7),
            total,
            n,
        ));
        let p32 = engine::Pipeline { state: total as u32 };
        let p8 = engine::Pipeline { state: total as u8 };
        total = total.wrapping_add(p32.run(n / 2)).wrapping_add(p8.run(n / 2));
    }
    println!("rust result: {}", total);
}
