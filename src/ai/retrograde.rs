//! Retrograde analysis: one layer of positions solved from the layers below it, the one solver
//! of the board tables ([`super::tables`]) and the endgame tables ([`super::endgame`]).
//!
//! A layer is every board of `j` seeds with either side to move, under fixed stores; a
//! position's index in it is `2 · rank + side`, `rank` that of its board among all boards of
//! `j` seeds ([`rank_of`], the order [`each_board`] visits them in). Layers are solved from the
//! fewest seeds up:
//!
//! - a position that ends the game by its counts (famine, majority, few seeds left) is scored
//!   by [`Position::final_end`];
//! - a capture leads to a smaller layer, already solved: the caller gives its value;
//! - under `end_no_capture`, the positions from which no capture can be reached end where they
//!   stand, found for the whole layer at once;
//! - moves that capture nothing stay in the layer, which may hold cycles: its values are found
//!   by iterating `V(P) = best over moves of the value behind the move` until nothing changes,
//!   starting from the value of ending at `P` as the rules end a repetition
//!   (`end_on_repetition`; by agreement otherwise).
//!
//! What a value holds (a margin alone, or a margin and the moves to it) and how two compare is
//! the table's: see [`Value`].

use crate::engine::{BySide, EndReason, PITS, Position, Rules, Side};

/// A move's step when the position has no such move.
const NO_STEP: u32 = u32::MAX;
/// Marks a step whose value is known (behind a capture): [`Value::pack`] is in the low 16 bits.
const SOLVED: u32 = 1 << 31;

/// What a table holds for a solved position, and how the solver combines such values.
pub(super) trait Value: Copy + Default {
    /// The value of a position that ends here with `margin`: the final score of the side to
    /// move minus the opponent's, in seeds (clamped to ±127).
    fn ended(margin: i8) -> Self;
    /// The value, for the side to move, of a move to a position of the same layer whose value
    /// (for its own side to move) is `child`.
    fn behind(child: Self) -> Self;
    /// Whether a move of value `new` is a better choice than one of value `old`.
    fn better(new: Self, old: Self) -> bool;
    /// Sets `value` to `best`, the value of the position's best move; whether that counts as a
    /// change (one more sweep of the layer is then needed).
    fn settle(value: &mut Self, best: Self) -> bool;
    /// The value in 16 bits, as a step behind a capture keeps it.
    fn pack(self) -> u16;
    /// The value [`Value::pack`] packed.
    fn unpack(bits: u16) -> Self;
}

/// How long a layer's values are iterated, and what becomes of those that do not settle.
#[derive(Clone, Copy, Debug)]
pub(super) struct Sweeps {
    /// Sweeps over the layer in one round; the round ends early once one changes nothing.
    pub sweeps: u32,
    /// Rounds at most; the iteration ends after the first round that settles.
    pub rounds: u32,
    /// Whether after a round that did not settle, the positions that changed in its last sweep
    /// are scored as ending by repetition where they stand and stay so (a cycle the players
    /// must go round can make values swing for ever); otherwise they keep what they reached.
    pub close: bool,
}

/// A solved layer.
#[derive(Debug)]
pub(super) struct Layer<V> {
    /// The value of each position, at `2 · rank + side`; [`Default`] where the board and the
    /// stores make no position.
    pub values: Vec<V>,
    /// Positions still changing at the end of each round that did not settle, added up (0 when
    /// the layer settled in its first round).
    pub unsettled: usize,
}

