//! The undo's rule on this device: which moves go back.

use super::{TakenBack, UndoSystems};
use crate::game::frame::GameSet;
use crate::game::messages::GameCommand;
use crate::game::play::Rewound;
use crate::game::play::{Engine, Phase, Players, played_online};
use bevy::prelude::*;

/// Before the rules, which lay out the game rewound: Undo is checked against the board's game,
/// as a requested pit is ([`GameSet::Check`]).
pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, take_back.run_if(not(played_online)).in_set(UndoSystems).in_set(GameSet::Check));
}

/// Takes moves back, while no seeds fly: Undo the last move (against the computer, back to the
/// person's turn); face to face, a player's Undo his own last move and what followed it, back
/// to his turn (ignored when he has not moved yet). The game so rewound goes to the rules as a
/// new board ([`Rewound`]); how many moves went back, to the line ([`TakenBack`]).
fn take_back(
    mut commands: MessageReader<GameCommand>,
    engine: Res<Engine>,
    players: Res<Players>,
    phase: Res<State<Phase>>,
    mut rewound: MessageWriter<Rewound>,
    mut taken_back: MessageWriter<TakenBack>,
) {
    let mut undone = None;
    for command in commands.read() {
        if *phase.get() == Phase::Animating {
            continue;
        }
        let mut game = engine.0.clone();
        match command {
            GameCommand::Undo if engine.0.can_undo() => {
                while game.undo().is_some() && players.computer_plays(game.position().turn()) {}
                undone = Some(game);
            }
            GameCommand::UndoFor(side) => {
                while game.undo().is_some() {
                    if game.position().turn() == *side {
                        undone = Some(game);
                        break;
                    }
                }
            }
            _ => {}
        }
    }
    if let Some(game) = undone {
        taken_back.write(TakenBack(engine.0.moves().len() - game.moves().len()));
        rewound.write(Rewound(game));
    }
}
