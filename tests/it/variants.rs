//! Synthetic variants of real profiles must give the same report.
