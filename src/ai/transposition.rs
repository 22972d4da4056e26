//! The transposition table: what the search found about each position it met, shared by the
//! threads of one search (lock-free: each slot is three atomic words).
//!
//! A slot holds the whole position, so a hash collision can never return another position's
//! score. Threads write their words one at a time, so a reader may meet a slot half written: the
//! position's two words are kept XOR-ed with the data word, and a slot whose words do not agree
//! is read as empty (the "lockless hashing" of chess programs). With one thread no slot is ever
//! half written.
//!
//! Each entry carries the generation of the search that wrote it ([`Transpositions::new_search`]
//! starts the next one). A deep entry keeps its slot against a shallower one only while it is of
//! this search or the one before: entries of an earlier game, or of moves long past, give their
//! slots up, so that a table kept from game to game (a GUI that never sends `ucinewgame`) does
//! not fill with deep entries nobody meets again.

use crate::engine::{Move, Pit, Position};
use std::sync::atomic::{AtomicU8, AtomicU64, Ordering::Relaxed};

/// How a stored score bounds the position's true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Bound {
    /// The score is the value.
    Exact,
    /// The value is at least the score (the search failed high).
    Lower,
    /// The value is at most the score (the search failed low).
    Upper,
}

/// What the table knows of one position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Entry {
    /// In hundredths of a seed, for the side to move (won scores relative to the node).
    pub score: i32,
    /// The depth searched, in plies.
    pub depth: u8,
    pub bound: Bound,
    /// The best move found, if one was.
    pub best: Option<Move>,
}

/// Set in the data word of a slot in use.
const USED: u64 = 1 << 63;

/// Where the generation sits in the data word (8 bits).
const GENERATION_SHIFT: u32 = 48;

/// The generation of the search that wrote a data word.
fn generation(data: u64) -> u8 {
    (data >> GENERATION_SHIFT) as u8
}

impl Entry {
    fn pack(self) -> u64 {
        let bound = match self.bound {
            Bound::Exact => 0,
            Bound::Lower => 1,
            Bound::Upper => 2,
        };
        let best = self.best.map_or(0, |mv| mv.index() as u64 + 1);
        u64::from(self.score as u32) | u64::from(self.depth) << 32 | bound << 40 | best << 44 | USED
    }

    fn unpack(data: u64) -> Entry {
        let bound = match (data >> 40) & 3 {
            0 => Bound::Exact,
            1 => Bound::Lower,
            _ => Bound::Upper,
        };
        let best = ((data >> 44) & 15).checked_sub(1).and_then(|index| Pit::new(index as usize));
        Entry { score: data as u32 as i32, depth: (data >> 32) as u8, bound, best }
    }
}

/// The position as two words: the pits and the side to move ([`Position::board_key`]) with the
/// stores in its bytes 12 and 13, which are otherwise 0.
fn identity(position: &Position) -> [u64; 2] {
    let stores = position.stores();
    let key = position.board_key() | u128::from(stores.south) << 96 | u128::from(stores.north) << 104;
    [key as u64, (key >> 64) as u64]
}

/// A table of a power of two slots, 24 bytes each.
pub(super) struct Transpositions {
    slots: Box<[[AtomicU64; 3]]>,
    /// The generation of the search now writing (wraps round after 255).
    generation: AtomicU8,
}

impl Transpositions {
    /// A table of `entries` slots, rounded up to a power of two (at least 1,024).
    pub fn new(entries: usize) -> Transpositions {
        let len = entries.next_power_of_two().max(1024);
        Transpositions { slots: (0..len).map(|_| Default::default()).collect(), generation: AtomicU8::new(0) }
    }

    /// Starts a new search's generation: what earlier searches stored stays readable, but
    /// gives its slot up more readily (see the module).
    pub fn new_search(&self) {
        self.generation.fetch_add(1, Relaxed);
    }

    fn slot(&self, position: &Position) -> &[AtomicU64; 3] {
        &self.slots[(position.key() as usize) & (self.slots.len() - 1)]
    }

    /// What the table holds for `position`.
    pub fn probe(&self, position: &Position) -> Option<Entry> {
        let slot = self.slot(position);
        let data = slot[2].load(Relaxed);
        let [low, high] = identity(position);
        let ours = data & USED != 0 && slot[0].load(Relaxed) ^ data == low && slot[1].load(Relaxed) ^ data == high;
        ours.then(|| Entry::unpack(data))
    }

