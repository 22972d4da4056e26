//! Endgame tables: once few seeds are left on the board, every position the game can still
//! reach is solved by retrograde analysis under the game's own [`Rules`], and the search reads
//! its values instead of guessing.
//!
//! A table is built on demand for a *root*: the stores `(s0, n0)` and the `J` seeds on the
//! board when it is made. Stores only grow, so every later position of the game has stores
//! `(s0 + a, n0 + b)` with `a + b = J − j`, `j` the seeds then on the board: the table holds
//! one layer of values per `(j, a)`, each layer every board of `j` seeds with either side to
//! move. Values depend on the stores (the majority end, the final scores), so a layer is
//! solved for its own store pair.
//!
//! Layers are solved from the fewest seeds up. A capture leads to a layer already solved; a
//! position that ends the game (famine, majority, few seeds left, and no capture possible, found
//! for the whole layer at once) is scored by [`Position::final_end`]. Moves that capture nothing
//! stay in the layer, which may hold cycles: its values are found by iterating
//! `V(P) = max over moves of −V(child)` (or the solved value behind a capture) until nothing
//! changes, starting from the value of ending at `P` as the rules end a repetition
//! (`end_on_repetition`; by agreement otherwise). So a value is exact wherever best play leaves
//! the capture-free cycles by a capture or an end; where both players prefer to go round a
//! cycle, the table scores it as the repetition end where the iteration settled, which is how
//! the rules end such a game.

use super::tables::{compositions, each_board, rank_of};
use crate::engine::{BySide, EndReason, PITS, Position, Rules, Side};

/// The most seeds on the board for which a table is built.
pub const TABLE_SEEDS: u8 = 10;
/// Sweeps over a layer before its iteration is stopped.
const MAX_SWEEPS: u32 = 200;

/// A solved position: the final margin with best play, and how many moves it takes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Solved {
    /// Final score of the side to move minus the opponent's, in seeds.
    pub margin: i8,
    /// Moves until the game ends or the value is settled, for preferring the shorter win.
    pub plies: u8,
}

/// The tables of one root (see the module).
#[derive(Debug)]
pub struct Endgame {
    rules: Rules,
    root: BySide<u8>,
    seeds: u8,
    /// `boards[j]`: every board of `j` seeds, in rank order.
    boards: Vec<Vec<[u8; PITS]>>,
    /// `layers[j][a]`: the layer of `j` seeds with South's store `s0 + a`; index
    /// `2 · rank + side`.
    layers: Vec<Vec<Vec<Solved>>>,
    /// Compositions: `ways[n][k]`, the boards of `n` seeds in `k` pits.
    ways: Vec<[u32; PITS + 1]>,
    /// Layers whose iteration stopped at [`MAX_SWEEPS`] before settling.
    unsettled: usize,
}

impl Endgame {
    /// Solves every position reachable from `position` (its stores and the seeds on its board,
    /// at most [`TABLE_SEEDS`]) under `rules`; `None` with more seeds than that.
    #[must_use]
    pub fn build(position: &Position, rules: &Rules) -> Option<Endgame> {
        let seeds = position.board_seeds();
        if seeds > TABLE_SEEDS {
            return None;
        }
        let ways = compositions(TABLE_SEEDS);
        let mut table = Endgame {
            rules: *rules,
            root: position.stores(),
            seeds,
            boards: Vec::new(),
            layers: Vec::new(),
            ways,
            unsettled: 0,
        };
        for j in 0..=seeds {
            table.boards.push(boards_of(j));
            table.layers.push(Vec::new());
            for a in 0..=(seeds - j) {
                let layer = table.solve_layer(j, a);
                table.layers[usize::from(j)].push(layer);
            }
        }
        Some(table)
    }

    /// The rules the table was solved under.
    #[must_use]
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Positions solved.
    #[must_use]
    pub fn len(&self) -> usize {
        self.layers.iter().flatten().map(Vec::len).sum()
    }

    /// Whether the table is empty (never: the root is in it).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Layers whose values had not settled after the most sweeps allowed (0 in practice).
    #[must_use]
    pub fn unsettled(&self) -> usize {
        self.unsettled
    }

    /// The solved value of `position`, if the table holds it: same rules, its stores grown from
    /// the root's by exactly the seeds that left the board.
    #[must_use]
    pub fn probe(&self, position: &Position) -> Option<Solved> {
        let j = position.board_seeds();
        let stores = position.stores();
        let a = stores.south.checked_sub(self.root.south)?;
        let b = stores.north.checked_sub(self.root.north)?;
        if j > self.seeds || u16::from(a) + u16::from(b) + u16::from(j) != u16::from(self.seeds) {
            return None;
        }
        let layer = self.layers.get(usize::from(j))?.get(usize::from(a))?;
        layer.get(2 * self.rank(&position.pits(), j) + position.turn().index()).copied()
    }

