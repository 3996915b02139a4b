//! Small hand-made profiles for the tests of the model and of the
//! layers above it.

use super::{Function, FunctionId, Line, Location, LocationId, Profile, Sample, ValueType};

/// A symbolized profile with one location per distinct frame name; each
/// stack is leaf first. A frame `"a>b"` is function `b` inlined into `a`
/// (one location, two frames). Location `i` has address `0x1000 + 16 i`
/// and its frames are on line `10 + i` of `toy.c`.
pub fn profile(stacks: &[(&[&str], i64)]) -> Profile {
    let mut p = Profile {
        address_bytes: 8,
        link_time_addresses: false,
        program_optional: false,
        sample_types: vec![ValueType::new("samples", "count")],
        period_type: ValueType {
            kind: "cpu".into(),
            unit: "microseconds".into(),
        },
        period: 10000,
        ..Profile::default()
    };
    let mut location_names: Vec<String> = Vec::new();
    for (stack, value) in stacks {
        let mut ids = Vec::new();
        for frame in *stack {
            let i = match location_names.iter().position(|n| n == frame) {
                Some(i) => i,
                None => {
                    location_names.push(frame.to_string());
                    let lines = frame
                        .split('>')
                        .rev()
                        .enumerate()
                        .map(|(depth, name)| Line {
                            function: function(&mut p, name),
                            file: Some("toy.c".into()),
                            line: 10 + location_names.len() as u32 - 1,
                            inlined: depth + 1 < frame.split('>').count(),
                        })
                        .collect();
                    let mut location =
                        Location::new(0x1000 + 16 * (location_names.len() as u64 - 1), None);
                    location.lines = lines;
                    p.add_location(location);
                    location_names.len() - 1
                }
            };
            ids.push(LocationId::new(i));
        }
        p.samples.push(Sample::new(ids, &[*value]));
    }
    p
}

fn function(p: &mut Profile, name: &str) -> FunctionId {
    if let Some(i) = p.functions.iter().position(|f| *f.name == *name) {
        return FunctionId::new(i);
    }
    p.functions.push(Function {
        name: name.into(),
        full_name: format!("{name}(int)").into(),
        system_name: name.into(),
        start: None,
    });
    FunctionId::new(p.functions.len() - 1)
}
