//! The board: twelve pits, two stores and the side to move; sowing, capture and legality.

use super::end::IllegalMove;
use super::rules::{CaptureOverflow, GrandSlam, Rules};
use super::{BySide, Move, MoveList, PITS, Pit, Side};
use serde::{Deserialize, Serialize};

mod ending;
mod error;
mod perft;
mod text;

pub use ending::CaptureSearch;
pub use error::PositionError;

/// Most seeds a position may hold in all: 8 a pit, the largest `seeds_per_pit`.
pub const MAX_SEEDS: u16 = 96;

/// `SOW[o << 4 | r]`: one seed in each of the `r` pits after `o` (r ≤ 11), one byte lane a pit.
/// `SOW[o << 4 | 11]` is a whole lap: every pit but the origin. Indexed by a `u8`, so that no
/// bounds check is needed.
const SOW: [u128; 256] = {
    let mut table = [0u128; 256];
    let mut origin = 0;
    while origin < PITS {
        let mut r = 1;
        while r < 12 {
            let pit = (origin + r) % PITS;
            table[origin << 4 | r] = table[origin << 4 | (r - 1)] | (1u128 << (8 * pit));
            r += 1;
        }
        origin += 1;
    }
    table
};

/// `LANDING[o << 4 | r]`: where the last seed falls when pit `o` is sown with `r` seeds past
/// its full laps (`r` = 0: it falls in the pit before the origin, after the last lap).
const LANDING: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut origin = 0;
    while origin < PITS {
        let mut r = 0;
        while r < 11 {
            table[origin << 4 | r] = ((origin + if r == 0 { 11 } else { r }) % PITS) as u8;
            r += 1;
        }
        origin += 1;
    }
    table
};

/// `LAPS[n]`: `n / 11` in the high nibble and `n % 11` in the low one, for a pit of `n` seeds
/// (each lap of 12 or more seeds feeds the 11 other pits). Indexed by a `u8`: no bounds check.
const LAPS: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut n = 0;
    while n < 256 {
        table[n] = (((n / 11) as u8) << 4) | (n % 11) as u8;
        n += 1;
    }
    table
};

/// Six byte lanes of 1, for summing a row with one multiply.
const ROW_ONES: u64 = 0x0101_0101_0101;
/// The high bit of each of six byte lanes.
const ROW_HIGH: u64 = 0x8080_8080_8080;
/// Byte lane `c` holds `128 - (6 - c)`: adding it to a row sets the lane's high bit exactly when
/// pit `c` holds at least `6 - c` seeds, enough to reach the opponent's row.
const ROW_REACH: u64 = 0x7F7E_7D7C_7B7A;
/// Every byte lane of a row at 127: adding it sets the high bit of each non-empty pit.
const ROW_LOW: u64 = 0x7F7F_7F7F_7F7F;

/// A position: seeds in each pit, each store, and whose turn it is. A small `Copy` value;
/// playing a move allocates nothing.
///
/// Its text form is `A-B-C-D-E-F-a-b-c-d-e-f-south-north-side`, the start being
/// `4-4-4-4-4-4-4-4-4-4-4-4-0-0-S`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Position {
    /// Pits 0–11 in sowing order; bytes 12–15 are always 0 so that the board is one `u128`.
    pits: [u8; 16],
    stores: BySide<u8>,
    turn: Side,
}

/// The capture a sowing leads to, before the grand-slam rule is applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Chain {
    /// The pit the last seed landed in.
    pub landing: usize,
    /// Pits the chain takes after the limit, from the landing pit backwards.
    pub len: u8,
    /// Pits the chain would take without the limit.
    pub full_len: u8,
    /// Seeds in the pits it takes.
    pub seeds: u8,
}

impl Position {
    /// The start position under `rules`: `seeds_per_pit` in every pit, South to move.
    #[must_use]
    pub fn start(rules: &Rules) -> Position {
        let mut pits = [0; 16];
        pits[..PITS].fill(rules.seeds_per_pit);
        Position { pits, stores: BySide::default(), turn: Side::South }
    }

    /// A position from its parts: pits 0–11 in sowing order (A–F then a–f), the stores, and the
    /// side to move.
    ///
    /// # Errors
    /// [`PositionError::TooManySeeds`] when the seeds add up to more than [`MAX_SEEDS`].
    pub fn new(pits: [u8; PITS], stores: BySide<u8>, turn: Side) -> Result<Position, PositionError> {
        let total: u16 =
            pits.iter().map(|&n| u16::from(n)).sum::<u16>() + u16::from(stores.south) + u16::from(stores.north);
        if total > MAX_SEEDS {
            return Err(PositionError::TooManySeeds(total));
        }
        let mut all = [0; 16];
        all[..PITS].copy_from_slice(&pits);
        Ok(Position { pits: all, stores, turn })
    }

