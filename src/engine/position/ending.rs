//! The end of a game as a position decides it: famine, majority, few seeds left, no capture
//! reachable any more, and how the seeds left are given out ([`Position::final_end`]).

use super::Position;
use crate::engine::end::{EndReason, GameEnd, Sweep};
use crate::engine::rules::{Leftover, Rules};
use crate::engine::{BySide, Pit, Side};
use arrayvec::ArrayVec;
use std::collections::HashSet;

impl Position {
    /// Why the game ends in this position, for the ends a position alone decides: famine, then
    /// majority, then few seeds left. Repetition needs the game's history
    /// ([`Game`](crate::engine::Game)).
    #[must_use]
    pub fn end_reason(&self, rules: &Rules) -> Option<EndReason> {
        self.end_reason_since(rules, &[])
    }

    /// [`Position::end_reason`] for a game whose positions since the last capture are `seen`
    /// (this one among them or not): with `end_on_repetition`, reaching one of them ends the
    /// game, so a capture behind it does not count for the no-capture end. The ends are judged
    /// in this order: famine, majority, few seeds left, no capture possible (the repetition
    /// end, which needs the history, is the [`Game`](crate::engine::Game)'s and comes before the
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
}

/// What [`Position::capture_search`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CaptureSearch {
    /// Whether some sequence of legal moves captures.
    pub reachable: bool,
    /// Positions explored to find out.
    pub explored: usize,
}
