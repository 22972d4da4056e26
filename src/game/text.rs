//! Every sentence the game shows, in words a child can follow.

use crate::ai::{Hint, HintReason};
use crate::engine::{CaptureNote, EndReason, GameEnd, MoveReport, Side};

/// The name of a side as players see it.
#[must_use]
pub fn side(side: Side) -> &'static str {
    match side {
        Side::South => "South",
        Side::North => "North",
    }
}

/// The turn line for `side`'s bar.
#[must_use]
pub fn your_turn(side: Side) -> String {
    format!("{}, your turn! Choose a pit.", self::side(side))
}

/// The bar of the computer while it chooses.
#[must_use]
pub fn thinking(side: Side) -> String {
    format!("{} is thinking…", self::side(side))
}

/// A hint: the pit to try and, where one can be said, why.
#[must_use]
pub fn hint(hint: &Hint) -> String {
    let pit = hint.mv;
    match hint.reason {
        Some(HintReason::Captures(seeds)) => format!("Try pit {pit}: it captures {seeds} seeds."),
        Some(HintReason::Protects(seeds)) => format!("Try pit {pit}: it saves {seeds} of your seeds from capture."),
        Some(HintReason::Feeds) => format!("Try pit {pit}: your opponent has no seeds, and it gives him some."),
        None => format!("Try pit {pit}."),
    }
}

/// The bar of the player whose seeds are flying.
#[must_use]
pub fn sowing(side: Side) -> String {
    format!("{} is sowing…", self::side(side))
}

/// The bar of the player who waits.
#[must_use]
pub fn waiting(side: Side) -> String {
    format!("{} waits", self::side(side))
}

/// What a move did, in one line.
#[must_use]
pub fn after_move(report: &MoveReport) -> String {
    let who = side(report.side);
    let captured = report.captured();
    let mut line = match (captured, report.captures.len()) {
        (0, _) => format!("{who} sowed {} seeds from pit {}.", report.seeds, report.pit),
        (n, 1) => format!("{who} captured {n} seeds from pit {}!", report.captures[0].pit),
        (n, pits) => format!("{who} captured {n} seeds from {pits} pits!"),
    };
    match report.note {
        Some(CaptureNote::GrandSlam { .. }) => line = "Grand slam — nothing captured.".to_owned(),
        Some(CaptureNote::CutByLimit { chain, taken }) => {
            line.push_str(&format!(" The capture limit took only {taken} of {chain} pits."));
        }
        Some(CaptureNote::NothingOverLimit { chain }) => {
            line = format!("{chain} pits in a row is over the limit: nothing captured.");
        }
        None => {}
    }
    line
}

/// The banner when the player to move must feed his opponent.
#[must_use]
pub fn must_feed(mover: Side) -> String {
    format!("{} has no seeds: {}, you must give him some.", side(!mover), side(mover))
}

/// The end overlay's title.
#[must_use]
pub fn winner(end: &GameEnd) -> String {
    match end.winner {
        Some(side) => format!("{} wins!", self::side(side)),
        None => "A draw!".to_owned(),
    }
}

/// The end overlay's score line.
#[must_use]
pub fn final_scores(end: &GameEnd) -> String {
    format!("South {}  —  North {}", end.scores.south, end.scores.north)
}

/// Why the game ended.
#[must_use]
pub fn end_reason(end: &GameEnd) -> String {
    let mut line = match end.reason {
        EndReason::Famine { starving } => format!(
            "{} has no seeds and cannot be given any: {} takes the seeds left.",
            side(starving),
            side(!starving)
        ),
        EndReason::Majority => "One player has more than half of the seeds.".to_owned(),
        EndReason::FewSeeds => "Only a few seeds are left on the board.".to_owned(),
        EndReason::Repetition => "The same position came back: the game could go on forever.".to_owned(),
        EndReason::Agreement => "The players agreed to stop.".to_owned(),
    };
    if end.set_aside > 0 {
        line.push_str(" One odd seed is set aside.");
    }
    line
}

/// Labels of the buttons.
pub mod button {
    use crate::ai::Level;
    use crate::engine::Side;
    use crate::game::{Mode, Speed};

    /// Start again.
    pub const NEW_GAME: &str = "New game";
    /// Both players agree to stop.
    pub const AGREE: &str = "Agree to stop";
    /// Ask the computer for a good move.
    pub const HINT: &str = "Hint";
    /// In a demo: play one move.
    pub const STEP: &str = "Step";
    /// After the end.
    pub const PLAY_AGAIN: &str = "Play again";

    /// The sound toggle.
    #[must_use]
    pub fn sound(on: bool) -> &'static str {
        if on { "Sound: on" } else { "Sound: off" }
    }

    /// The speed cycle.
    #[must_use]
    pub fn speed(speed: Speed) -> &'static str {
        match speed {
            Speed::Slow => "Speed: slow",
            Speed::Normal => "Speed: normal",
            Speed::Fast => "Speed: fast",
        }
    }

    /// The North-labels toggle.
    #[must_use]
    pub fn rotate(on: bool) -> &'static str {
        if on { "North: turned" } else { "North: upright" }
    }

    /// Who plays.
    #[must_use]
    pub fn mode(mode: Mode) -> &'static str {
        match mode {
            Mode::TwoPlayers => "2 players",
            Mode::Computer(Side::North) => "Computer: North",
            Mode::Computer(Side::South) => "Computer: South",
            Mode::Demo => "Demo",
        }
    }

    /// The computer's strength.
    #[must_use]
    pub fn level(level: Level) -> String {
        format!("Level {}", level.get())
    }

    /// The demo's pause toggle.
    #[must_use]
    pub fn pause(paused: bool) -> &'static str {
        if paused { "Resume" } else { "Pause" }
    }
}
