//! The messages of pprof's `profile.proto` (google/pprof, `proto/profile.proto`),
//! written as prost-build generates them, so no `protoc` is needed to build.
//! Field names and tags are the proto's; string fields are indexes into
//! [`Profile::string_table`], whose entry 0 is `""`.

/// `perftools.profiles.Profile`.
#[derive(Clone, PartialEq, ::prost::Message)]
pub struct Profile {
    /// What each sample's values count.
    #[prost(message, repeated, tag = "1")]
    pub sample_type: Vec<ValueType>,
    /// The samples.
    #[prost(message, repeated, tag = "2")]
    pub sample: Vec<Sample>,
    /// The mappings; the first is the main binary's.
    #[prost(message, repeated, tag = "3")]
    pub mapping: Vec<Mapping>,
    /// The locations samples refer to.
    #[prost(message, repeated, tag = "4")]
    pub location: Vec<Location>,
    /// The functions lines refer to.
    #[prost(message, repeated, tag = "5")]
    pub function: Vec<Function>,
    /// Every string of the profile; entry 0 is `""`.
    #[prost(string, repeated, tag = "6")]
    pub string_table: Vec<String>,
    /// A regular expression (fully matched) of frames to drop with their callees.
    #[prost(int64, tag = "7")]
    pub drop_frames: i64,
    /// A regular expression of frames to keep although `drop_frames` matches.
    #[prost(int64, tag = "8")]
    pub keep_frames: i64,
    /// When the profile was collected, in nanoseconds since the epoch.
    #[prost(int64, tag = "9")]
    pub time_nanos: i64,
    /// How long it was collected for.
    #[prost(int64, tag = "10")]
    pub duration_nanos: i64,
    /// What the sampling period counts.
    #[prost(message, optional, tag = "11")]
    pub period_type: Option<ValueType>,
    /// The sampling period.
    #[prost(int64, tag = "12")]
    pub period: i64,
    /// Free-form comments (string indexes).
    #[prost(int64, repeated, tag = "13")]
    pub comment: Vec<i64>,
    /// The type (string index) of the sample type to show by default.
    #[prost(int64, tag = "14")]
    pub default_sample_type: i64,
    /// Documentation link (string index).
    #[prost(int64, tag = "15")]
    pub doc_url: i64,
}

/// `perftools.profiles.ValueType`.
#[derive(Clone, Copy, PartialEq, ::prost::Message)]
pub struct ValueType {
    /// What is counted (string index).
    #[prost(int64, tag = "1")]
    pub r#type: i64,
    /// Its unit (string index).
    #[prost(int64, tag = "2")]
    pub unit: i64,
}

/// `perftools.profiles.Sample`.
#[derive(Clone, PartialEq, ::prost::Message)]
pub struct Sample {
    /// Location ids, leaf first.
    #[prost(uint64, repeated, tag = "1")]
    pub location_id: Vec<u64>,
    /// One value per sample type.
    #[prost(int64, repeated, tag = "2")]
    pub value: Vec<i64>,
    /// Labels.
    #[prost(message, repeated, tag = "3")]
    pub label: Vec<Label>,
}

/// `perftools.profiles.Label`.
#[derive(Clone, Copy, PartialEq, ::prost::Message)]
pub struct Label {
    /// Key (string index).
    #[prost(int64, tag = "1")]
    pub key: i64,
    /// String value (string index), or 0.
    #[prost(int64, tag = "2")]
    pub str: i64,
    /// Numeric value, when `str` is 0.
    #[prost(int64, tag = "3")]
    pub num: i64,
    /// The numeric value's unit (string index), or 0.
    #[prost(int64, tag = "4")]
    pub num_unit: i64,
}

/// `perftools.profiles.Mapping`.
#[derive(Clone, PartialEq, ::prost::Message)]
pub struct Mapping {
    /// Unique nonzero id.
    #[prost(uint64, tag = "1")]
    pub id: u64,
    /// First address.
    #[prost(uint64, tag = "2")]
    pub memory_start: u64,
    /// One past the last address.
    #[prost(uint64, tag = "3")]
    pub memory_limit: u64,
    /// File offset mapped at `memory_start`.
    #[prost(uint64, tag = "4")]
    pub file_offset: u64,
    /// The file (string index).
    #[prost(int64, tag = "5")]
    pub filename: i64,
    /// The file's build id (string index).
    #[prost(int64, tag = "6")]
    pub build_id: i64,
    /// Its locations have functions.
    #[prost(bool, tag = "7")]
    pub has_functions: bool,
    /// Its locations have file names.
    #[prost(bool, tag = "8")]
    pub has_filenames: bool,
    /// Its locations have line numbers.
    #[prost(bool, tag = "9")]
    pub has_line_numbers: bool,
    /// Its locations have inline frames.
    #[prost(bool, tag = "10")]
    pub has_inline_frames: bool,
}

/// `perftools.profiles.Location`.
#[derive(Clone, PartialEq, ::prost::Message)]
pub struct Location {
    /// Unique nonzero id.
    #[prost(uint64, tag = "1")]
    pub id: u64,
    /// The mapping's id, or 0.
    #[prost(uint64, tag = "2")]
    pub mapping_id: u64,
    /// The address.
    #[prost(uint64, tag = "3")]
    pub address: u64,
    /// Source lines, innermost inline frame first.
    #[prost(message, repeated, tag = "4")]
    pub line: Vec<Line>,
    /// Several addresses folded into this one.
    #[prost(bool, tag = "5")]
    pub is_folded: bool,
}

/// `perftools.profiles.Line`.
#[derive(Clone, Copy, PartialEq, ::prost::Message)]
pub struct Line {
    /// The function's id.
    #[prost(uint64, tag = "1")]
    pub function_id: u64,
    /// The line number, 0 when unknown.
    #[prost(int64, tag = "2")]
    pub line: i64,
    /// The column, 0 when unknown.
    #[prost(int64, tag = "3")]
    pub column: i64,
}

/// `perftools.profiles.Function`.
#[derive(Clone, PartialEq, ::prost::Message)]
pub struct Function {
    /// Unique nonzero id.
    #[prost(uint64, tag = "1")]
    pub id: u64,
    /// The name (string index).
    #[prost(int64, tag = "2")]
    pub name: i64,
    /// The name in the binary, possibly mangled (string index).
    #[prost(int64, tag = "3")]
    pub system_name: i64,
    /// The source file (string index).
    #[prost(int64, tag = "4")]
    pub filename: i64,
    /// The function's first line.
    #[prost(int64, tag = "5")]
    pub start_line: i64,
}
