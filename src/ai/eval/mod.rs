//! The static evaluation: what a position is worth to the side to move, in hundredths of a
//! seed, when the search stops. It is a weighted sum of [`FEATURES`] terms ([`features`]):
//! fifteen counts of what is on the board, and a pit table that values each pit by the seeds it
//! holds.

use crate::engine::{PITS, Position, Rules, Side};

mod tempo;

use tempo::tempo;

/// How many terms the evaluation adds up: fifteen counts, then the pit table's 78 (six pits,
/// thirteen classes of seeds each).
pub const FEATURES: usize = COUNTED + 6 * PIT_CLASSES;

/// The terms that count something on the board ([`COUNTED_TERMS`]); the pit table's follow them.
const COUNTED: usize = COUNTED_TERMS.len();

/// The classes of a pit's seeds in the pit table: 0 to 9 each, then 10–11, 12–15 and 16 or more.
const PIT_CLASSES: usize = 13;

/// A pit's class in the pit table (see [`PIT_CLASSES`]).
const fn pit_class(seeds: u8) -> usize {
    PIT_CLASS[if seeds > 16 { 16 } else { seeds as usize }] as usize
}

/// [`pit_class`] of 0 to 16 seeds.
const PIT_CLASS: [u8; 17] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 11, 11, 11, 11, 12];

/// The names of the terms, in the order of [`Weights::get`], of [`features`] and of the text
/// `setoption name weights` reads. Each counts for the side to move, less the same count for
/// the opponent where it says "difference":
///
/// | name | the term |
/// |---|---|
/// | `store` | seeds in the store, difference (its weight, 100, is the unit) |
/// | `row_seed` | seeds in one's row, difference |
/// | `mobility` | non-empty pits (moves), difference |
/// | `target` | the opponent's pits of 1 or 2 seeds |
/// | `exposed` | one's own pits of 1 or 2 seeds |
/// | `krou` | pits of 12 seeds or more (they capture on their second lap), difference |
/// | `threat` | the seeds of the best capture the side to move can make now |
/// | `danger` | the seeds the opponent could take with one sowing of fewer than 12, if it were to move (the run of pits ending where it ends; no grand slam rule) |
/// | `wait` | pits whose sowing stays in one's row, difference |
/// | `late_mobility` | `mobility` × the seeds off the board ÷ 8 (from 0 at the start to 6) |
/// | `rear` | seeds in one's last two pits (E and F, e and f), difference |
/// | `wait_seeds` | seeds of the pits whose sowing stays in one's row, difference |
/// | `late_wait` | `wait` × the seeds off the board ÷ 8 |
/// | `big` | pits of 6 to 11 seeds, difference |
/// | `tempo` | moves one can make one after another without sowing into the opponent's row (the pit nearest the row's end first; at most 20), difference |
/// | `A0` … `F16+` | the pit table: one term for each of one's pits, A to F in sowing order (a to f for North), and each class of its seeds (0 to 9, 10–11, 12–15, 16 or more): 1 if one's pit holds so many, less 1 if the opponent's pit of the same place does |
///
/// The pit table lets the evaluation value a pit by exactly how many seeds it holds where it
/// stands: with how many a sowing ends in one's own row or on which of the opponent's pits, and
/// how a large pit (a krou, seed 003) laps.
pub const FEATURE_NAMES: [&str; FEATURES] = {
    let mut names = [""; FEATURES];
    let mut at = 0;
    while at < COUNTED {
        names[at] = COUNTED_TERMS[at].0;
        at += 1;
    }
    while at < FEATURES {
        let (column, class) = ((at - COUNTED) / PIT_CLASSES, (at - COUNTED) % PIT_CLASSES);
        names[at] = PIT_NAMES[column][class];
        at += 1;
    }
    names
};