    /// The rank of a board of `j` seeds among all boards of `j` seeds (lexicographic, pit A
    /// first).
    fn rank(&self, pits: &[u8; PITS], j: u8) -> usize {
        rank_of(&self.ways, pits, j)
    }

    fn stores(&self, j: u8, a: u8) -> BySide<u8> {
        BySide { south: self.root.south + a, north: self.root.north + (self.seeds - j - a) }
    }

    /// Solves the layer of `j` seeds with South's store `s0 + a`; the layers below are solved.
    fn solve_layer(&mut self, j: u8, a: u8) -> Vec<Solved> {
        let rules = self.rules;
        let stores = self.stores(j, a);
        let boards = &self.boards[usize::from(j)];
        let repetition = if rules.end_on_repetition { EndReason::Repetition } else { EndReason::Agreement };
        let margin_of = |position: &Position, reason: EndReason| {
            let end = position.final_end(&rules, reason);
            let me = position.turn();
            (i16::from(end.scores[me]) - i16::from(end.scores[!me])).clamp(-127, 127) as i8
        };
        let mut values = vec![Solved::default(); boards.len() * 2];
        // For each position still open: its moves, each either solved (behind a capture or an
        // end) or an index in this layer.
        let mut open: Vec<(usize, arrayvec::ArrayVec<Step, 6>)> = Vec::new();
        for (rank, board) in boards.iter().enumerate() {
            for side in Side::ALL {
                let index = 2 * rank + side.index();
                let Ok(position) = Position::new(*board, stores, side) else {
                    continue;
                };
                if let Some(reason) = position.end_by_counts(&rules) {
                    values[index] = Solved { margin: margin_of(&position, reason), plies: 0 };
                    continue;
                }
                values[index] = Solved { margin: margin_of(&position, repetition), plies: 0 };
                let mut steps = arrayvec::ArrayVec::new();
                for mv in position.legal_moves(&rules) {
                    let mut child = position;
                    let captured = child.play_unchecked(&rules, mv);
                    let step = if captured > 0 {
                        let solved = self.probe(&child).unwrap_or_default();
                        Step::Solved(Solved { margin: -solved.margin, plies: solved.plies.saturating_add(1) })
                    } else {
                        Step::Stay(2 * self.rank(&child.pits(), j) + child.turn().index())
                    };
                    steps.push(step);
                }
                open.push((index, steps));
            }
        }
        if rules.end_no_capture {
            // The no-capture end for the whole layer at once: a position can still capture if
            // one of its moves does, or leads to a position of the layer that can.
            let mut reachable = vec![false; values.len()];
            let mut changed = true;
            while changed {
                changed = false;
                for (index, steps) in &open {
                    if !reachable[*index]
                        && steps.iter().any(|step| match *step {
                            Step::Solved(_) => true,
                            Step::Stay(child) => reachable[child],
                        })
                    {
                        reachable[*index] = true;
                        changed = true;
                    }
                }
            }
            // The others end here; their value, the seeds left given out, is already set.
            open.retain(|(index, _)| reachable[*index]);
        }
        let mut settled = false;
        for _ in 0..MAX_SWEEPS {
            let mut changed = false;
            for (index, steps) in &open {
                let mut best: Option<Solved> = None;
                for step in steps {
                    let value = match *step {
                        Step::Solved(solved) => solved,
                        Step::Stay(child) => {
                            let solved = values[child];
                            Solved { margin: -solved.margin, plies: solved.plies.saturating_add(1) }
                        }
                    };
                    let better = best.is_none_or(|b| {
                        value.margin > b.margin
                            || (value.margin == b.margin && value.margin > 0 && value.plies < b.plies)
                            || (value.margin == b.margin && value.margin <= 0 && value.plies > b.plies)
                    });
                    if better {
                        best = Some(value);
                    }
                }
                if let Some(best) = best
                    && best.margin != values[*index].margin
                {
                    values[*index] = best;
                    changed = true;
                } else if let Some(best) = best {
                    values[*index].plies = best.plies;
                }
            }
            if !changed {
                settled = true;
                break;
            }
        }
        if !settled {
            self.unsettled += 1;
        }
        values
    }
}

/// One move of an open position: its value is known, or it is that of a position of the layer.
#[derive(Clone, Copy, Debug)]
enum Step {
    Solved(Solved),
    Stay(usize),
}

/// Every board of `j` seeds, in lexicographic order (pit A first).
fn boards_of(j: u8) -> Vec<[u8; PITS]> {
    let mut out = Vec::new();
    each_board(&mut [0; PITS], 0, j, &mut |board| out.push(*board));
    out
}
