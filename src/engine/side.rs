//! The two players, South and North, and a per-side container.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::{Index, IndexMut, Not};

/// One of the two players. South owns pits A–F (pits 1–6 of seed 003) and moves first by
/// default; North owns pits a–f (pits 7–12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// The player whose row is A–F.
    South,
    /// The player whose row is a–f.
    North,
}

impl Side {
    /// Both sides, South first.
    pub const ALL: [Side; 2] = [Side::South, Side::North];

    /// 0 for South, 1 for North.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The first pit index (0 or 6) of this side's row in sowing order.
    #[must_use]
    pub const fn first_pit(self) -> usize {
        self.index() * 6
    }

    /// `S` or `N`, as in the position text.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Side::South => 'S',
            Side::North => 'N',
        }
    }

    /// `south` or `north`, as in the protocol.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Side::South => "south",
            Side::North => "north",
        }
    }
}

impl Not for Side {
    type Output = Side;

    fn not(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::South => "South",
            Side::North => "North",
        })
    }
}

/// A value for each side, indexed by [`Side`] (`scores[Side::North]`). Read from `south` and
/// `north` alone: another key is refused.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BySide<T> {
    /// South's value.
    pub south: T,
    /// North's value.
    pub north: T,
}

impl<T> BySide<T> {
    /// Builds a container from South's and North's values.
    pub const fn new(south: T, north: T) -> Self {
        BySide { south, north }
    }

    /// Applies `f` to each side's value.
    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> BySide<U> {
        BySide { south: f(self.south), north: f(self.north) }
    }
}

impl<T> Index<Side> for BySide<T> {
    type Output = T;

    fn index(&self, side: Side) -> &T {
        match side {
            Side::South => &self.south,
            Side::North => &self.north,
        }
    }
}

impl<T> IndexMut<Side> for BySide<T> {
    fn index_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::South => &mut self.south,
            Side::North => &mut self.north,
        }
    }
}
