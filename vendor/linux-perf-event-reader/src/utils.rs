use std::fmt;

pub struct HexValue(pub u64);
impl fmt::Debug for HexValue {
    fn fmt(&self, fmt: &mut fmt::Formatter) -> Result<(), fmt::Error> {
        write!(fmt, "0x{:016X}", self.0)
    }
}
