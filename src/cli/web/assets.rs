//! The files every page embeds: its style sheet and its script (sortable
//! tables, the search box's highlight, the graph's pan and zoom, the flame
//! graph's frame).

/// The style sheet.
pub(super) const STYLE: &str = include_str!("style.css");
/// The script.
pub(super) const SCRIPT: &str = include_str!("script.js");
