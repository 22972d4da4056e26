//! The board: twelve pits, two stores and the side to move; sowing, capture and legality.

use super::end::{EndReason, GameEnd, IllegalMove, Sweep};
use super::rules::{CaptureOverflow, GrandSlam, Leftover, Rules};
use super::{BySide, Move, MoveList, PITS, Pit, Side};
use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};
use std::collections::HashSet;
use std::fmt;
use std::str::FromStr;

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

    /// Why the game ends in this position, for the ends a position alone decides: famine, then
    /// majority, then few seeds left. Repetition needs the game's history
    /// ([`Game`](super::Game)).
    #[must_use]
    pub fn end_reason(&self, rules: &Rules) -> Option<EndReason> {
        self.end_reason_since(rules, &[])
    }

    /// [`Position::end_reason`] for a game whose positions since the last capture are `seen`
    /// (this one among them or not): with `end_on_repetition`, reaching one of them ends the
    /// game, so a capture behind it does not count for the no-capture end. The ends are judged
    /// in this order: famine, majority, few seeds left, no capture possible (the repetition
    /// end, which needs the history, is the [`Game`](super::Game)'s and comes before the
    /// no-capture end).
    #[must_use]
    pub fn end_reason_since(&self, rules: &Rules, seen: &[Position]) -> Option<EndReason> {
        self.end_by_counts(rules).or_else(|| self.no_capture_end(rules, seen))
    }

    /// The no-capture end alone, for a position where the ends by counting do not hold: `seen`
    /// as [`Position::end_reason_since`] takes it.
    #[must_use]
    pub(crate) fn no_capture_end(&self, rules: &Rules, seen: &[Position]) -> Option<EndReason> {
        let seen = if rules.end_on_repetition { seen } else { &[] };
        (rules.end_no_capture && !self.capture_reachable(rules, seen)).then_some(EndReason::NoCapture)
    }

    /// The ends decided by counting: famine, majority, few seeds left. None of them changes
    /// along moves that capture nothing, except famine.
    #[must_use]
    pub(crate) fn end_by_counts(&self, rules: &Rules) -> Option<EndReason> {
        if self.candidate_mask() == 0 {
            let starving = if self.row_seeds(self.turn) == 0 { self.turn } else { !self.turn };
            return Some(EndReason::Famine { starving });
        }
        if rules.end_majority {
            let total = u16::from(self.total_seeds());
            if Side::ALL.iter().any(|&side| 2 * u16::from(self.stores[side]) > total) {
                return Some(EndReason::Majority);
            }
        }
        if rules.end_seeds_left > 0 && self.board_seeds() <= rules.end_seeds_left {
            return Some(EndReason::FewSeeds);
        }
        None
    }

    /// Whether some sequence of legal moves from here, under `rules`, captures: the question of
    /// the no-capture end (seed 003, "Fin de partie", case 1). `seen` are positions that end
    /// the game when reached (the repetition end; pass `&[]` without it). See
    /// [`Position::capture_search`].
    #[must_use]
    pub fn capture_reachable(&self, rules: &Rules, seen: &[Position]) -> bool {
        self.capture_search(rules, seen).reachable
    }

    /// Explores every position reachable from here by moves that capture nothing, depth first,
    /// and stops at the first move that captures. A position where the side to move cannot
    /// play (famine) or one of `seen` ends that line. Majority and few seeds left cannot
    /// change while nothing is captured, so they are not looked at: call it on a position
    /// where they do not hold.
    ///
    /// Cost: the positions explored (at most every board of this many seeds, twice) are
    /// returned with the answer. With fewer than 2 seeds on the board nothing can ever be
    /// captured (a captured pit holds at least 2), and nothing is explored.
    ///
    /// ```
    /// use awale::engine::{Position, Rules};
    /// let rules = Rules::default();
    /// // Two seeds, one in A and one in b: A sows into B, never into b; b is North's.
    /// let lone: Position = "1-0-0-0-0-0-0-1-0-0-0-0-23-23-S".parse().unwrap();
    /// assert!(!lone.capture_search(&rules, &[]).reachable);
    /// // F sows its seed into a, which then holds 2 and is taken (b keeps North's row alive).
    /// let ready: Position = "0-0-0-0-0-1-1-1-0-0-0-0-22-23-S".parse().unwrap();
    /// assert!(ready.capture_reachable(&rules, &[]));
    /// ```
    #[must_use]
    pub fn capture_search(&self, rules: &Rules, seen: &[Position]) -> CaptureSearch {
        if self.board_seeds() < 2 {
            return CaptureSearch { reachable: false, explored: 0 };
        }
        // Most positions can capture at once: answer those without allocating.
        let Some(first) = self.children_taking_nothing(rules) else {
            return CaptureSearch { reachable: true, explored: 1 };
        };
        // The stores do not change while nothing is captured: the pits and the side to move
        // tell the positions apart. A short list is faster than a hash set for the few dozen
        // positions usually explored; past `LIST` the set takes over. The buffers are kept from
        // one call to the next (the search asks at every node).
        const LIST: usize = 256;
        thread_local! {
            static SCRATCH: std::cell::RefCell<(Vec<u128>, HashSet<u128>, Vec<Position>)> = Default::default();
        }
        SCRATCH.with_borrow_mut(|(list, set, stack)| {
            list.clear();
            set.clear();
            stack.clear();
            let key = Position::board_key;
            list.extend(seen.iter().filter(|p| p.stores == self.stores).map(key));
            list.push(key(self));
            let mut visit = |position: &Position| {
                let key = key(position);
                if set.is_empty() {
                    if list.contains(&key) {
                        return false;
                    }
                    list.push(key);
                    if list.len() > LIST {
                        set.extend(list.drain(..));
                    }
                    true
                } else {
                    set.insert(key)
                }
            };
            stack.extend(first.into_iter().filter(|child| visit(child)));
            let mut explored = 1;
            while let Some(node) = stack.pop() {
                explored += 1;
                let Some(children) = node.children_taking_nothing(rules) else {
                    return CaptureSearch { reachable: true, explored };
                };
                stack.extend(children.into_iter().filter(|child| visit(child)));
            }
            CaptureSearch { reachable: false, explored }
        })
    }

    /// The positions after each legal move, or `None` as soon as one of them captures.
    fn children_taking_nothing(&self, rules: &Rules) -> Option<ArrayVec<Position, 6>> {
        let mut children = ArrayVec::new();
        for mv in self.legal_moves(rules) {
            let mut child = *self;
            if child.play_unchecked(rules, mv) > 0 {
                return None;
            }
            children.push(child);
        }
        Some(children)
    }

    /// The number of move sequences of exactly `depth` moves from this position; a position
    /// where the game has ended (by the ends [`Position::end_reason`] knows) is not expanded.
    ///
    /// ```
    /// use awale::engine::{Position, Rules};
    /// let rules = Rules::default();
    /// let start = Position::start(&rules);
    /// assert_eq!(start.perft(&rules, 1), 6);
    /// assert_eq!(start.perft(&rules, 2), 36);
    /// assert_eq!(start.perft(&rules, 3), 190);
    /// ```
    #[must_use]
    pub fn perft(&self, rules: &Rules, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let options_end = rules.ends_by_position();
        if !options_end && rules.grand_slam == GrandSlam::NoCapture {
            return self.perft_plain(rules, depth);
        }
        if options_end && self.end_reason(rules).is_some() {
            return 0;
        }
        let moves = self.legal_moves(rules);
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .iter()
            .map(|&mv| {
                let mut child = *self;
                child.play_unchecked(rules, mv);
                child.perft(rules, depth - 1)
            })
            .sum()
    }

    /// How the game ends for `reason` in this position: who takes the seeds left, the scores
    /// and the winner. Famine gives each row's seeds to its owner, which is the player who was
    /// to move (the starving player's row is empty); other ends follow `leftover`: own side, or
    /// split with each taking from his own row first and an odd seed set aside.
    #[must_use]
    pub fn final_end(&self, rules: &Rules, reason: EndReason) -> GameEnd {
        let mut sweep = ArrayVec::new();
        let mut scores = self.stores;
        let mut set_aside = 0;
        let split = rules.leftover == Leftover::Split && !matches!(reason, EndReason::Famine { .. });
        if split {
            let left = self.board_seeds();
            let mut quota = BySide::new(left / 2, left / 2);
            let mut remaining = self.pits();
            for pass in [false, true] {
                for pit in Pit::ALL {
                    let to = if pass { !pit.owner() } else { pit.owner() };
                    let seeds = remaining[pit.index()].min(quota[to]);
                    if seeds > 0 {
                        sweep.push(Sweep { pit, seeds, to });
                        remaining[pit.index()] -= seeds;
                        quota[to] -= seeds;
                        scores[to] += seeds;
                    }
                }
            }
            set_aside = left % 2;
        } else {
            for pit in Pit::ALL {
                let seeds = self.seeds(pit);
                if seeds > 0 {
                    sweep.push(Sweep { pit, seeds, to: pit.owner() });
                    scores[pit.owner()] += seeds;
                }
            }
        }
        let winner = match scores.south.cmp(&scores.north) {
            std::cmp::Ordering::Greater => Some(Side::South),
            std::cmp::Ordering::Less => Some(Side::North),
            std::cmp::Ordering::Equal => None,
        };
        let shared = if split { Leftover::Split } else { Leftover::OwnSide };
        GameEnd { reason, scores, winner, sweep, set_aside, shared }
    }

    /// Perft when the candidates are the legal moves and only famine ends a game: bulk
    /// counting on the candidate mask. `depth` ≥ 1.
    fn perft_plain(&self, rules: &Rules, depth: u32) -> u64 {
        let mut mask = self.candidate_mask();
        if depth == 1 {
            return u64::from(mask.count_ones());
        }
        let first = self.turn.first_pit();
        let mut count = 0;
        while mask != 0 {
            let mut child = *self;
            child.play_unchecked(rules, Pit::ALL[first + mask.trailing_zeros() as usize]);
            // The children of depth 2 are counted here rather than in a call of their own.
            count += if depth == 2 {
                u64::from(child.candidate_mask().count_ones())
            } else {
                child.perft_plain(rules, depth - 1)
            };
            mask &= mask - 1;
        }
        count
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

/// What [`Position::capture_search`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CaptureSearch {
    /// Whether some sequence of legal moves captures.
    pub reachable: bool,
    /// Positions explored to find out.
    pub explored: usize,
}

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
