//! What is wrong with a decoded profile.proto: the model cannot be made
//! of it. Each message follows `profile.proto: ` in an
//! [`Error::Malformed`](crate::error::Error::Malformed).

use super::MAX_COPIED_STRINGS;
use crate::profile::PathError;

/// Why a decoded profile.proto is no profile.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub(super) enum ProtoError {
    /// The string table's first string is not the empty one.
    #[error("its string table does not start with the empty string")]
    FirstString,
    /// No sample type.
    #[error("it has no sample type")]
    NoSampleType,
    /// A string index past the string table.
    #[error("{what} is string {index}, past the string table's {entries} entries")]
    StringIndex {
        /// What names the string.
        what: &'static str,
        /// The index.
        index: i64,
        /// How many strings the table has.
        entries: usize,
    },
    /// The strings copied where they are used take more than
    /// [`MAX_COPIED_STRINGS`].
    #[error(
        "its strings, copied where they are used, take more than {} MiB ({what} is string {index}, of {bytes} bytes)",
        MAX_COPIED_STRINGS >> 20
    )]
    CopiedStrings {
        /// What names the string that passes the bound.
        what: &'static str,
        /// Its index.
        index: i64,
        /// Its length.
        bytes: usize,
    },
    /// A mapping id that is 0 or not unique.
    #[error("mapping id {0} is 0 or not unique")]
    MappingId(u64),
    /// A mapping that ends before it starts.
    #[error("mapping {id} ends at {limit:#x}, before its start {start:#x}")]
    MappingEnds {
        /// The mapping's id.
        id: u64,
        /// Its start address.
        start: u64,
        /// Its end address.
        limit: u64,
    },
    /// A mapping's file name that cannot be a path.
    #[error("mapping {id}'s file name {why}")]
    MappingPath {
        /// The mapping's id.
        id: u64,
        /// Why its file name is no path.
        why: PathError,
    },
    /// A function id that is 0 or not unique.
    #[error("function id {0} is 0 or not unique")]
    FunctionId(u64),
    /// A location in a mapping the profile does not have.
    #[error("location {location} is in mapping {mapping}, which it does not have")]
    LocationMapping {
        /// The location's id.
        location: u64,
        /// The mapping's id.
        mapping: u64,
    },
    /// A location's line of a function the profile does not have.
    #[error("location {location} has a line of function {function}, which it does not have")]
    LineFunction {
        /// The location's id.
        location: u64,
        /// The function's id.
        function: u64,
    },
    /// A location id that is 0 or not unique.
    #[error("location id {0} is 0 or not unique")]
    LocationId(u64),
    /// A sample with another number of values than there are sample types.
    #[error("sample {sample} has {values} values for {types} sample types")]
    SampleValues {
        /// The sample's place in the proto.
        sample: usize,
        /// How many values it has.
        values: usize,
        /// How many sample types there are.
        types: usize,
    },
    /// A sample at a location the profile does not have.
    #[error("sample {sample} is at location {location}, which the profile does not have")]
    SampleLocation {
        /// The sample's place in the proto.
        sample: usize,
        /// The location's id.
        location: u64,
    },
    /// `drop_frames` or `keep_frames` that does not parse.
    #[error("drop_frames or keep_frames is not a regular expression: {0}")]
    FrameRegex(regex::Error),
}

#[cfg(test)]
mod tests {
    use super::super::{convert, messages};

    #[test]
    fn messages_say_what_is_wrong() {
        let why = |p: &messages::Profile| convert(p).unwrap_err().to_string();
        let mut p = messages::Profile::default();
        assert_eq!(
            why(&p),
            "its string table does not start with the empty string"
        );
        p.string_table = vec![String::new(), "cpu".into(), "n".repeat(300), "(".into()];
        assert_eq!(why(&p), "it has no sample type");
        p.sample_type = vec![messages::ValueType { r#type: 1, unit: 7 }];
        assert_eq!(
            why(&p),
            "a unit is string 7, past the string table's 4 entries"
        );
        p.sample_type[0].unit = 1;
        p.mapping = vec![messages::Mapping {
            id: 3,
            memory_start: 0x2000,
            memory_limit: 0x1000,
            filename: 2,
            ..Default::default()
        }];
        assert_eq!(why(&p), "mapping 3 ends at 0x1000, before its start 0x2000");
        p.mapping[0].memory_limit = 0x3000;
        assert_eq!(
            why(&p),
            "mapping 3's file name has a component of 300 bytes, longer than a file name can be (255)"
        );
        p.mapping[0].filename = 0;
        p.location = vec![messages::Location {
            id: 1,
            mapping_id: 5,
            ..Default::default()
        }];
        assert_eq!(
            why(&p),
            "location 1 is in mapping 5, which it does not have"
        );
        p.location[0].mapping_id = 3;
        p.location.push(p.location[0].clone());
        assert_eq!(why(&p), "location id 1 is 0 or not unique");
        p.location.pop();
        p.sample = vec![messages::Sample {
            location_id: vec![9],
            value: vec![1],
            ..Default::default()
        }];
        assert_eq!(
            why(&p),
            "sample 0 is at location 9, which the profile does not have"
        );
        p.sample[0].value.push(2);
        assert_eq!(why(&p), "sample 0 has 2 values for 1 sample types");
        p.sample.clear();
        p.drop_frames = 3;
        assert!(
            why(&p).starts_with("drop_frames or keep_frames is not a regular expression: "),
            "{}",
            why(&p)
        );
    }
}
