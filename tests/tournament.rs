//! A class tournament's pairing and results, without a server: a round robin plays every pair
//! once for 2–12 children; Swiss rounds for 13–30 children never repeat a pair and give each
//! child at most one bye, whoever comes and goes; results sent twice count once; standings
//! add up.

use awale::net::class::tournament::pairing::{History, Pairing, pair, round_robin, swiss_round};
use awale::net::class::tournament::{
    ChildId, Format, GameResult, Outcome, ROUND_ROBIN_MOST, Recorded, SWISS_ROUNDS, Tournament, TournamentError,
};
use proptest::prelude::*;
use std::collections::{BTreeMap, BTreeSet};

fn class(n: usize) -> Vec<ChildId> {
    (0..n as ChildId).map(|i| 100 + i * 7).collect()
}

/// Every game of `rounds`, as pairs.
fn games(rounds: &[Vec<Pairing>]) -> Vec<(ChildId, ChildId)> {
    rounds
        .iter()
        .flatten()
        .filter_map(|board| match *board {
            Pairing::Game { south, north } => Some(pair(south, north)),
            Pairing::Bye(_) => None,
        })
        .collect()
}

#[test]
fn a_round_robin_plays_every_pair_exactly_once_for_2_to_12_children() {
    for n in 2..=ROUND_ROBIN_MOST {
        let children = class(n);
        let rounds = round_robin(&children);
        assert_eq!(rounds.len(), if n % 2 == 0 { n - 1 } else { n }, "{n} children: rounds");
        let mut seen = BTreeSet::new();
        for pair in games(&rounds) {
            assert!(seen.insert(pair), "{n} children: {pair:?} twice");
        }
        assert_eq!(seen.len(), n * (n - 1) / 2, "{n} children: every pair");
        let mut byes = BTreeMap::<ChildId, usize>::new();
        for (number, round) in rounds.iter().enumerate() {
            let seated: Vec<ChildId> = round.iter().flat_map(|board| board.children()).collect();
            let unique: BTreeSet<ChildId> = seated.iter().copied().collect();
            assert_eq!(seated.len(), n, "{n} children, round {number}: each child once");
            assert_eq!(unique.len(), n, "{n} children, round {number}: each child once");
            for board in round {
                if let Pairing::Bye(child) = board {
                    *byes.entry(*child).or_default() += 1;
                }
            }
        }
        let expected = if n % 2 == 1 { n } else { 0 };
        assert_eq!(byes.len(), expected, "{n} children: a bye each when odd, none when even");
        assert!(byes.values().all(|&count| count == 1), "{n} children: one bye each");
        // Sides: nobody has South more than one game over half.
        let mut souths = BTreeMap::<ChildId, i32>::new();
        for board in rounds.iter().flatten() {
            if let Pairing::Game { south, north } = *board {
                *souths.entry(south).or_default() += 1;
                *souths.entry(north).or_default() -= 1;
            }
        }
        assert!(souths.values().all(|balance| balance.abs() <= 3), "{n} children: sides {souths:?}");
    }
}

#[test]
fn a_small_class_plays_a_round_robin_and_a_large_one_swiss_rounds() {
    let small = Tournament::new(&class(12), 1).expect("a tournament");
    assert_eq!((small.format, small.rounds_planned()), (Format::RoundRobin, 11));
    let large = Tournament::new(&class(13), 3).expect("a tournament");
    assert_eq!((large.format, large.rounds_planned()), (Format::Swiss, SWISS_ROUNDS));
    assert_eq!(Tournament::new(&class(1), 1), Err(TournamentError::TooFew));
    assert_eq!(Tournament::new(&[5, 5], 1), Err(TournamentError::TooFew), "the same child twice is one");
    assert_eq!(Tournament::new(&class(4), 2), Err(TournamentError::BestOf(2)));
}

/// What happens between two rounds and during one, drawn by the property test.
#[derive(Clone, Debug)]
struct Day {
    /// Per round, the entrants (by index) who leave, and who come back, before it is paired.
    comings: Vec<(Vec<usize>, Vec<usize>)>,
    /// Results, drawn per board.
    results: Vec<u8>,
}

fn result(draw: u8) -> GameResult {
    match draw % 3 {
        0 => GameResult::South,
        1 => GameResult::North,
        _ => GameResult::Draw,
    }
}

/// Plays the round in progress to its end: each board's games from `draws`, each game sent
/// twice (a tablet sending it again).
fn play_round(tournament: &mut Tournament, draws: &mut impl Iterator<Item = u8>) {
    let round = tournament.rounds.len() - 1;
    let boards: Vec<Pairing> = tournament.rounds[round].iter().map(|board| board.pairing).collect();
    for pairing in boards {
        let Pairing::Game { south, north } = pairing else { continue };
        for game in 0..3 {
            let board = tournament.rounds[round].iter().find(|b| b.pairing == pairing).expect("its board");
            if board.outcome(tournament.best_of).is_some() {
                break;
            }
            let result = result(draws.next().unwrap_or(2));
            assert_eq!(tournament.record(round, south, north, game, result), Ok(Recorded::New));
            assert_eq!(
                tournament.record(round, north, south, game, result),
                Ok(Recorded::Again),
                "sent twice, kept once"
            );
        }
    }
    assert!(tournament.round_over(), "every board decided");
}