/// The pit table's names, a row for each pit (A to F), a column for each class of its seeds.
const PIT_NAMES: [[&str; PIT_CLASSES]; 6] = [
    ["A0", "A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "A9", "A10-11", "A12-15", "A16+"],
    ["B0", "B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10-11", "B12-15", "B16+"],
    ["C0", "C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9", "C10-11", "C12-15", "C16+"],
    ["D0", "D1", "D2", "D3", "D4", "D5", "D6", "D7", "D8", "D9", "D10-11", "D12-15", "D16+"],
    ["E0", "E1", "E2", "E3", "E4", "E5", "E6", "E7", "E8", "E9", "E10-11", "E12-15", "E16+"],
    ["F0", "F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8", "F9", "F10-11", "F12-15", "F16+"],
];

/// Writes the table of counted terms once: each term's name and default weight
/// ([`COUNTED_TERMS`]), and [`counted_of`], which counts them all in the same order.
macro_rules! counted_terms {
    ($($name:literal, $weight:literal, |$board:ident| $value:expr;)*) => {
        /// The counted terms: name and default weight, in the order of [`FEATURE_NAMES`].
        const COUNTED_TERMS: [(&str, i32); [$($name),*].len()] = [$(($name, $weight)),*];

        /// The counted terms of a position, from its [`Board`] facts.
        fn counted_of(board: &Board) -> [i32; COUNTED] {
            [$({
                let $board = board;
                $value
            }),*]
        }
    };
}

// The one table of the counted terms: its name, its default weight, what it counts.
counted_terms! {
    "store", 100, |b| i32::from(b.stores[b.me]) - i32::from(b.stores[!b.me]);
    "row_seed", 7, |b| b.mine.seeds - b.theirs.seeds;
    "mobility", 116, |b| b.mine.pits - b.theirs.pits;
    "target", 7, |b| b.theirs.weak;
    "exposed", -26, |b| b.mine.weak;
    "krou", 76, |b| b.mine.krous - b.theirs.krous;
    "threat", 64, |b| i32::from(b.threat);
    "danger", -29, |b| danger(&b.pits, b.me);
    "wait", -45, |b| b.mine.wait - b.theirs.wait;
    "late_mobility", 12, |b| (b.mine.pits - b.theirs.pits) * b.off_board / 8;
    "rear", 6, |b| b.mine.rear - b.theirs.rear;
    "wait_seeds", 22, |b| b.mine.wait_seeds - b.theirs.wait_seeds;
    "late_wait", -15, |b| (b.mine.wait - b.theirs.wait) * b.off_board / 8;
    "big", -49, |b| b.mine.big - b.theirs.big;
    "tempo", 17, |b| b.mine.tempo - b.theirs.tempo;
}

/// The weight of each term of the evaluation ([`FEATURE_NAMES`]), in hundredths of a seed; the
/// store's is the unit, 100. The defaults were fitted by `awale-tune --depth 18`, from the
/// fifteen counts fitted before and a pit table of 0, to what a search of 18 plies with the
/// board tables of 16 seeds makes of 29,381 positions of more than 16 seeds, from 400 games at
/// 60 ms a move on openings of training seeds (71: our engine against itself; 72: against
/// Aalina, the engine of Aualé): prediction error 0.0348, from 0.0454 with the fifteen counts
/// alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights([i32; FEATURES]);

impl Weights {
    /// The weight of term `index` (see [`FEATURE_NAMES`]); 0 past the last.
    #[must_use]
    pub fn get(&self, index: usize) -> i32 {
        self.0.get(index).copied().unwrap_or(0)
    }

    /// The weights in the order of [`FEATURE_NAMES`].
    #[must_use]
    pub fn as_array(&self) -> [i32; FEATURES] {
        self.0
    }

    /// The weights from an array in the order of [`FEATURE_NAMES`].
    #[must_use]
    pub fn from_array(weights: [i32; FEATURES]) -> Weights {
        Weights(weights)
    }
}

impl std::fmt::Display for Weights {
    /// The weights separated by commas, in the order of [`FEATURE_NAMES`], as
    /// [`Weights::from_str`] reads them.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let words: Vec<String> = self.as_array().iter().map(ToString::to_string).collect();
        write!(f, "{}", words.join(","))
    }
}

impl std::str::FromStr for Weights {
    type Err = String;

