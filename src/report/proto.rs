//! `--proto`: the profile as loaded (summed, subtracted, symbolized, its
//! frames to drop removed) in pprof's `profile.proto`, gzip-compressed, as
//! Go pprof's `-proto` writes it, for Go pprof and other viewers and stores.
//!
//! Functions are our functions (name: the short name reports print;
//! system name: the name in the binary) per source file of their lines;
//! a location's lines are innermost first, as pprof orders them; the main
//! program's mapping is written first, as Go expects. A mapping whose
//! locations have lines says so (`has_functions`...), so viewers do not
//! symbolize them again. Our frames to drop have been removed already, so
//! `drop_frames` is empty. The extension of a gmon.out (its histogram and
//! arcs) is not written: its samples are, as gprof's preparation left them.

use crate::error::{Error, Result};
use crate::formats::proto::messages as pb;
use crate::profile::{FunctionId, LabelValue, Profile, ValueType};
use crate::report::context::Context;
use prost::Message;
use std::collections::HashMap;
use std::io::Write;

/// Writes `profile` as a gzip-compressed profile.proto whose default
/// sample type is the `default_index`th.
pub fn write(profile: &Profile, default_index: usize, out: &mut impl Write) -> std::io::Result<()> {
    let bytes = encode(profile, default_index).encode_to_vec();
    let mut gz = flate2::write::GzEncoder::new(out, flate2::Compression::default());
    gz.write_all(&bytes)?;
    gz.finish()?.flush()
}

/// The string table being built.
struct Strings {
    table: Vec<String>,
    index: HashMap<String, i64>,
}

impl Strings {
    fn new() -> Self {
        Strings {
            table: vec![String::new()],
            index: HashMap::from([(String::new(), 0)]),
        }
    }

    fn id(&mut self, s: &str) -> i64 {
        if let Some(&i) = self.index.get(s) {
            return i;
        }
        let i = self.table.len() as i64;
        self.table.push(s.to_string());
        self.index.insert(s.to_string(), i);
        i
    }

    fn value_type(&mut self, v: &ValueType) -> pb::ValueType {
        pb::ValueType {
            r#type: self.id(&v.kind),
            unit: self.id(&v.unit),
        }
    }
}

/// The profile.proto message of `profile`, whose default sample type is
/// the `default_index`th.
pub fn encode(profile: &Profile, default_index: usize) -> pb::Profile {
    let mut strings = Strings::new();
    let sample_type = profile
        .sample_types
        .iter()
        .map(|v| strings.value_type(v))
        .collect();
    let period_type = Some(strings.value_type(&profile.period_type));
    let default_sample_type = match profile.sample_types.get(default_index) {
        Some(t) => strings.id(&t.kind),
        None => 0,
    };

    // The main mapping first: Go takes mapping 1 for the main binary.
    let mut order: Vec<usize> = (0..profile.mappings.len()).collect();
    if let Some(main) = profile.main_mapping() {
        order.retain(|&i| i != main.index());
        order.insert(0, main.index());
    }
    let mut mapping_id = vec![0u64; profile.mappings.len()];
    for (n, &i) in order.iter().enumerate() {
        mapping_id[i] = n as u64 + 1;
    }
    let mut symbolized = vec![(false, false, false); profile.mappings.len()];
    for loc in &profile.locations {
        if let (Some(m), false) = (loc.mapping, loc.lines.is_empty()) {
            let s = &mut symbolized[m.index()];
            s.0 = true;
            s.1 |= loc.lines.iter().any(|l| l.file.is_some());
            s.2 |= loc.lines.len() > 1;
        }
    }
    let mapping = order
        .iter()
        .map(|&i| {
            let m = &profile.mappings[i];
            let (functions, files, inline) = symbolized[i];
            pb::Mapping {
                id: mapping_id[i],
                memory_start: m.start,
                memory_limit: m.limit,
                file_offset: m.offset,
                filename: strings.id(&m.path),
                build_id: strings.id(m.build_id.as_deref().unwrap_or("")),
                has_functions: functions,
                has_filenames: files,
                has_line_numbers: files,
                has_inline_frames: inline,
            }
        })
        .collect();

    let mut function = Vec::new();
    let mut function_id: HashMap<(FunctionId, Option<&str>), u64> = HashMap::new();
    let location = profile
        .locations
        .iter()
        .enumerate()
        .map(|(i, loc)| pb::Location {
            id: i as u64 + 1,
            mapping_id: loc.mapping.map_or(0, |m| mapping_id[m.index()]),
            address: loc.address,
            line: loc
                .lines
                .iter()
                .map(|line| {
                    let key = (line.function, line.file.as_deref());
                    let id = *function_id.entry(key).or_insert_with(|| {
                        let f = profile.function(line.function);
                        function.push(pb::Function {
                            id: function.len() as u64 + 1,
                            name: strings.id(&f.name),
                            system_name: strings.id(&f.system_name),
                            filename: strings.id(line.file.as_deref().unwrap_or("")),
                            start_line: 0,
                        });
                        function.len() as u64
                    });
                    pb::Line {
                        function_id: id,
                        line: i64::from(line.line),
                        column: 0,
                    }
                })
                .collect(),
            is_folded: false,
        })
        .collect();

    let sample = profile
        .samples
        .iter()
        .map(|s| pb::Sample {
            location_id: s.stack.iter().map(|l| l.index() as u64 + 1).collect(),
            value: (0..profile.sample_types.len())
                .map(|i| s.value(i))
                .collect(),
            label: s
                .labels
                .iter()
                .map(|l| match &l.value {
                    LabelValue::Str(v) => pb::Label {
                        key: strings.id(&l.key),
                        str: strings.id(v),
                        num: 0,
                        num_unit: 0,
                    },
                    LabelValue::Num { value, unit } => pb::Label {
                        key: strings.id(&l.key),
                        str: 0,
                        num: *value,
                        num_unit: strings.id(unit.as_deref().unwrap_or("")),
                    },
                })
                .collect(),
        })
        .collect();

    pb::Profile {
        sample_type,
        sample,
        mapping,
        location,
        function,
        string_table: strings.table,
        period_type,
        period: profile.period,
        time_nanos: profile.time_nanos,
        duration_nanos: profile.duration_nanos,
        default_sample_type,
        ..pb::Profile::default()
    }
}

/// The context's profile as profile.proto, its sample type shown first.
pub(crate) fn render(cx: &mut Context, mut out: &mut dyn Write) -> Result<()> {
    write(cx.profile, cx.value_index(), &mut out).map_err(Error::Write)
}
