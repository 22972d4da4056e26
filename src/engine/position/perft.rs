//! Perft: counting the move sequences from a position, to check move generation and measure its
//! speed.

use super::Position;
use crate::engine::Pit;
use crate::engine::rules::{GrandSlam, Rules};

impl Position {
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
}
