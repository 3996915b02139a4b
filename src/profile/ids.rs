//! Typed indices into a [`Profile`](super::Profile)'s tables. Their fields
//! are private: ids come from the profile (or a [`Builder`](super::Builder))
//! that owns the table.

macro_rules! id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(u32);

        impl $name {
            /// The id of position `index`. Ids are 32 bits (stacks hold
            /// many): a table never holds 2^32 entries, since each entry
            /// stands for at least a word of the files read.
            pub(crate) fn new(index: usize) -> Self {
                $name(u32::try_from(index).unwrap_or(u32::MAX))
            }

            /// The position in its table.
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}

id!(
    /// Index of a [`Location`](super::Location) in [`Profile::locations`](super::Profile::locations).
    LocationId
);
id!(
    /// Index of a [`Function`](super::Function) in [`Profile::functions`](super::Profile::functions).
    FunctionId
);
id!(
    /// Index of a [`Mapping`](super::Mapping) in [`Profile::mappings`](super::Profile::mappings).
    MappingId
);
