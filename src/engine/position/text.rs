//! A position as text (`A-B-C-D-E-F-a-b-c-d-e-f-south-north-turn`): writing it and reading it
//! back, with why a text is not a position.

use super::{Position, PositionError};
use crate::engine::{BySide, PITS, Pit, Side};
use std::fmt;
use std::str::FromStr;

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for n in &self.pits[..PITS] {
            write!(f, "{n}-")?;
        }
        write!(f, "{}-{}-{}", self.stores.south, self.stores.north, self.turn.letter())
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}

impl FromStr for Position {
    type Err = PositionError;

    fn from_str(s: &str) -> Result<Position, PositionError> {
        let fields: Vec<&str> = s.trim().split('-').collect();
        if fields.len() != 15 {
            return Err(PositionError::FieldCount(fields.len()));
        }
        let count = |index: usize| -> Result<u8, PositionError> {
            fields[index].parse::<u8>().map_err(|_| PositionError::BadCount {
                index: index + 1,
                name: match index {
                    12 => "south store".to_owned(),
                    13 => "north store".to_owned(),
                    _ => format!("pit {}", Pit::ALL[index]),
                },
                text: fields[index].to_owned(),
            })
        };
        let mut pits = [0; PITS];
        for (index, pit) in pits.iter_mut().enumerate() {
            *pit = count(index)?;
        }
        let stores = BySide::new(count(12)?, count(13)?);
        let turn = match fields[14] {
            "S" => Side::South,
            "N" => Side::North,
            other => return Err(PositionError::BadSide(other.to_owned())),
        };
        Position::new(pits, stores, turn)
    }
}

impl From<Position> for String {
    fn from(position: Position) -> String {
        position.to_string()
    }
}

impl TryFrom<String> for Position {
    type Error = PositionError;

    fn try_from(s: String) -> Result<Position, PositionError> {
        s.parse()
    }
}
