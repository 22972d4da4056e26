//! The rules systems: the only place the engine, the turn's [`Phase`] and the match change.
//! Each request is validated through the engine; a legal move is played and its report sent on
//! for the animation; a new game lays out a new board and says so with [`BoardReset`].

use crate::engine::{Game, GameEnd, Outcome};
use crate::game::frame::GameSet;
use crate::game::messages::CheckedMove;
use crate::game::messages::{Begin, BoardReset, GameCommand, GameStopped, MovePlayed, MoveRefused, SeedsAtRest, Sfx};
use crate::game::play::Players;
use crate::game::play::{Engine, MatchState, Phase, Rewound};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (at_rest, new_board, play_requests, redo, agree_to_stop).chain().in_set(GameSet::Rules));
}

/// What a played move or an agreement changes: the turn's phase, and the match once the game
/// has ended.
#[derive(SystemParam)]
struct Turn<'w, 's> {
    phase: Res<'w, State<Phase>>,
    next: ResMut<'w, NextState<Phase>>,
    series: ResMut<'w, MatchState>,
    /// A new board laid out in this frame, before the move or agreement.
    reset: MessageReader<'w, 's, BoardReset>,
}

impl Turn<'_, '_> {
    /// Whether the game waits for a move. Not in the frame a new board is laid out: a request
    /// read then was made for the board before (a computer's answer found as a new game
    /// begins, a tap as a menu brings the board back), and a move played on the new board
    /// before its seeds are laid out would leave them never at rest.
    fn waiting(&mut self) -> bool {
        let new_board = self.reset.read().count() > 0;
        *self.phase.get() == Phase::Waiting && !new_board
    }

    /// Seeds fly; if the game ended, its result counts in the match (once).
    fn animate(&mut self, end: Option<&GameEnd>) {
        self.next.set(Phase::Animating);
        if let (Some(end), Some(series)) = (end, self.series.0.as_mut())
            && series.starters.len() > series.results.len()
        {
            series.finish_game(end.winner);
        }
    }
}

/// Plays the first acceptable request of the frame, when the game waits for a move; requests
/// that come while seeds fly, or after the game ended, are dropped.
fn play_requests(
    mut requests: MessageReader<CheckedMove>,
    mut engine: ResMut<Engine>,
    mut turn: Turn,
    mut played: MessageWriter<MovePlayed>,
    mut refused: MessageWriter<MoveRefused>,
    mut sfx: MessageWriter<Sfx>,
) {
    let mut waiting = turn.waiting();
    for &CheckedMove(pit) in requests.read() {
        if !waiting {
            continue;
        }
        match engine.0.play(pit) {
            Ok(report) => {
                turn.animate(report.end.as_ref());
                played.write(MovePlayed(report));
                waiting = false;
            }
            Err(reason) => {
                refused.write(MoveRefused { pit, reason });
                sfx.write(Sfx::Refused);
            }
        }
    }
}

/// Plays again the move last taken back; it flies like any move. Against the computer (or the
/// friend), the computer's move taken back with it is played again after it, as it was: the
/// computer asks for the Redo instead of searching (`computer.rs`).
fn redo(
    mut commands: MessageReader<GameCommand>,
    mut engine: ResMut<Engine>,
    mut turn: Turn,
    mut played: MessageWriter<MovePlayed>,
) {
    let waiting = turn.waiting();
    for command in commands.read() {
        if *command == GameCommand::Redo
            && waiting
            && let Some(report) = engine.0.redo()
        {
            turn.animate(report.end.as_ref());
            played.write(MovePlayed(report));
            return;
        }
    }
}

/// Both players agreed to stop: the engine gives out the seeds left.
fn agree_to_stop(
    mut commands: MessageReader<GameCommand>,
    mut engine: ResMut<Engine>,
    mut turn: Turn,
    mut stopped: MessageWriter<GameStopped>,
) {
    let waiting = turn.waiting();
    for command in commands.read() {
        let agreed = match command {
            GameCommand::AgreeToStop if waiting => engine.0.agree_to_stop(),
            GameCommand::AgreeSharing(shared) if waiting => engine.0.agree_to_stop_sharing(*shared),
            _ => continue,
        };
        if let Ok(end) = agreed {
            turn.animate(Some(&end));
            stopped.write(GameStopped(end));
        }
    }
}

/// The seeds have come to rest: the next turn, or the end.
fn at_rest(
    mut rest: MessageReader<SeedsAtRest>,
    engine: Res<Engine>,
    phase: Res<State<Phase>>,
    mut next: ResMut<NextState<Phase>>,
) {
    if rest.read().count() > 0 && *phase.get() == Phase::Animating {
        next.set(if engine.0.is_over() { Phase::Over } else { Phase::Waiting });
    }
}

/// What a new board needs to know: who plays, and the match.
#[derive(SystemParam)]
struct Seats<'w> {
    players: ResMut<'w, Players>,
    series: ResMut<'w, MatchState>,
}

impl Seats<'_> {
    /// The next game of the match, if it goes on; the winner of the last one starts.
    fn next_game(&mut self, current: &Game) -> Option<Game> {
        let series = self.series.0.as_mut().filter(|series| !series.is_over())?;
        if matches!(current.outcome(), Outcome::Ongoing) {
            return None;
        }
        Some(Game::starting(*current.rules(), series.begin_game()))
    }
}

/// A new board: a game set up, resumed, imported or started again, the next game of a match, or
/// moves taken back ([`Rewound`], from [`undo`](crate::game::undo)). The engine takes the
/// game, the phase follows it, and [`BoardReset`] tells the board, the animation, the computer
/// and the HUD.
fn new_board(
    mut commands: MessageReader<GameCommand>,
    mut rewound: MessageReader<Rewound>,
    mut begins: MessageReader<Begin>,
    mut engine: ResMut<Engine>,
    mut seats: Seats,
    mut next_phase: ResMut<NextState<Phase>>,
    mut reset: MessageWriter<BoardReset>,
) {
    let mut fresh = None;
    for command in commands.read() {
        if *command == GameCommand::NextGame {
            fresh = seats.next_game(&engine.0).or(fresh);
        }
    }
    if let Some(Rewound(game)) = rewound.read().last() {
        fresh = Some(game.clone());
    }
    if let Some(begin) = begins.read().last() {
        seats.players.set_if_neq(begin.players.clone());
        seats.series.0.clone_from(&begin.series);
        fresh = Some(begin.game.clone());
    }
    let Some(game) = fresh else {
        return;
    };
    next_phase.set(if game.is_over() { Phase::Over } else { Phase::Waiting });
    engine.0 = game;
    reset.write(BoardReset);
}