    /// [`FEATURES`] integers separated by commas, in the order of [`FEATURE_NAMES`], each within
    /// ±10 000.
    fn from_str(text: &str) -> Result<Weights, String> {
        let numbers: Vec<i32> = text
            .split(',')
            .map(|n| n.trim().parse::<i32>().ok().filter(|n| n.abs() <= 10_000))
            .collect::<Option<_>>()
            .ok_or_else(|| format!("'{text}' is not whole numbers from -10000 to 10000 separated by commas"))?;
        let array: [i32; FEATURES] = numbers
            .try_into()
            .map_err(|_| format!("'{text}' is not {FEATURES} numbers ({})", FEATURE_NAMES.join(",")))?;
        Ok(Weights::from_array(array))
    }
}

impl Default for Weights {
    #[rustfmt::skip]
    fn default() -> Self {
        let mut weights = [0; FEATURES];
        for (weight, (_, default)) in weights.iter_mut().zip(COUNTED_TERMS) {
            *weight = default;
        }
        weights[COUNTED..].copy_from_slice(&[
            // The pit table, a row for each pit (A to F), a column for each class of its seeds:
            //  0     1     2     3     4     5     6     7     8     9  10–11 12–15  16+
            -108,  -60,   -4,   49,  -36,  -30,  151,   54,   42,   10,  -16, -114,  -78,  // A
             -47,  -13,   54,   39,  -18,   33,   77,   46,  -29,  -93,  -85,  -12,    4,  // B
             -22,    8,   55,   38,   15,   24,   60,   15,  -43,  -96,  -41,   14,  156,  // C
              10,   21,   42,   12,   -9,  -26,  -33,  -58,  -77,  -69,   -3,   48,   45,  // D
              30,   39,   55,   25,   -4,  -50,  -47,  -23,  -55,  -25,   59,   91, -132,  // E
              51,  -14,   13,  -32, -105, -126, -128, -100,  -52,   28,  196,  174, -184,  // F
        ]);
        Weights(weights)
    }
}

/// The value of `position` for the side to move, in hundredths of a seed, with the default
/// weights.
#[must_use]
pub fn evaluate(position: &Position, rules: &Rules) -> i32 {
    evaluate_with(position, best_capture(position, rules), &Weights::default())
}

/// [`evaluate`] with these weights (for tuning them).
#[must_use]
pub fn evaluate_weighted(position: &Position, rules: &Rules, weights: &Weights) -> i32 {
    evaluate_with(position, best_capture(position, rules), weights)
}

/// The terms of the evaluation of `position` for the side to move, in the order of
/// [`FEATURE_NAMES`]: the evaluation is their sum weighted by [`Weights`].
#[must_use]
pub fn features(position: &Position, rules: &Rules) -> [i32; FEATURES] {
    features_with(position, best_capture(position, rules))
}

/// [`evaluate`] with these weights, given the most seeds the side to move can capture with one
/// move.
#[must_use]
pub(super) fn evaluate_with(position: &Position, threat: u8, weights: &Weights) -> i32 {
    let terms = counted(position, threat);
    let w = weights.as_array();
    let mut score = 0i32;
    for i in 0..COUNTED {
        score = score.saturating_add(w[i].saturating_mul(terms[i]));
    }
    // The pit table: a weight read for each pit rather than 78 terms of 0 or ±1.
    for (table, (my, their)) in w[COUNTED..].chunks_exact(PIT_CLASSES).zip(pit_classes(position)) {
        score = score.saturating_add(table[my]).saturating_sub(table[their]);
    }
    score.clamp(-MOST_EVALUATION, MOST_EVALUATION)
}

/// The most an evaluation says, either way, in hundredths of a seed: far more than a position
/// of 48 seeds is worth with the default weights, and far less than the score of a proven win
/// ([`super::WIN`]), whatever weights within ±10 000 say.
pub const MOST_EVALUATION: i32 = 20_000;

fn features_with(position: &Position, threat: u8) -> [i32; FEATURES] {
    let mut terms = [0; FEATURES];
    terms[..COUNTED].copy_from_slice(&counted(position, threat));
    for (column, (my, their)) in pit_classes(position).enumerate() {
        let at = COUNTED + column * PIT_CLASSES;
        terms[at + my] += 1;
        terms[at + their] -= 1;
    }
    terms
}

