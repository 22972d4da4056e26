//! Who plays whom in a class tournament: a round robin (every pair once, by the circle method)
//! for a small class, Swiss rounds (children of like score, never the same pair twice, a bye at
//! most once each) for a large one.

use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// A child of the class, by his number in the class server.
pub type ChildId = i64;

/// One board of a round: two children (the first plays South and moves first), or a child
/// with no opponent this round (a bye, which counts as a win).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Pairing {
    /// A game: `south` moves first.
    Game {
        /// The child on South's side, who moves first.
        south: ChildId,
        /// The child on North's side.
        north: ChildId,
    },
    /// No opponent this round (an odd number of children).
    Bye(ChildId),
}

impl Pairing {
    /// The children on this board: one or two.
    #[must_use]
    pub fn children(self) -> Vec<ChildId> {
        match self {
            Pairing::Game { south, north } => vec![south, north],
            Pairing::Bye(child) => vec![child],
        }
    }

    /// Whether `child` is on this board.
    #[must_use]
    pub fn has(self, child: ChildId) -> bool {
        self.children().contains(&child)
    }
}

/// A pair of children in either order, smaller first: what "played each other" is kept as.
#[must_use]
pub fn pair(a: ChildId, b: ChildId) -> (ChildId, ChildId) {
    if a <= b { (a, b) } else { (b, a) }
}

/// Every round of a round robin among `children` (in the order given, 2 or more): each pair
/// plays exactly once, `n − 1` rounds for an even `n`, `n` for an odd one, where each child
/// sits out one round (a bye). The circle method: the first child stays, the others turn one
/// place a round; each child's sides alternate as far as the circle allows.
#[must_use]
pub fn round_robin(children: &[ChildId]) -> Vec<Vec<Pairing>> {
    let mut circle: Vec<Option<ChildId>> = children.iter().copied().map(Some).collect();
    if circle.len() % 2 == 1 {
        circle.push(None);
    }
    let n = circle.len();
    if n < 2 {
        return Vec::new();
    }
    let mut rounds = Vec::with_capacity(n - 1);
    for round in 0..n - 1 {
        let mut boards = Vec::with_capacity(n / 2);
        for i in 0..n / 2 {
            let (a, b) = (circle[i], circle[n - 1 - i]);
            // The fixed child alternates round by round; the others by their place.
            let flip = if i == 0 { round % 2 == 1 } else { i % 2 == 1 };
            match (a, b) {
                (Some(a), Some(b)) => {
                    let (south, north) = if flip { (b, a) } else { (a, b) };
                    boards.push(Pairing::Game { south, north });
                }
                (Some(child), None) | (None, Some(child)) => boards.push(Pairing::Bye(child)),
                (None, None) => {}
            }
        }
        rounds.push(boards);
        // Turn every place but the first by one.
        let last = circle.pop().expect("two or more");
        circle.insert(1, last);
    }
    rounds
}

/// What a Swiss round is paired against: each child's points so far (in half points: a win 2,
/// a draw 1), the pairs that have played, the byes had and how often each child had South.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct History {
    /// Half points so far, per child.
    pub points: BTreeMap<ChildId, u32>,
    /// The pairs that have met ([`pair`]).
    pub played: BTreeSet<(ChildId, ChildId)>,
    /// The children who have had a bye.
    pub byes: BTreeSet<ChildId>,
    /// Games on South less games on North, per child.
    pub south_balance: BTreeMap<ChildId, i32>,
}

/// The most steps the search for a round without a repeated pair takes before it settles for
/// one with repeats (a class of 30 needs a few hundred at most).
const SEARCH_STEPS: usize = 200_000;

/// A Swiss round among the children `present` (in seed order: the order of the class list):
/// children of like points meet, no pair meets twice where a round without repeats exists, and
/// with an odd number the bye goes to a child who has had none (the lowest in points, the
/// last in seed order), where one is left. Each game's South is the child who had North more
/// often. Returns the boards, the bye last; empty for fewer than two children.
#[must_use]
pub fn swiss_round(present: &[ChildId], history: &History) -> Vec<Pairing> {
    if present.len() < 2 {
        return present.iter().map(|&child| Pairing::Bye(child)).collect();
    }
    let points = |child: ChildId| history.points.get(&child).copied().unwrap_or(0);
    let seed = |child: ChildId| present.iter().position(|&c| c == child).unwrap_or(usize::MAX);
    // The bye's candidates: the fewest points, then the last seeded; those with no bye yet
    // before any other, even at the cost of a pair meeting again.
    let mut candidates: Vec<ChildId> = present.to_vec();
    candidates.sort_by_key(|&child| (points(child), std::cmp::Reverse(seed(child))));
    let (fresh, had): (Vec<ChildId>, Vec<ChildId>) =
        candidates.into_iter().partition(|child| !history.byes.contains(child));
    let groups: Vec<Vec<Option<ChildId>>> = if present.len() % 2 == 1 {
        vec![fresh.into_iter().map(Some).collect(), had.into_iter().map(Some).collect()]
    } else {
        vec![vec![None]]
    };
    for group in &groups {
        for allow_repeats in [false, true] {
            for &bye in group {
                let mut players: Vec<ChildId> = present.iter().copied().filter(|&c| Some(c) != bye).collect();
                // Highest points first, then seed order.
                players.sort_by_key(|&child| (std::cmp::Reverse(points(child)), seed(child)));
                let mut steps = 0;
                if let Some(pairs) = match_up(&players, history, allow_repeats, &mut steps) {
                    let mut boards: Vec<Pairing> = pairs.into_iter().map(|(a, b)| sides(a, b, history, seed)).collect();
                    boards.extend(bye.map(Pairing::Bye));
                    return boards;
                }
            }
        }
    }
    unreachable!("with repeats allowed, any even number of children pairs up")
}

/// Pairs `players` (highest first) with each other: the first with the nearest in the list
/// it has not met (or has, with `allow_repeats`), the rest likewise, backtracking where a
/// choice leaves the others unpairable. `None` if no pairing exists within [`SEARCH_STEPS`].
fn match_up(
    players: &[ChildId],
    history: &History,
    allow_repeats: bool,
    steps: &mut usize,
) -> Option<Vec<(ChildId, ChildId)>> {
    let Some((&first, rest)) = players.split_first() else {
        return Some(Vec::new());
    };
    for (index, &other) in rest.iter().enumerate() {
        *steps += 1;
        if *steps > SEARCH_STEPS {
            return None;
        }
        if !allow_repeats && history.played.contains(&pair(first, other)) {
            continue;
        }
        let others: Vec<ChildId> =
            rest.iter().enumerate().filter(|&(i, _)| i != index).map(|(_, &child)| child).collect();
        if let Some(mut pairs) = match_up(&others, history, allow_repeats, steps) {
            pairs.insert(0, (first, other));
            return Some(pairs);
        }
    }
    None
}

/// A game between `a` and `b`: South to the one who had North more often, else to the one
/// seeded first.
fn sides(a: ChildId, b: ChildId, history: &History, seed: impl Fn(ChildId) -> usize) -> Pairing {
    let balance = |child: ChildId| history.south_balance.get(&child).copied().unwrap_or(0);
    let a_south = (balance(a), seed(a)) < (balance(b), seed(b));
    if a_south { Pairing::Game { south: a, north: b } } else { Pairing::Game { south: b, north: a } }
}
