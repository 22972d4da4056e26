//! Undo and redo, records as text (export → import), and best-of-5 matches.

#[path = "../common/mod.rs"]
mod common;

use awale::engine::notation::NotationError;
use awale::engine::{BySide, Game, Pit, Preset, Rules, Side};
use common::any_rules;
use proptest::prelude::*;

mod matches;
mod ogn;
mod text;
mod undo;

fn pit(letter: &str) -> Pit {
    letter.parse().expect("a pit letter")
}

/// Plays the `choices`-th legal move again and again until they run out or the game ends.
fn random_game(rules: Rules, choices: &[usize]) -> Game {
    let mut game = Game::new(rules);
    for &choice in choices {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[choice % moves.len()]).expect("a legal move plays");
    }
    game
}

fn players() -> BySide<String> {
    BySide { south: "Ama".to_owned(), north: "Kofi \"the fox\"".to_owned() }
}