/// For each place A to F, the class ([`pit_class`]) of the side to move's pit there and of the
/// opponent's pit of the same place.
fn pit_classes(position: &Position) -> impl Iterator<Item = (usize, usize)> {
    let pits = position.pits();
    let (mine, theirs) = (position.turn().first_pit(), (!position.turn()).first_pit());
    (0..6).map(move |column| (pit_class(pits[mine + column]), pit_class(pits[theirs + column])))
}

/// What the counted terms read of a position, for the side to move ([`Board::me`]).
struct Board {
    me: Side,
    stores: crate::engine::BySide<u8>,
    pits: [u8; PITS],
    mine: Row,
    theirs: Row,
    /// Seeds off the board, 0 to 48.
    off_board: i32,
    threat: u8,
}

/// The terms that count something on the board, the first [`COUNTED`] of [`features`].
fn counted(position: &Position, threat: u8) -> [i32; COUNTED] {
    let me = position.turn();
    let pits = position.pits();
    let board = Board {
        me,
        stores: position.stores(),
        mine: Row::of(&pits, me),
        theirs: Row::of(&pits, !me),
        pits,
        off_board: 48 - i32::from(position.board_seeds()).min(48),
        threat,
    };
    counted_of(&board)
}

/// The counts of one side's row that the terms use.
#[derive(Default)]
struct Row {
    seeds: i32,
    pits: i32,
    weak: i32,
    krous: i32,
    big: i32,
    wait: i32,
    wait_seeds: i32,
    rear: i32,
    tempo: i32,
}

impl Row {
    fn of(pits: &[u8; PITS], side: Side) -> Row {
        let mut row = [0u8; 6];
        row.copy_from_slice(&pits[side.first_pit()..side.first_pit() + 6]);
        let mut counts = Row::default();
        for (column, &seeds) in row.iter().enumerate() {
            let n = i32::from(seeds);
            counts.seeds += n;
            counts.pits += i32::from(seeds > 0);
            counts.weak += i32::from(seeds == 1 || seeds == 2);
            counts.krous += i32::from(seeds >= 12);
            counts.big += i32::from((6..12).contains(&seeds));
            // The sowing of column `column` stays in the row if it holds at most 5 − column.
            if seeds > 0 && usize::from(seeds) < 6 - column {
                counts.wait += 1;
                counts.wait_seeds += n;
            }
        }
        counts.rear = i32::from(row[4]) + i32::from(row[5]);
        counts.tempo = tempo(row);
        counts
    }
}

/// The most seeds the opponent of `me` could take from `me`'s row with one sowing of fewer than
/// 12 seeds if it were its turn: the last pit sown and the run of pits before it that then hold
/// 2 or 3 seeds.
fn danger(pits: &[u8; PITS], me: Side) -> i32 {
    let mine = me.first_pit();
    let in_my_row = |pit: usize| (mine..mine + 6).contains(&pit);
    let mut most = 0;
    for from in (!me).first_pit()..(!me).first_pit() + 6 {
        let seeds = usize::from(pits[from]);
        if seeds == 0 || seeds >= 12 {
            continue;
        }
        let mut pit = (from + seeds) % PITS;
        let mut taken = 0;
        while in_my_row(pit) && (pits[pit] == 1 || pits[pit] == 2) && (pit + PITS - from) % PITS <= seeds {
            taken += i32::from(pits[pit]) + 1;
            pit = (pit + PITS - 1) % PITS;
        }
        most = most.max(taken);
    }
    most
}

/// The most seeds the side to move can capture with one move.
#[must_use]
pub fn best_capture(position: &Position, rules: &Rules) -> u8 {
    position
        .legal_moves(rules)
        .iter()
        .map(|&mv| {
            let mut child = *position;
            child.play_unchecked(rules, mv)
        })
        .max()
        .unwrap_or(0)
}

#[cfg(test)]
mod tests;
