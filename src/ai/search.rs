//! The tree search: negamax alpha-beta over the root's moves, with a principal variation
//! search and late move reductions, moves ordered by what they capture, then by killer moves
//! and the history heuristic, and a capture quiescence search past the horizon.
//!
//! At each node, in order: the clock, the game's end (by the rules, or by a repetition on the
//! path), the endgame table and the board table (where the game's path allows: see
//! [`Searcher::trusts_table_at`]), the transposition table, then the moves. Every
//! move is played by [`Position::play_unchecked`], every end judged by the engine's own rules.

use super::score::{from_table, solved_score, terminal, to_table};
use super::transposition::{Bound, Entry};
use super::{Searcher, eval};
use crate::engine::{EndReason, Move, Position};
use rand::{Rng, RngExt};

/// Beyond every score: the root's window.
const INFINITY: i32 = 1_000_000;

/// Plies from the root within which a board table is read only at the horizon.
const EXACT_PLIES: u32 = 4;

/// Plies of captures the quiescence search follows past the horizon.
const QUIESCENCE_PLIES: u32 = 8;

/// From this move on (in search order), quiet moves are first searched a ply shallower; from the
/// next one on, at depth 5 or more, two plies shallower.
const LATE_MOVE: usize = 2;

/// Slots of the no-capture cache: 16 bytes each.
const REACHABLE_SLOTS: usize = 1 << 16;

