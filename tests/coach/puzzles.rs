//! Puzzles: the shipped ones read, a sample solved with a wrong try first, and every wrong pit told why.

use super::*;
use awale::ai::judge;
use awale::game::prelude::coach::puzzles::{self, Difficulty, Puzzles};

#[test]
fn the_shipped_puzzles_read_and_each_difficulty_has_forty() {
    let puzzles = Puzzles::default();
    for difficulty in Difficulty::ALL {
        let count = puzzles.0.iter().filter(|p| p.difficulty == difficulty).count();
        assert_eq!(count, 40, "{difficulty:?}");
    }
    assert!(puzzles::read("easy 4-4-4 C 200 capture").is_err(), "a bad position is refused");
    assert!(puzzles::read("easy 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S a 200 plan").is_err(), "North's pit is refused");
}

#[test]
fn a_sample_of_puzzles_refuses_a_wrong_move_and_takes_the_best_one() {
    // Each puzzle's best move is verified again here by a search of the generator's depth, with
    // a fresh table: the same move, still at least a seed ahead of every other.
    let puzzles = Puzzles::default();
    let mut searcher = Searcher::new(1 << 16);
    for difficulty in Difficulty::ALL {
        for puzzle in puzzles.0.iter().filter(|p| p.difficulty == difficulty).take(3) {
            let scores = judge::move_scores(&mut searcher, &puzzle.game(), 10);
            assert_eq!(scores[0].0, puzzle.best, "{}", puzzle.position);
            assert!(scores[0].1 - scores[1].1 >= 100, "{}: {scores:?}", puzzle.position);
        }
    }
    let mut app = app();
    for (difficulty, solved) in [(Difficulty::Easy, 0), (Difficulty::Hard, 0)] {
        send(&mut app, CoachCommand::Puzzles(difficulty));
        let puzzle = app.world().resource::<Puzzles>().pick(difficulty, solved).unwrap();
        assert_eq!(game(&app).position(), puzzle.position);
        let wrong = wrong_pit(game(&app), &[puzzle.best]);
        tap(&mut app, wrong);
        assert!(game(&app).moves().is_empty());
        assert!(coach(&app).feedback.contains(&format!("Pit {wrong} is not the best")), "{}", coach(&app).feedback);
        // The first wrong tap leaves a second try: the answer does not glow yet.
        assert!(coach(&app).feedback.contains("Try again"), "{}", coach(&app).feedback);
        assert!(coach(&app).glow.is_empty(), "a second try before the answer glows");
        tap(&mut app, wrong);
        assert!(game(&app).moves().is_empty());
        assert!(coach(&app).feedback.contains(&format!("Pit {wrong} is not the best")), "{}", coach(&app).feedback);
        assert_eq!(coach(&app).glow, vec![puzzle.best], "the second wrong tap: the answer glows");
        tap(&mut app, puzzle.best);
        settle(&mut app);
        assert_eq!(coach(&app).state, StepState::Answered);
        // Praise, and the counter counts the puzzle found after a wrong try as a half, at once.
        assert!(!coach(&app).praise.is_empty(), "praise for a puzzle solved");
        let found = app.world().get_resource::<PuzzleRun>().expect("a puzzle").found;
        assert_eq!(found, 1, "half a puzzle, in halves");
        assert!(texts(&mut app).iter().any(|t| t.contains("found: ½")), "{:?}", texts(&mut app));
        send(&mut app, CoachCommand::Next);
        let solved = app.world().get_resource::<PuzzleRun>().expect("a puzzle").solved;
        assert_eq!(solved, 1, "one found");
        let next = app.world().resource::<Puzzles>().pick(difficulty, 1).unwrap();
        assert_eq!(game(&app).position(), next.position, "the next puzzle");
        send(&mut app, CoachCommand::Leave);
    }
}

/// Every wrong pit of a puzzle gets a reason, never the bare "try again": what the opponent
/// captures after it, that another pit captures more, or the opponent's answer.
#[test]
fn a_wrong_pit_in_a_puzzle_is_told_why() {
    let tr = Translator::new(Language::English);
    let puzzles = Puzzles::default();
    let mut reasons = std::collections::BTreeMap::new();
    for difficulty in Difficulty::ALL {
        for puzzle in puzzles.0.iter().filter(|p| p.difficulty == difficulty).take(8) {
            let game = puzzle.game();
            for &pit in game.legal_moves().iter().filter(|&&pit| pit != puzzle.best) {
                let said = puzzles::why_not(&tr, &game, pit);
                let bare = tr.f("puzzle-try-again", [("pit", pit.to_string().into())]);
                assert_ne!(said, bare, "{}: {pit} is given no reason", puzzle.position);
                assert!(said.starts_with(&format!("Pit {pit} is not the best move here: ")), "{said}");
                let kind = ["captures nothing", "captures more", "answers", "then North captures"]
                    .into_iter()
                    .find(|kind| said.contains(kind))
                    .unwrap_or_else(|| panic!("an unknown reason: {said}"));
                *reasons.entry(kind).or_insert(0) += 1;
            }
        }
    }
    // The sample meets every kind of reason but the first (a capture puzzle's pits that capture
    // nothing are most often told what North then captures).
    assert!(reasons.len() >= 3, "{reasons:?}");
}