    /// A 64-bit hash of the whole position (pits, stores, side to move), for hash tables.
    #[must_use]
    #[inline]
    pub fn key(&self) -> u64 {
        fn mix(mut h: u64) -> u64 {
            // The splitmix64 finaliser.
            h ^= h >> 30;
            h = h.wrapping_mul(0xBF58_476D_1CE4_E5B9);
            h ^= h >> 27;
            h = h.wrapping_mul(0x94D0_49BB_1331_11EB);
            h ^ (h >> 31)
        }
        let board = u128::from_le_bytes(self.pits);
        let rest = (board >> 64) as u64
            | u64::from(self.stores.south) << 32
            | u64::from(self.stores.north) << 40
            | (self.turn.index() as u64) << 48;
        mix(board as u64 ^ mix(rest))
    }

    /// Seeds in each pit, A–F then a–f.
    #[must_use]
    pub fn pits(&self) -> [u8; PITS] {
        let mut pits = [0; PITS];
        pits.copy_from_slice(&self.pits[..PITS]);
        pits
    }

    /// The pits (bytes 0–11) and the side to move (byte 15, 0 for South) as one number: the
    /// position less its stores. Bytes 12–14 are 0.
    #[must_use]
    #[inline]
    pub(crate) fn board_key(&self) -> u128 {
        u128::from_le_bytes(self.pits) | (self.turn.index() as u128) << 120
    }

    /// Seeds in one pit.
    #[must_use]
    #[inline]
    pub fn seeds(&self, pit: Pit) -> u8 {
        self.pits[pit.index()]
    }

    /// Seeds in each store (each player's captures).
    #[must_use]
    pub fn stores(&self) -> BySide<u8> {
        self.stores
    }

    /// The side to move.
    #[must_use]
    pub fn turn(&self) -> Side {
        self.turn
    }

    /// Seeds in `side`'s row of six pits.
    #[must_use]
    #[inline]
    pub fn row_seeds(&self, side: Side) -> u8 {
        // Lane 5 of the product is the sum of the six lanes; no lane carries (≤ 96 seeds).
        (self.row_word(side).wrapping_mul(ROW_ONES) >> 40) as u8
    }

    /// `side`'s six pits as the low six byte lanes of a word.
    #[inline]
    fn row_word(&self, side: Side) -> u64 {
        let bytes = match side {
            Side::South => &self.pits[0..8],
            Side::North => &self.pits[6..14],
        };
        u64::from_le_bytes(bytes.try_into().expect("eight bytes")) & 0xFFFF_FFFF_FFFF
    }

    /// The [candidates](Position::candidates) as a mask: bit `c` for column `c` of the side to
    /// move. Branch-free over the row's byte lanes.
    #[inline]
    fn candidate_mask(&self) -> u8 {
        let row = self.row_word(self.turn);
        // Each lane ≤ 96 and each added lane ≤ 127: no lane carries into the next.
        let high = if self.row_word(!self.turn) == 0 { row + ROW_REACH } else { row + ROW_LOW };
        let mut mask = high & ROW_HIGH;
        // Gather the six high bits into bits 0–5.
        mask = (mask >> 7) & ROW_ONES;
        (mask.wrapping_mul(0x0102_0408_1020) >> 40) as u8 & 0x3F
    }

    /// Seeds still on the board (in the pits).
    #[must_use]
    pub fn board_seeds(&self) -> u8 {
        self.pits.iter().sum()
    }

    /// Seeds in the game: the pits and both stores.
    #[must_use]
    pub fn total_seeds(&self) -> u8 {
        self.board_seeds() + self.stores.south + self.stores.north
    }

    /// The moves the side to move may choose before the grand-slam rule: his non-empty pits,
    /// and when the opponent's row is empty only those that sow into it (the duty to feed,
    /// seeds 000, 002, 003 'obligation de nourrir').
    #[must_use]
    #[inline]
    pub fn candidates(&self) -> MoveList {
        let first = self.turn.first_pit();
        let mut mask = self.candidate_mask();
        let mut moves = MoveList::new();
        while mask != 0 {
            moves.push(Pit::ALL[first + mask.trailing_zeros() as usize]);
            mask &= mask - 1;
        }
        moves
    }

    /// The legal moves under `rules`: the [candidates](Position::candidates), less the grand
    /// slams when `grand_slam` is `forbidden` and another move exists (seed 003). Empty when
    /// the side to move cannot play (famine).
    #[must_use]
    pub fn legal_moves(&self, rules: &Rules) -> MoveList {
        let candidates = self.candidates();
        if rules.grand_slam == GrandSlam::NoCapture {
            return candidates;
        }
        let allowed: MoveList = candidates.iter().copied().filter(|&mv| !self.is_grand_slam(rules, mv)).collect();
        if allowed.is_empty() { candidates } else { allowed }
    }