impl Searcher {
    /// Searches every root move (only `only` if not empty), the last iteration's best first,
    /// adding up to ±`spread` of noise to each score; returns the best score and move, and how
    /// many moves were searched to the end (all of them unless the search was stopped).
    pub(super) fn root(
        &mut self,
        position: &Position,
        depth: u32,
        only: &[Move],
        rng: &mut impl Rng,
        spread: i32,
    ) -> (i32, Option<Move>, usize) {
        let rules = self.rules;
        let moves = if only.is_empty() { position.legal_moves(&rules) } else { only.iter().copied().collect() };
        let mut children = self.children(position, &moves);
        let last_best = self.table.probe(position).and_then(|e| e.best);
        if let Some(first) = last_best.and_then(|m| children.iter().position(|c| c.mv == m)) {
            children[..=first].rotate_right(1);
        }
        let mut searched = 0;
        let (mut alpha, beta) = (-INFINITY, INFINITY);
        let mut best = (-INFINITY, children.first().map(|c| c.mv));
        self.path.push(*position);
        for (index, &Child { mv, position: child, .. }) in children.iter().enumerate() {
            let mut score = if index == 0 || spread > 0 {
                -self.negamax(&child, depth - 1, -beta, -alpha, 1)
            } else {
                let probe = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, 1);
                if probe > alpha { -self.negamax(&child, depth - 1, -beta, -alpha, 1) } else { probe }
            };
            if self.stopped {
                break;
            }
            searched += 1;
            if spread > 0 {
                score += rng.random_range(-spread..=spread);
            }
            if score > best.0 {
                best = (score, Some(mv));
            }
            if spread == 0 {
                alpha = alpha.max(score);
            }
        }
        self.path.pop();
        if let Some(mv) = best.1.filter(|_| !self.stopped) {
            self.store(position, depth, best.0, Bound::Exact, Some(mv));
        }
        (best.0, best.1, searched)
    }

    fn negamax(&mut self, position: &Position, depth: u32, mut alpha: i32, beta: i32, ply: u32) -> i32 {
        self.nodes += 1;
        self.check_time();
        if self.stopped {
            return 0;
        }
        let rules = self.rules;
        if let Some(reason) = self.end_reason(position) {
            return terminal(position, &rules, reason, ply);
        }
        if self.repeats(position) {
            let reason = if rules.end_on_repetition { EndReason::Repetition } else { EndReason::Agreement };
            return terminal(position, &rules, reason, ply);
        }
        if let Some(solved) = self.endgame.as_ref().filter(|_| self.tables).and_then(|t| t.probe(position)) {
            let score = solved_score(solved, ply);
            if self.trusts_table_at(position, score) {
                return score;
            }
        }
        // Near the root, repetitions are judged along the game's own path (the table cannot
        // know which position of a cycle came first): the table is read past that, or at the
        // horizon.
        if (depth == 0 || ply > EXACT_PLIES)
            && let Some(score) = self.board_value(position, ply)
            && self.trusts_table_at(position, score)
        {
            return score;
        }
        if depth == 0 {
            return self.quiescence(position, alpha, beta, ply, QUIESCENCE_PLIES);
        }

        let mut table_move = None;
        if let Some(entry) = self.table.probe(position) {
            table_move = entry.best;
            if u32::from(entry.depth) >= depth {
                let score = from_table(entry.score, ply);
                match entry.bound {
                    Bound::Exact => return score,
                    Bound::Lower if score >= beta => return score,
                    Bound::Upper if score <= alpha => return score,
                    _ => {}
                }
            }
        }

        let mut children = self.children(position, &position.legal_moves(&rules));
        self.order_killers(&mut children, ply);
        if let Some(first) = table_move.and_then(|m| children.iter().position(|c| c.mv == m)) {
            children[..=first].rotate_right(1);
        }
        let original_alpha = alpha;
        let mut best = (-INFINITY, None);
        self.path.push(*position);
        for (index, &Child { mv, position: child, captured }) in children.iter().enumerate() {
            let score = if index == 0 {
                -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1)
            } else {
                // Late quiet moves are first searched a ply shallower, with a null window.
                let reduced = index >= LATE_MOVE && depth >= 3 && captured == 0;
                // The later the move and the deeper the search, the more it is first reduced.
                let reduction = if !reduced {
                    0
                } else if index > LATE_MOVE && depth >= 5 {
                    2
                } else {
                    1
                };
                let probe_depth = depth - 1 - reduction;
                let mut probe = -self.negamax(&child, probe_depth, -alpha - 1, -alpha, ply + 1);
                if reduced && probe > alpha {
                    probe = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, ply + 1);
                }
                if probe > alpha && probe < beta {
                    -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1)
                } else {
                    probe
                }
            };
            if score > best.0 {
                best = (score, Some(mv));
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                self.history[mv.index()] += depth * depth;
                if captured == 0 {
                    self.add_killer(mv, ply);
                }
                break;
            }
        }
        self.path.pop();
        if self.stopped {
            return 0;
        }
        let bound = if best.0 <= original_alpha {
            Bound::Upper
        } else if best.0 >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.store(position, depth, to_table(best.0, ply), bound, best.1);
        best.0
    }

    /// Follows captures past the horizon so that a leaf is never judged in the middle of an
    /// exchange; the side to move may also stop capturing (stand pat).
    fn quiescence(&mut self, position: &Position, mut alpha: i32, beta: i32, ply: u32, plies: u32) -> i32 {
        if let Some(score) = self.board_value(position, ply)
            && self.trusts_table_at(position, score)
        {
            return score;
        }
        let rules = self.rules;
        // The captures, played once: they give both the threat term and the moves to follow.
        let mut captures: arrayvec::ArrayVec<(u8, Position), 6> = arrayvec::ArrayVec::new();
        for mv in position.legal_moves(&rules) {
            let mut child = *position;
            let captured = child.play_unchecked(&rules, mv);
            if captured > 0 {
                captures.push((captured, child));
            }
        }
        let threat = captures.iter().map(|&(captured, _)| captured).max().unwrap_or(0);
        let stand = eval::evaluate_with(position, threat, &self.weights);
        if stand >= beta || plies == 0 {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        captures.sort_unstable_by_key(|&(captured, _)| std::cmp::Reverse(captured));
        for (_, child) in captures {
            self.nodes += 1;
            let score = match self.end_reason(&child) {
                Some(reason) => terminal(&child, &rules, reason, ply + 1),
                None => -self.quiescence(&child, -beta, -alpha, ply + 1, plies - 1),
            };
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        best
    }

    /// Each move played once, in search order: captures first, largest first; then by the
    /// history heuristic.
    fn children(&self, position: &Position, moves: &[Move]) -> arrayvec::ArrayVec<Child, 6> {
        let rules = self.rules;
        let mut children: arrayvec::ArrayVec<Child, 6> = moves
            .iter()
            .map(|&mv| {
                let mut child = *position;
                let captured = child.play_unchecked(&rules, mv);
                Child { mv, position: child, captured }
            })
            .collect();
        children
            .sort_unstable_by_key(|c| (std::cmp::Reverse(c.captured), std::cmp::Reverse(self.history[c.mv.index()])));
        children
    }

    /// Moves the killer moves of `ply` (see [`Searcher::add_killer`]) just after the captures,
    /// the more recent first.
    fn order_killers(&self, children: &mut [Child], ply: u32) {
        let Some(killers) = self.killers.get(ply as usize) else {
            return;
        };
        let mut at = children.iter().take_while(|c| c.captured > 0).count();
        for killer in killers.iter().flatten() {
            if let Some(found) = children[at..].iter().position(|c| c.mv == *killer) {
                children[at..=at + found].rotate_right(1);
                at += 1;
            }
        }
    }

    /// Records `mv`, a quiet move that caused a cut-off, as the latest killer move of `ply`:
    /// a refutation found at one node is often good at its siblings.
    fn add_killer(&mut self, mv: Move, ply: u32) {
        let ply = ply as usize;
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [None; 2]);
        }
        let killers = &mut self.killers[ply];
        if killers[0] != Some(mv) {
            killers[1] = killers[0];
            killers[0] = Some(mv);
        }
    }

    /// [`Position::end_reason`], with the no-capture end's answer kept by board: the search
    /// meets the same boards again and again, and each answer may have explored many positions.
    /// Like the table, it ignores the game's history (a capture reachable only through a
    /// repetition still counts; the game itself then ends by repetition when it gets there).
    fn end_reason(&mut self, position: &Position) -> Option<EndReason> {
        let rules = self.rules;
        if let Some(reason) = position.end_by_counts(&rules) {
            return Some(reason);
        }
        if !rules.end_no_capture {
            return None;
        }
        if self.reachable.is_empty() {
            self.reachable = vec![0; REACHABLE_SLOTS];
        }
        // The pits in bytes 0–11, the side to move in byte 15, the answer in byte 14 (set so
        // that no slot in use is 0). Stores cannot matter: nothing is captured on the way.
        let pits = position.board_key();
        let slot = (position.key() as usize) & (REACHABLE_SLOTS - 1);
        let entry = self.reachable[slot];
        let reachable = if entry & !(0xFF << 112) == pits {
            (entry >> 112) & 0xFF == 2
        } else {
            let reachable = position.capture_reachable(&rules, &[]);
            self.reachable[slot] = pits | (1 + u128::from(reachable)) << 112;
            reachable
        };
        (!reachable).then_some(EndReason::NoCapture)
    }

    /// Whether the search takes a table's `score` (for the side to move) at `position`: always
    /// once a capture has been made since the root (no position of the game before it can come
    /// back), or when the game has no position since its last capture before the root.
    /// Otherwise only a score that is bad for the side searched for (a loss): a table knows
    /// nothing of the game's path, and where the game has gone round without a capture its
    /// values assume that a cycle repeats where the table's line wants, while the opponent can
    /// steer to a position the game has already seen. A win or a draw there is not taken: the
    /// search goes on by its own moves, captures and evaluation.
    pub(super) fn trusts_table_at(&self, position: &Position, score: i32) -> bool {
        let ours = if position.turn() == self.us { score } else { -score };
        self.fresh || position.board_seeds() < self.root_seeds || ours < 0
    }

    /// Whether `position` stands earlier on the path. Stores only grow and grow at every
    /// capture, so only positions back to the last capture need comparing.
    fn repeats(&self, position: &Position) -> bool {
        self.path.iter().rev().take_while(|p| p.stores() == position.stores()).any(|p| p == position)
    }

    fn store(&self, position: &Position, depth: u32, score: i32, bound: Bound, best: Option<Move>) {
        let depth = depth.min(u32::from(u8::MAX)) as u8;
        self.table.store(position, Entry { score, depth, bound, best });
    }

    /// The expected line from the table, at most `depth` moves.
    pub(super) fn principal_variation(&self, position: &Position, depth: u32) -> Vec<Move> {
        let mut line = Vec::new();
        let mut at = *position;
        let mut seen = Vec::new();
        while line.len() < depth as usize {
            let Some(mv) = self.table.probe(&at).and_then(|e| e.best) else {
                break;
            };
            if !at.legal_moves(&self.rules).contains(&mv) || seen.contains(&at) {
                break;
            }
            seen.push(at);
            line.push(mv);
            at.play_unchecked(&self.rules, mv);
        }
        line
    }
}

/// A move, the position it leads to and the seeds it captures.
#[derive(Clone, Copy, Debug)]
struct Child {
    mv: Move,
    position: Position,
    captured: u8,
}