/// Solves the layer of `j` seeds with `stores` under `rules`. `ways` are the compositions of
/// [`compositions`] (for `j` seeds at least); `capture(child, captured)` is the value, for
/// the side to move, of a move capturing `captured` seeds to `child`, in a smaller layer.
/// `stopped` is asked every 1,024 boards and every 16,384 positions of a sweep: once it says
/// so, the layer is given up (`None`) within a millisecond or so.
pub(super) fn solve_layer<V: Value>(
    rules: &Rules,
    stores: BySide<u8>,
    ways: &[[u32; PITS + 1]],
    j: u8,
    sweeps: Sweeps,
    mut capture: impl FnMut(&Position, u8) -> V,
    stopped: &dyn Fn() -> bool,
) -> Option<Layer<V>> {
    let count = ways[usize::from(j)][PITS] as usize;
    let repetition = if rules.end_on_repetition { EndReason::Repetition } else { EndReason::Agreement };
    let margin_of = |position: &Position, reason: EndReason| {
        let end = position.final_end(rules, reason);
        let me = position.turn();
        (i16::from(end.scores[me]) - i16::from(end.scores[!me])).clamp(-127, 127) as i8
    };
    let mut values = vec![V::default(); count * 2];
    // Each position's moves: a value known (behind a capture) or a position of the layer;
    // the positions that end the game have none.
    let mut steps = vec![[NO_STEP; 6]; count * 2];
    let mut open = vec![false; count * 2];
    let mut rank = 0usize;
    let mut given_up = false;
    each_board(&mut [0u8; PITS], 0, j, &mut |board| {
        given_up = given_up || (rank.is_multiple_of(1024) && stopped());
        if given_up {
            return;
        }
        for side in Side::ALL {
            let index = 2 * rank + side.index();
            let Ok(position) = Position::new(*board, stores, side) else {
                continue;
            };
            if let Some(reason) = position.end_by_counts(rules) {
                values[index] = V::ended(margin_of(&position, reason));
                continue;
            }
            values[index] = V::ended(margin_of(&position, repetition));
            open[index] = true;
            for (slot, mv) in position.legal_moves(rules).into_iter().enumerate() {
                let mut child = position;
                let captured = child.play_unchecked(rules, mv);
                steps[index][slot] = if captured > 0 {
                    SOLVED | u32::from(capture(&child, captured).pack())
                } else {
                    (2 * rank_of(ways, &child.pits(), j) + child.turn().index()) as u32
                };
            }
        }
        rank += 1;
    });
    if given_up {
        return None;
    }
    if rules.end_no_capture {
        // The no-capture end for the whole layer at once: a position can still capture if
        // one of its moves does, or leads to a position of the layer that can. The others
        // end where they stand; their value, the seeds left given out, is already set.
        let mut reachable = vec![false; values.len()];
        let mut changed = true;
        while changed {
            changed = false;
            for index in 0..values.len() {
                if index.is_multiple_of(16_384) && stopped() {
                    return None;
                }
                if open[index]
                    && !reachable[index]
                    && steps[index]
                        .iter()
                        .any(|&step| step != NO_STEP && (step & SOLVED != 0 || reachable[step as usize]))
                {
                    reachable[index] = true;
                    changed = true;
                }
            }
        }
        for (open, reachable) in open.iter_mut().zip(&reachable) {
            *open &= *reachable;
        }
    }
    // Value iteration, in place, in index order.
    let ends = values.clone();
    let mut unsettled = 0;
    for _ in 0..sweeps.rounds {
        let mut changed = Vec::new();
        for _ in 0..sweeps.sweeps {
            changed.clear();
            for index in 0..values.len() {
                if index.is_multiple_of(16_384) && stopped() {
                    return None;
                }
                if !open[index] {
                    continue;
                }
                let mut best: Option<V> = None;
                for &step in steps[index].iter().take_while(|&&step| step != NO_STEP) {
                    let value =
                        if step & SOLVED != 0 { V::unpack(step as u16) } else { V::behind(values[step as usize]) };
                    if best.is_none_or(|best| V::better(value, best)) {
                        best = Some(value);
                    }
                }
                if let Some(best) = best
                    && V::settle(&mut values[index], best)
                {
                    changed.push(index);
                }
            }
            if changed.is_empty() {
                break;
            }
        }
        if changed.is_empty() {
            break;
        }
        unsettled += changed.len();
        if sweeps.close {
            for index in changed {
                values[index] = ends[index];
                open[index] = false;
            }
        }
    }
    Some(Layer { values, unsettled })
}

/// `ways[n][k]`: the boards of `n` seeds in `k` pits, for `n` up to `seeds`.
pub(super) fn compositions(seeds: u8) -> Vec<[u32; PITS + 1]> {
    let n_max = usize::from(seeds);
    let mut ways = vec![[0u32; PITS + 1]; n_max + 1];
    ways[0][0] = 1;
    for k in 1..=PITS {
        for n in 0..=n_max {
            ways[n][k] = (0..=n).map(|first| ways[n - first][k - 1]).sum();
        }
    }
    ways
}

/// The rank of a board of `j` seeds among all boards of `j` seeds (lexicographic, pit A first).
pub(super) fn rank_of(ways: &[[u32; PITS + 1]], pits: &[u8; PITS], j: u8) -> usize {
    let mut rank = 0;
    let mut left = usize::from(j);
    for (i, &count) in pits.iter().enumerate().take(PITS - 1) {
        let rest = PITS - 1 - i;
        for v in 0..usize::from(count) {
            rank += ways[left - v][rest] as usize;
        }
        left -= usize::from(count);
    }
    rank
}

/// Calls `visit` on every board of `left` more seeds in pits `at..`, in rank order.
pub(super) fn each_board(board: &mut [u8; PITS], at: usize, left: u8, visit: &mut impl FnMut(&[u8; PITS])) {
    if at == PITS - 1 {
        board[at] = left;
        visit(board);
        return;
    }
    for v in 0..=left {
        board[at] = v;
        each_board(board, at + 1, left - v, visit);
    }
}