fn days() -> impl Strategy<Value = (usize, u8, Day)> {
    (13usize..=30, prop_oneof![Just(1u8), Just(3u8)]).prop_flat_map(|(n, best_of)| {
        let moves =
            prop::collection::vec((prop::collection::vec(0..n, 0..3), prop::collection::vec(0..n, 0..3)), SWISS_ROUNDS);
        let results = prop::collection::vec(any::<u8>(), 0..400);
        (Just(n), Just(best_of), (moves, results).prop_map(|(comings, results)| Day { comings, results }))
    })
}

/// Plays `day` through: per round, children leave and come back, the round is paired and
/// played. Checks that each child present is seated once and nobody away is; that no pair
/// meets twice and no child has two byes wherever the children present allow it (Dirac: with
/// `m` to pair, each having met at most `r`, a round without repeats exists once
/// `m − 1 − r ≥ m / 2`; the search is exhaustive); and that the standings add up.
fn run_day(n: usize, best_of: u8, day: &Day) -> Result<(), TestCaseError> {
    let children = class(n);
    let mut tournament = Tournament::new(&children, best_of).expect("a tournament");
    let mut draws = day.results.iter().copied();
    let mut met = BTreeSet::new();
    let mut byes = BTreeSet::new();
    for (leaving, coming) in &day.comings {
        for &i in leaving {
            tournament.leave(children[i]);
        }
        for &i in coming {
            tournament.come_back(children[i]);
        }
        let round = tournament.start_round().expect("the next round");
        let seated: Vec<ChildId> = tournament.rounds[round].iter().flat_map(|board| board.pairing.children()).collect();
        let present: BTreeSet<ChildId> =
            children.iter().copied().filter(|child| !tournament.away.contains(child)).collect();
        prop_assert_eq!(seated.len(), present.len(), "each child present once");
        prop_assert_eq!(&seated.iter().copied().collect::<BTreeSet<_>>(), &present);
        let to_pair = present.len() - present.len() % 2;
        let room = to_pair >= 2 * (round + 1);
        for board in &tournament.rounds[round] {
            match board.pairing {
                Pairing::Game { south, north } => {
                    let new = met.insert(pair(south, north));
                    prop_assert!(new || !room, "round {}: {} and {} met again", round, south, north);
                }
                Pairing::Bye(child) => {
                    let first = byes.insert(child);
                    prop_assert!(first || present.len() <= round, "round {}: {} has a second bye", round, child);
                }
            }
        }
        play_round(&mut tournament, &mut draws);
    }
    prop_assert!(tournament.is_over());
    let standings = tournament.standings();
    let total: u32 = standings.iter().map(|line| line.points).sum();
    let boards = tournament.rounds.iter().flatten().count() as u32;
    prop_assert_eq!(total, 2 * boards, "two half points a board");
    prop_assert!(standings.windows(2).all(|w| w[0].points >= w[1].points), "best first");
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Swiss rounds for 13–30 children over 5 rounds, everybody there: no pair meets twice,
    /// nobody has two byes.
    #[test]
    fn swiss_rounds_never_repeat_a_pair_nor_give_two_byes((n, best_of, day) in days()) {
        let everybody = Day { comings: vec![(Vec::new(), Vec::new()); SWISS_ROUNDS], results: day.results };
        run_day(n, best_of, &everybody)?;
    }

    /// The same with children leaving and coming back between rounds: nobody away is paired,
    /// everybody present is, once; no repeat and no second bye while the children present
    /// allow it.
    #[test]
    fn swiss_rounds_follow_who_is_there((n, best_of, day) in days()) {
        run_day(n, best_of, &day)?;
    }

    /// A Swiss round pairs children of like points: the first board's two have the most.
    #[test]
    fn a_swiss_round_pairs_the_leaders_together(points in prop::collection::vec(0u32..10, 14..20)) {
        let children = class(points.len());
        let history = History {
            points: children.iter().copied().zip(points.iter().copied()).collect(),
            ..History::default()
        };
        let boards = swiss_round(&children, &history);
        let mut best: Vec<u32> = points.clone();
        best.sort_unstable_by(|a, b| b.cmp(a));
        let Pairing::Game { south, north } = boards[0] else { panic!("a game first") };
        let first: BTreeSet<u32> = [history.points[&south], history.points[&north]].into_iter().collect();
        prop_assert!(first.contains(&best[0]), "the leader plays on the first board: {:?} {:?}", boards, best);
    }
}

