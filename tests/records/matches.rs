//! A game's start and sowing, and best-of-5 matches: who starts, when one ends, kept in TOML.

use super::*;
use awale::engine::{Match, sown_pits};

#[test]
fn sowing_skips_the_emptied_pit_on_a_lap() {
    let path = sown_pits(pit("A"), 12);
    assert_eq!(path.len(), 12);
    assert!(!path.contains(&pit("A")));
    assert_eq!(path[10], pit("f"));
    assert_eq!(path[11], pit("B"));
}

#[test]
fn best_of_five_the_winner_starts_the_next_game() {
    let mut series = Match::new(5, Side::South);
    assert_eq!(series.begin_game(), Side::South);
    series.finish_game(Some(Side::North));
    assert_eq!(series.begin_game(), Side::North);
    series.finish_game(None);
    // After a draw, the player who did not start the drawn game starts.
    assert_eq!(series.begin_game(), Side::South);
    series.finish_game(Some(Side::South));
    assert_eq!(series.begin_game(), Side::South);
    series.finish_game(Some(Side::South));
    assert!(!series.is_over());
    assert_eq!(series.winner(), None);
    assert_eq!(series.begin_game(), Side::South);
    series.finish_game(Some(Side::North));
    // Five games: 2 wins each and a draw.
    assert!(series.is_over());
    assert_eq!(series.wins(), BySide { south: 2, north: 2 });
    assert_eq!(series.winner(), None);
    series.finish_game(Some(Side::South));
    assert_eq!(series.played(), 5, "no game counts once the match is over");
}

#[test]
fn best_of_five_ends_at_three_wins() {
    let mut series = Match::new(5, Side::North);
    for _ in 0..3 {
        series.begin_game();
        series.finish_game(Some(Side::North));
    }
    assert!(series.is_over());
    assert_eq!(series.winner(), Some(Side::North));
    assert_eq!(series.played(), 3);
}

#[test]
fn a_game_can_start_with_north() {
    let game = Game::starting(Rules::default(), Side::North);
    assert_eq!(game.position().turn(), Side::North);
    assert!(game.legal_moves().iter().all(|m| m.owner() == Side::North));
}

#[test]
fn a_match_with_a_drawn_game_is_kept_in_toml() {
    let mut series = Match::new(5, Side::South);
    series.begin_game();
    series.finish_game(None);
    series.begin_game();
    series.finish_game(Some(Side::North));
    series.begin_game();
    let text = toml::to_string(&series).expect("a match writes as TOML");
    assert!(text.contains("\"draw\""), "{text}");
    let back: Match = toml::from_str(&text).expect("and reads back");
    assert_eq!(back, series);
    // A result that is no word of these is refused, with the words it could be.
    let bad = text.replace("\"draw\"", "\"maybe\"");
    let error = toml::from_str::<Match>(&bad).expect_err("refused").to_string();
    assert!(error.contains("south, north or draw"), "{error}");
}