    /// Keeps `entry` for `position`, unless its slot holds another position searched more than
    /// two plies deeper by this search or the one before.
    pub fn store(&self, position: &Position, entry: Entry) {
        let slot = self.slot(position);
        let data = slot[2].load(Relaxed);
        let [low, high] = identity(position);
        let now = self.generation.load(Relaxed);
        let other = data & USED != 0 && (slot[0].load(Relaxed) ^ data != low || slot[1].load(Relaxed) ^ data != high);
        let recent = now.wrapping_sub(generation(data)) <= 1;
        if other && recent && u32::from(Entry::unpack(data).depth) > u32::from(entry.depth) + 2 {
            return;
        }
        let data = entry.pack() | u64::from(now) << GENERATION_SHIFT;
        slot[0].store(low ^ data, Relaxed);
        slot[1].store(high ^ data, Relaxed);
        slot[2].store(data, Relaxed);
    }

    /// Forgets every entry.
    pub fn clear(&self) {
        for slot in &self.slots {
            for word in slot {
                word.store(0, Relaxed);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Rules;

    fn entry(score: i32, depth: u8, bound: Bound, best: Option<usize>) -> Entry {
        Entry { score, depth, bound, best: best.and_then(Pit::new) }
    }

    #[test]
    fn an_entry_comes_back_whole() {
        let table = Transpositions::new(1024);
        let start = Position::start(&Rules::default());
        assert_eq!(table.probe(&start), None);
        for stored in [
            entry(-99_950, 0, Bound::Upper, None),
            entry(123, 17, Bound::Exact, Some(11)),
            entry(i32::MIN + 1, 255, Bound::Lower, Some(0)),
        ] {
            table.store(&start, stored);
            assert_eq!(table.probe(&start), Some(stored));
        }
        table.clear();
        assert_eq!(table.probe(&start), None);
    }

    #[test]
    fn positions_sharing_a_slot_never_read_each_other() {
        // A table of 1,024 slots: among the positions of a few plies, many share a slot.
        let table = Transpositions::new(1024);
        let rules = Rules::default();
        let mut positions = vec![Position::start(&rules)];
        for _ in 0..5 {
            let mut next = Vec::new();
            for position in &positions {
                for mv in position.legal_moves(&rules) {
                    let mut child = *position;
                    child.play_unchecked(&rules, mv);
                    next.push(child);
                }
            }
            positions = next;
        }
        positions.sort_by_key(Position::key);
        positions.dedup();
        assert!(positions.len() > 1024);
        for (index, position) in positions.iter().enumerate() {
            table.store(position, entry(index as i32, 1, Bound::Exact, None));
        }
        let mut found = 0;
        for (index, position) in positions.iter().enumerate() {
            if let Some(entry) = table.probe(position) {
                assert_eq!(entry.score, index as i32, "another position's entry");
                found += 1;
            }
        }
        assert!(found > 0 && found < positions.len());
    }

    #[test]
    fn a_deeper_entry_of_another_position_is_kept() {
        let table = Transpositions::new(1024);
        let rules = Rules::default();
        let start = Position::start(&Rules::default());
        // Two positions of the same slot.
        let mut seen = vec![start];
        let mut other = None;
        'search: for _ in 0..6 {
            for position in seen.clone() {
                for mv in position.legal_moves(&rules) {
                    let mut child = position;
                    child.play_unchecked(&rules, mv);
                    if child != start && (child.key() ^ start.key()) & 1023 == 0 {
                        other = Some(child);
                        break 'search;
                    }
                    seen.push(child);
                }
            }
        }
        let other = other.expect("a position sharing the start's slot");
        table.store(&start, entry(5, 10, Bound::Exact, None));
        table.store(&other, entry(6, 7, Bound::Exact, None));
        assert_eq!(table.probe(&other), None, "a shallow search must not push out a deep one");
        table.store(&other, entry(6, 8, Bound::Exact, None));
        assert_eq!(table.probe(&other).map(|e| e.score), Some(6));
        assert_eq!(table.probe(&start), None);
        // A deep entry of a search two searches ago (an earlier game) gives its slot up.
        table.store(&start, entry(5, 60, Bound::Exact, None));
        table.new_search();
        table.store(&other, entry(6, 3, Bound::Exact, None));
        assert_eq!(table.probe(&other), None, "the search before this one still keeps its slot");
        assert_eq!(table.probe(&start).map(|e| e.depth), Some(60), "and is still read");
        table.new_search();
        table.store(&other, entry(6, 3, Bound::Exact, None));
        assert_eq!(table.probe(&other).map(|e| e.score), Some(6), "a stale deep entry gives way");
        assert_eq!(table.probe(&start), None);
    }

    #[test]
    fn the_generation_wraps_round_and_never_shows_in_an_entry() {
        let table = Transpositions::new(1024);
        let start = Position::start(&Rules::default());
        let stored = entry(-42, 9, Bound::Lower, Some(3));
        for _ in 0..600 {
            table.new_search();
            table.store(&start, stored);
            assert_eq!(table.probe(&start), Some(stored));
        }
    }
}