#[test]
fn a_child_who_leaves_forfeits_and_one_who_comes_back_plays_again() {
    let children = class(4);
    let mut tournament = Tournament::new(&children, 3).expect("a tournament");
    let round = tournament.start_round().expect("round 1");
    let (_, board) = tournament.board_of(children[0]).expect("his board");
    let Pairing::Game { south, north } = board.pairing else { panic!("a game") };
    let other = if south == children[0] { north } else { south };
    // One game played, then he leaves: the board is his opponent's.
    tournament.record(round, south, north, 0, GameResult::Draw).expect("kept");
    tournament.leave(children[0]);
    let (_, board) = tournament.board_of(children[0]).expect("his board");
    assert_eq!(board.outcome(3), Some(Outcome::Won(other)));
    assert_eq!(tournament.record(round, south, north, 1, GameResult::South), Err(TournamentError::Decided));
    // The other board is not finished: the next round waits.
    assert_eq!(tournament.start_round(), Err(TournamentError::RoundNotOver));
    tournament.end_round();
    // Away, his next round robin board is a forfeit at once.
    let next = tournament.start_round().expect("round 2");
    let (_, board) = tournament.board_of(children[0]).expect("his board");
    assert_eq!(board.forfeited_by, Some(children[0]));
    tournament.come_back(children[0]);
    tournament.end_round();
    tournament.start_round().expect("round 3");
    let (_, board) = tournament.board_of(children[0]).expect("his board");
    assert_eq!(board.forfeited_by, None, "back, he plays");
    assert!(next < 2);
    let Pairing::Game { south, north } = board.pairing else { panic!("a game") };
    // Paused, no result is kept; ended, no round follows.
    tournament.paused = true;
    assert_eq!(tournament.record(2, south, north, 0, GameResult::North), Err(TournamentError::Paused));
    tournament.paused = false;
    assert_eq!(tournament.record(2, south, north, 0, GameResult::North), Ok(Recorded::New));
    assert_eq!(tournament.record(2, south, north, 0, GameResult::South), Err(TournamentError::Conflict));
    tournament.end();
    assert!(tournament.is_over());
    assert_eq!(tournament.start_round(), Err(TournamentError::Over));
}

#[test]
fn a_best_of_three_is_decided_by_two_wins_or_after_three_games() {
    let children = class(2);
    let mut tournament = Tournament::new(&children, 3).expect("a tournament");
    tournament.start_round().expect("round 1");
    let (a, b) = (children[0], children[1]);
    let Pairing::Game { south, north } = tournament.rounds[0][0].pairing else { panic!("a game") };
    assert_eq!((south, north), (a, b));
    tournament.record(0, a, b, 0, GameResult::South).expect("kept");
    assert_eq!(tournament.rounds[0][0].outcome(3), None);
    tournament.record(0, a, b, 1, GameResult::Draw).expect("kept");
    assert_eq!(tournament.rounds[0][0].outcome(3), None, "1–0 with a game to come");
    tournament.record(0, a, b, 2, GameResult::North).expect("kept");
    assert_eq!(tournament.rounds[0][0].outcome(3), Some(Outcome::Drawn), "1–1 after three");
    assert!(tournament.is_over());
    let standings = tournament.standings();
    assert_eq!(standings.iter().map(|line| line.points).collect::<Vec<_>>(), vec![1, 1]);
    assert_eq!(tournament.record(0, a, b, 3, GameResult::South), Err(TournamentError::Decided));
    assert_eq!(tournament.record(0, a, a, 0, GameResult::South), Err(TournamentError::NoSuchBoard));
}

/// Four children whose boards were all drawn share first place: none is told "number 3" on a
/// tie; a win then puts its winner alone first and the others level behind him.
#[test]
fn children_level_on_points_and_tie_break_share_their_place() {
    let children = class(4);
    let mut tournament = Tournament::new(&children, 1).expect("a tournament");
    let round = tournament.start_round().expect("round 1");
    let boards: Vec<Pairing> = tournament.rounds[round].iter().map(|board| board.pairing).collect();
    for pairing in &boards {
        let Pairing::Game { south, north } = *pairing else { panic!("four children: two games") };
        tournament.record(round, south, north, 0, GameResult::Draw).expect("kept");
    }
    let standings = tournament.standings();
    let places: Vec<usize> = children.iter().map(|&child| Tournament::place(&standings, child)).collect();
    assert_eq!(places, vec![1; 4], "all level on ½");
    assert_eq!(Tournament::place(&standings, 9_999), 0, "not an entrant");
    tournament.end_round();
    let round = tournament.start_round().expect("round 2");
    let Pairing::Game { south, north } = tournament.rounds[round][0].pairing else { panic!("a game") };
    tournament.record(round, south, north, 0, GameResult::South).expect("kept");
    let standings = tournament.standings();
    assert_eq!(Tournament::place(&standings, south), 1, "the winner alone first");
    assert!(Tournament::place(&standings, north) > 1);
}
