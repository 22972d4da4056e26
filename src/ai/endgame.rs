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
//! Layers are solved from the fewest seeds up, by the retrograde solver the board tables use
//! too (`retrograde`). A capture leads to a layer already solved; a
//! position that ends the game (famine, majority, few seeds left, and no capture possible, found
//! for the whole layer at once) is scored by [`Position::final_end`]. Moves that capture nothing
//! stay in the layer, which may hold cycles: its values are found by iterating
//! `V(P) = max over moves of −V(child)` (or the solved value behind a capture) until nothing
//! changes, starting from the value of ending at `P` as the rules end a repetition
//! (`end_on_repetition`; by agreement otherwise). So a value is exact wherever best play leaves
//! the capture-free cycles by a capture or an end; where both players prefer to go round a
//! cycle, the table scores it as the repetition end where the iteration settled, which is how
//! the rules end such a game.

use super::retrograde::{self, Sweeps, Value, compositions, rank_of};
use crate::engine::{BySide, PITS, Position, Rules};

/// The most seeds on the board for which a table is built.
pub const TABLE_SEEDS: u8 = 10;
/// 200 sweeps over a layer before its iteration is stopped, the values it reached kept.
const SWEEPS: Sweeps = Sweeps { sweeps: 200, rounds: 1, close: false };

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
    /// `layers[j][a]`: the layer of `j` seeds with South's store `s0 + a`; index
    /// `2 · rank + side`.
    layers: Vec<Vec<Vec<Solved>>>,
    /// Compositions: `ways[n][k]`, the boards of `n` seeds in `k` pits.
    ways: Vec<[u32; PITS + 1]>,
    /// Layers whose iteration stopped at its most sweeps before settling.
    unsettled: usize,
}

impl Endgame {
    /// Solves every position reachable from `position` (its stores and the seeds on its board,
    /// at most [`TABLE_SEEDS`]) under `rules`; `None` with more seeds than that.
    #[must_use]
    pub fn build(position: &Position, rules: &Rules) -> Option<Endgame> {
        Endgame::build_until(position, rules, || false)
    }

    /// As [`Endgame::build`], giving up (`None`) soon after `stopped` says so: it is asked
    /// before each layer and, within a layer, every 1,024 boards and before each sweep (the
    /// protocol's `stop` during a build of 10 seeds is answered within milliseconds).
    #[must_use]
    pub fn build_until(position: &Position, rules: &Rules, stopped: impl Fn() -> bool) -> Option<Endgame> {
        let seeds = position.board_seeds();
        if seeds > TABLE_SEEDS {
            return None;
        }
        let ways = compositions(TABLE_SEEDS);
        let mut table =
            Endgame { rules: *rules, root: position.stores(), seeds, layers: Vec::new(), ways, unsettled: 0 };
        for j in 0..=seeds {
            table.layers.push(Vec::new());
            for a in 0..=(seeds - j) {
                if stopped() {
                    return None;
                }
                let stores = table.stores(j, a);
                let layer = retrograde::solve_layer(
                    &table.rules,
                    stores,
                    &table.ways,
                    j,
                    SWEEPS,
                    |child, _| Solved::behind(table.probe(child).unwrap_or_default()),
                    &stopped,
                )?;
                if layer.unsettled > 0 {
                    table.unsettled += 1;
                }
                table.layers[usize::from(j)].push(layer.values);
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
}

/// An endgame table's value: the final margin, and the moves to it, the shorter for a win and
/// the longer for a loss or a draw.
impl Value for Solved {
    fn ended(margin: i8) -> Solved {
        Solved { margin, plies: 0 }
    }

    fn behind(child: Solved) -> Solved {
        Solved { margin: -child.margin, plies: child.plies.saturating_add(1) }
    }

    fn better(new: Solved, old: Solved) -> bool {
        new.margin > old.margin
            || (new.margin == old.margin && new.margin > 0 && new.plies < old.plies)
            || (new.margin == old.margin && new.margin <= 0 && new.plies > old.plies)
    }

    /// Only a change of margin asks for another sweep; the moves to it follow along.
    fn settle(value: &mut Solved, best: Solved) -> bool {
        let changed = best.margin != value.margin;
        *value = best;
        changed
    }

    fn pack(self) -> u16 {
        u16::from(self.margin as u8) | u16::from(self.plies) << 8
    }

    fn unpack(bits: u16) -> Solved {
        Solved { margin: bits as u8 as i8, plies: (bits >> 8) as u8 }
    }
}