    /// Whether `mv` may be played under `rules`, and if not, why (the game being over is the
    /// [`Game`](super::Game)'s to say).
    ///
    /// # Errors
    /// [`IllegalMove::NotYourPit`], [`IllegalMove::EmptyPit`], [`IllegalMove::MustFeed`] or
    /// [`IllegalMove::GrandSlamForbidden`].
    pub fn check(&self, rules: &Rules, mv: Move) -> Result<(), IllegalMove> {
        if mv.owner() != self.turn {
            return Err(IllegalMove::NotYourPit(mv));
        }
        if self.seeds(mv) == 0 {
            return Err(IllegalMove::EmptyPit(mv));
        }
        if !self.candidates().contains(&mv) {
            return Err(IllegalMove::MustFeed(mv));
        }
        if !self.legal_moves(rules).contains(&mv) {
            return Err(IllegalMove::GrandSlamForbidden(mv));
        }
        Ok(())
    }

    /// Plays `mv` after checking it, returning the new position.
    ///
    /// # Errors
    /// Why the move is illegal, as [`Position::check`]; `self` is unchanged.
    pub fn play(mut self, rules: &Rules, mv: Move) -> Result<Position, IllegalMove> {
        self.check(rules, mv)?;
        self.play_unchecked(rules, mv);
        Ok(self)
    }

    /// Plays a move known to be legal (one of [`Position::legal_moves`]) and returns the seeds
    /// it captured. For search: no check, no report.
    #[inline(always)]
    pub fn play_unchecked(&mut self, rules: &Rules, mv: Move) -> u8 {
        let landing = self.sow(mv.index());
        let chain = self.chain(rules, landing);
        let captured = if self.is_grand_slam_chain(&chain) { 0 } else { self.take(&chain) };
        self.turn = !self.turn;
        captured
    }

    /// Empties `origin` and sows its seeds one a pit in sowing order, skipping the origin on
    /// every lap of 12 or more seeds (seed 003, rule a). O(1) per lap. Returns the landing pit.
    #[inline]
    pub(crate) fn sow(&mut self, origin: usize) -> usize {
        let n = self.pits[origin];
        debug_assert!(n > 0, "sowing an empty pit");
        self.pits[origin] = 0;
        let (laps, rest) = (LAPS[usize::from(n)] >> 4, LAPS[usize::from(n)] & 0xF);
        // No byte lane carries into the next: a position holds at most 96 seeds.
        let row = (origin as u8) << 4;
        let mut add = SOW[usize::from(row | rest)];
        if laps > 0 {
            add += SOW[usize::from(row | 11)] * u128::from(laps);
        }
        self.pits = (u128::from_le_bytes(self.pits) + add).to_le_bytes();
        usize::from(LANDING[usize::from(row | rest)])
    }

    /// The capture chain from `landing` for the side to move: the landing pit if it is in the
    /// opponent's row and holds a capturing count, then each previous pit while in that row and
    /// capturing (seeds 000, 002, 003), cut to `capture_limit` as `capture_overflow` says.
    #[inline]
    pub(crate) fn chain(&self, rules: &Rules, landing: usize) -> Chain {
        let first = (!self.turn).first_pit();
        let mut chain = Chain { landing, len: 0, full_len: 0, seeds: 0 };
        if !(first..first + 6).contains(&landing) {
            return chain;
        }
        let mut pit = landing;
        loop {
            let n = self.pits[pit];
            if !rules.captures(n) {
                break;
            }
            chain.full_len += 1;
            if chain.full_len <= rules.capture_limit {
                chain.len += 1;
                chain.seeds += n;
            }
            if pit == first {
                break;
            }
            pit -= 1;
        }
        if chain.full_len > rules.capture_limit && rules.capture_overflow == CaptureOverflow::None {
            chain.len = 0;
            chain.seeds = 0;
        }
        chain
    }

    /// Whether taking this chain would leave the opponent's row empty: a grand slam, judged on
    /// the pits actually captured after the limit.
    #[inline]
    pub(crate) fn is_grand_slam_chain(&self, chain: &Chain) -> bool {
        chain.len > 0 && chain.seeds == self.row_seeds(!self.turn)
    }

    /// Moves the chain's seeds to the store of the side to move; returns how many.
    #[inline]
    pub(crate) fn take(&mut self, chain: &Chain) -> u8 {
        for k in 0..chain.len as usize {
            self.pits[chain.landing - k] = 0;
        }
        self.stores[self.turn] += chain.seeds;
        chain.seeds
    }

    /// Whether `mv` (a non-empty pit of the side to move) would capture every seed of the
    /// opponent's row.
    #[must_use]
    pub fn is_grand_slam(&self, rules: &Rules, mv: Move) -> bool {
        let mut after = *self;
        let landing = after.sow(mv.index());
        let chain = after.chain(rules, landing);
        after.is_grand_slam_chain(&chain)
    }

    /// Gives the move to the other side without playing (for "what could the opponent do
    /// now" questions; not a move of the game).
    pub fn pass_turn(&mut self) {
        self.turn = !self.turn;
    }

    pub(crate) fn set_turn(&mut self, turn: Side) {
        self.turn = turn;
    }

    pub(crate) fn pits_mut(&mut self) -> &mut [u8] {
        &mut self.pits[..PITS]
    }

    pub(crate) fn stores_mut(&mut self) -> &mut BySide<u8> {
        &mut self.stores
    }
}
