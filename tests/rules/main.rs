//! The worked boards of seed 003 and each rule option on positions worked by hand.
//!
//! Seed 003 draws North's row on top from pit 12 down to 7 and South's row below, pits 1 to 6;
//! pits 1–6 are A–F and 7–12 are a–f. Each board is transcribed into the position text
//! `A-B-C-D-E-F-a-b-c-d-e-f-south-north-side` in a comment beside it.

use awale::engine::rules::{GrandSlam, Leftover};
use awale::engine::{Game, GameEnd, IllegalMove, Outcome, Pit, Position, Preset, Rules};

mod captures;
mod endings;
mod options;

fn pit(letter: char) -> Pit {
    Pit::from_letter(letter).unwrap()
}

fn game(fen: &str, rules: Rules) -> Game {
    Game::from_position(rules, fen.parse().unwrap())
}

fn end(game: &Game) -> &GameEnd {
    match game.outcome() {
        Outcome::Over(end) => end,
        Outcome::Ongoing => panic!("the game should be over at {}", game.position()),
    }
}
