//! Why a text is not a position, or seeds make none.

/// Why a position text could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// Not 15 fields separated by `-`.
    #[error("a position has 15 fields A-B-C-D-E-F-a-b-c-d-e-f-south-north-side, this one has {0}")]
    FieldCount(usize),
    /// A pit or store field is not a count.
    #[error("field {index} ({name}): '{text}' is not a number of seeds")]
    BadCount {
        /// 1-based field number.
        index: usize,
        /// What the field is: `pit C`, `south store`.
        name: String,
        /// The text found.
        text: String,
    },
    /// The last field is not `S` or `N`.
    #[error("field 15 (side to move): '{0}' is not S or N")]
    BadSide(String),
    /// More seeds than a game can hold.
    #[error("the position holds {0} seeds; at most 96 (8 a pit) are allowed")]
    TooManySeeds(u16),
}
