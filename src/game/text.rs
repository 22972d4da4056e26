//! Every sentence the game shows, built from the translation tables (`assets/i18n/*.ftl`) in
//! words a child can follow.

use crate::engine::BySide;
use crate::engine::notation::NotationError;
use crate::engine::rules::{CaptureCounts, GrandSlam, Leftover};
use crate::engine::{CaptureNote, EndReason, GameEnd, IllegalMove, Match, MoveReport, Pit, Preset, Rules, Side};
use crate::game::names::Faces;
use crate::i18n::{Arg, Translator};

pub(crate) fn pit_arg(pit: Pit) -> Arg<'static> {
    pit.to_string().into()
}

/// A way to share the seeds left, as a button says it.
#[must_use]
pub fn sharing(tr: &Translator, shared: Leftover) -> String {
    tr.t(match shared {
        Leftover::OwnSide => "share-own-side",
        Leftover::Split => "share-split",
    })
}

/// The name of a side as players see it.
#[must_use]
pub fn side(tr: &Translator, side: Side) -> String {
    tr.t(match side {
        Side::South => "side-south",
        Side::North => "side-north",
    })
}

/// A sentence about one player, called by his name (`$side`, and `$you` for "You win!").
fn with_side(tr: &Translator, key: &str, faces: &Faces, who: Side) -> String {
    tr.f(key, faces.args(who))
}

/// The turn line for `side`'s bar.
#[must_use]
pub fn your_turn(tr: &Translator, faces: &Faces, who: Side) -> String {
    with_side(tr, "your-turn", faces, who)
}

/// The bar of the computer while it chooses.
#[must_use]
pub fn thinking(tr: &Translator, faces: &Faces, who: Side) -> String {
    with_side(tr, "thinking", faces, who)
}

/// The bar of a player on two devices whose device is not connected.
#[must_use]
pub fn away(tr: &Translator, faces: &Faces, who: Side) -> String {
    with_side(tr, "away", faces, who)
}

/// The bar of the player whose seeds are flying.
#[must_use]
pub fn sowing(tr: &Translator, faces: &Faces, who: Side) -> String {
    with_side(tr, "sowing", faces, who)
}

/// The bar of the computer in a paused demonstration: it plays the next move.
#[must_use]
pub fn plays_next(tr: &Translator, faces: &Faces, who: Side) -> String {
    let [side, you] = faces.args(who);
    tr.f("plays-next", [side, you, ("button", tr.t("button-step").into())])
}

/// The bar of the player who waits.
#[must_use]
pub fn waiting(tr: &Translator, faces: &Faces, who: Side) -> String {
    with_side(tr, "waiting", faces, who)
}

/// What a move did, in one line.
#[must_use]
pub fn after_move(tr: &Translator, faces: &Faces, report: &MoveReport) -> String {
    let [who, you] = faces.args(report.side);
    let captured = report.captured();
    let mut line = match (captured, report.captures.len()) {
        (0, _) => tr.f("sowed", [who, you, ("seeds", report.seeds.into()), ("pit", pit_arg(report.pit))]),
        (n, 1) => tr.f("captured-one-pit", [who, you, ("seeds", n.into()), ("pit", pit_arg(report.captures[0].pit))]),
        (n, pits) => tr.f("captured-pits", [who, you, ("seeds", n.into()), ("pits", pits.into())]),
    };
    match report.note {
        // Said in every mode: otherwise the seeds simply stay, and nobody knows why.
        Some(CaptureNote::GrandSlam { seeds }) => line = tr.f("explain-grand-slam", [("seeds", seeds.into())]),
        Some(CaptureNote::CutByLimit { chain, taken }) => {
            line.push(' ');
            line.push_str(&tr.f("cut-by-limit", [("taken", taken.into()), ("chain", chain.into())]));
        }
        Some(CaptureNote::NothingOverLimit { chain }) => line = tr.f("nothing-over-limit", [("chain", chain.into())]),
        None => {}
    }
    line
}

/// Teaching mode: how a capture happened, pit by pit ("The last seed made 2 in d: captured.
/// Then c has 3: captured."), or why nothing was taken (a grand slam is explained by
/// [`after_move`] in every mode). `None` when the move captured nothing and no capture rule
/// applied but the grand slam.
#[must_use]
pub fn explain_capture(tr: &Translator, report: &MoveReport) -> Option<String> {
    let mut lines = Vec::new();
    for (k, capture) in report.captures.iter().enumerate() {
        let key = if k == 0 { "explain-first" } else { "explain-next" };
        lines.push(tr.f(key, [("seeds", capture.seeds.into()), ("pit", pit_arg(capture.pit))]));
    }
    match report.note {
        // The move's own line already explains it (see `after_move`).
        Some(CaptureNote::GrandSlam { .. }) => {}
        Some(CaptureNote::CutByLimit { taken, .. }) => lines.push(tr.f("explain-limit", [("taken", taken.into())])),
        Some(CaptureNote::NothingOverLimit { chain }) => {
            lines.push(tr.f("nothing-over-limit", [("chain", chain.into())]));
        }
        None => {}
    }
    (!lines.is_empty()).then(|| lines.join(" "))
}

/// Teaching mode: where the seeds of a move will fall, from the report of the move tried
/// ([`Game::try_play`](crate::engine::Game::try_play)).
#[must_use]
pub fn preview(tr: &Translator, report: &MoveReport) -> String {
    let (pit, seeds) = (pit_arg(report.pit), report.seeds.into());
    if report.laps() {
        tr.f("preview-lap", [("pit", pit), ("seeds", seeds)])
    } else {
        tr.f("preview", [("pit", pit), ("seeds", seeds), ("landing", pit_arg(report.landing))])
    }
}

/// Why a move was refused.
#[must_use]
pub fn illegal(tr: &Translator, reason: IllegalMove) -> String {
    let (key, pit) = match reason {
        IllegalMove::GameOver => return tr.t("illegal-game-over"),
        IllegalMove::NotYourPit(pit) => ("illegal-not-yours", pit),
        IllegalMove::EmptyPit(pit) => ("illegal-empty", pit),
        IllegalMove::MustFeed(pit) => ("illegal-must-feed", pit),
        IllegalMove::GrandSlamForbidden(pit) => ("illegal-grand-slam", pit),
    };
    tr.f(key, [("pit", pit_arg(pit))])
}

/// Why a record cannot be imported: the move and the reason for a move that cannot be played.
#[must_use]
pub fn import_error(tr: &Translator, error: &NotationError) -> String {
    match error {
        NotationError::Illegal(record) => tr.f(
            "import-move",
            [
                ("number", record.number.into()),
                ("pit", pit_arg(record.mv)),
                ("reason", illegal(tr, record.reason).into()),
            ],
        ),
        NotationError::WrongCapture { number, mv, recorded, actual } => tr.f(
            "import-capture",
            [
                ("number", (*number).into()),
                ("pit", pit_arg(*mv)),
                ("recorded", (*recorded).into()),
                ("actual", (*actual).into()),
            ],
        ),
        // Syntax errors name the line and the text; they stay as the engine writes them.
        other => other.to_string(),
    }
}

/// The banner when the player to move must feed his opponent.
#[must_use]
pub fn must_feed(tr: &Translator, faces: &Faces, mover: Side) -> String {
    let starving = faces.named(!mover, "starving", "starving-you");
    tr.f("must-feed", starving.into_iter().chain(faces.named(mover, "mover", "mover-you")))
}

/// The end overlay's title.
#[must_use]
pub fn winner(tr: &Translator, faces: &Faces, end: &GameEnd) -> String {
    match end.winner {
        Some(who) => with_side(tr, "winner", faces, who),
        None => tr.t("draw"),
    }
}

/// What `side`'s bar says at the end: the winner's "You win!" or "Ama wins!", the loser's a
/// kind word (a person) or "Computer (level 1) loses."; "A draw!" on both.
#[must_use]
pub fn end_bar(tr: &Translator, faces: &Faces, end: &GameEnd, side: Side) -> String {
    match end.winner {
        Some(who) if who != side => with_side(tr, "loser", faces, side),
        _ => winner(tr, faces, end),
    }
}

/// The end's word to the players: a person who beat the computer is celebrated, one who lost
/// encouraged; face to face the winner is cheered.
#[must_use]
pub fn cheer(tr: &Translator, faces: &Faces, end: &GameEnd) -> String {
    match (end.winner, faces.you) {
        (None, _) => tr.t("cheer-draw"),
        (Some(winner), Some(you)) if winner == you => tr.t("cheer-you-win"),
        (Some(_), Some(_)) => tr.t("cheer-you-lose"),
        (Some(winner), None) => with_side(tr, "cheer-winner", faces, winner),
    }
}

/// The end overlay's score line.
#[must_use]
pub fn final_scores(tr: &Translator, faces: &Faces, end: &GameEnd) -> String {
    scores(tr, "final-scores", faces, end.scores)
}

/// A line of two scores, each after its player's name.
fn scores(tr: &Translator, key: &str, faces: &Faces, scores: BySide<u8>) -> String {
    tr.f(
        key,
        [
            ("south-name", faces.name(Side::South).to_owned().into()),
            ("north-name", faces.name(Side::North).to_owned().into()),
            ("south", scores.south.into()),
            ("north", scores.north.into()),
        ],
    )
}

/// Why the game ended.
#[must_use]
pub fn end_reason(tr: &Translator, faces: &Faces, end: &GameEnd) -> String {
    let mut line = match end.reason {
        EndReason::Famine { starving } => {
            let taker = faces.named(!starving, "taker", "taker-you");
            tr.f("end-famine", faces.named(starving, "starving", "starving-you").into_iter().chain(taker))
        }
        // The winner is the one with more than half (a majority end is never a draw).
        EndReason::Majority => match end.winner {
            Some(side) => with_side(tr, "end-majority", faces, side),
            None => tr.t("end-majority-draw"),
        },
        EndReason::FewSeeds => tr.t("end-few-seeds"),
        EndReason::Repetition => tr.t("end-repetition"),
        EndReason::NoCapture => tr.t("end-no-capture"),
        EndReason::Agreement => tr.t(match end.shared {
            Leftover::OwnSide => "end-agreement-own-side",
            Leftover::Split => "end-agreement-split",
        }),
    };
    if end.set_aside > 0 {
        line.push(' ');
        line.push_str(&tr.t("end-set-aside"));
    }
    line
}

/// The match summary: the title, one line per game, the score, and who starts next or who won.
#[must_use]
pub fn match_summary(tr: &Translator, faces: &Faces, series: &Match) -> Vec<String> {
    let mut lines = vec![tr.f("match-title", [("games", series.games.into())])];
    for (k, result) in series.results.iter().enumerate() {
        let result = match result {
            Some(who) => with_side(tr, "match-game-won", faces, *who),
            None => tr.t("match-game-draw"),
        };
        lines.push(tr.f("match-game-line", [("number", (k + 1).into()), ("result", result.into())]));
    }
    let wins = series.wins();
    lines.push(scores(tr, "match-score", faces, wins));
    if series.is_over() {
        lines.push(match series.winner() {
            Some(who) => with_side(tr, "match-winner", faces, who),
            None => tr.t("match-draw"),
        });
    } else {
        let next = series.next_starter();
        let key = if matches!(series.results.last(), Some(None)) { "match-next-after-draw" } else { "match-next" };
        lines.push(with_side(tr, key, faces, next));
    }
    lines
}

/// A built-in preset's name.
#[must_use]
pub fn preset(tr: &Translator, preset: Preset) -> String {
    tr.t(match preset {
        Preset::Abapa => "preset-abapa",
        Preset::Tournament => "preset-tournament",
        Preset::Awele => "preset-awele",
        Preset::EggBox => "preset-egg-box",
    })
}

/// An option's name (`name` from [`crate::engine::rules::OPTION_NAMES`]).
#[must_use]
pub fn option_name(tr: &Translator, name: &str) -> String {
    tr.t(&format!("option-{name}"))
}

/// What an option does and its range.
#[must_use]
pub fn option_about(tr: &Translator, name: &str) -> String {
    tr.t(&format!("about-{name}"))
}

/// An option's value in words.
#[must_use]
pub fn option_value(tr: &Translator, rules: &Rules, name: &str) -> String {
    let value = rules.get(name).unwrap_or_default();
    match (name, value.as_str()) {
        ("capture_limit", "6") => tr.t("value-no-limit"),
        ("end_seeds_left", "0") => tr.t("value-off"),
        ("seeds_per_pit" | "capture_limit" | "end_seeds_left", number) => number.to_owned(),
        (_, word) => tr.t(&format!("value-{word}")),
    }
}

/// The paragraphs of the Rules screen, with the option values in force.
#[must_use]
pub fn rules_explained(tr: &Translator, rules: &Rules, name: &str) -> Vec<String> {
    let counts = match rules.capture_counts {
        CaptureCounts::TwoOrThree => tr.t("value-2-3"),
        CaptureCounts::Two => "2".to_owned(),
    };
    let slam = match rules.grand_slam {
        GrandSlam::Forbidden => "forbidden",
        GrandSlam::NoCapture => "no-capture",
    };
    vec![
        tr.f("rules-in-force", [("name", name.to_owned().into())]),
        tr.t("rules-board"),
        tr.t("rules-sowing"),
        tr.t("rules-laps"),
        tr.f("rules-capture", [("counts", counts.into()), ("limit", rules.capture_limit.into())]),
        tr.t("rules-feeding"),
        tr.t("rules-famine"),
        tr.f("rules-grand-slam", [("grand-slam", slam.into())]),
        tr.f(
            "rules-end",
            [
                ("majority", rules.end_majority.to_string().into()),
                ("repetition", rules.end_on_repetition.to_string().into()),
                ("no-capture", rules.end_no_capture.to_string().into()),
            ],
        ),
    ]
}

/// A pit as a screen reader says it: "Pit C, yours, 4 seeds; can be played". Its seeds are left
/// out when `seeds` is `None` (the memory game hides the counts).
#[must_use]
pub fn pit_spoken(tr: &Translator, faces: &Faces, pit: Pit, seeds: Option<u8>, playable: bool) -> String {
    let [who, you] = faces.args(pit.owner());
    let mut line = tr.f("access-pit", [who, you, ("pit", pit_arg(pit))]);
    if let Some(seeds) = seeds {
        line = format!("{line}, {}", tr.f("access-seeds", [("seeds", seeds.into())]));
    }
    if playable {
        line = format!("{line}; {}", tr.t("access-playable"));
    }
    line
}

/// A store as a screen reader says it: "Your store, 12 seeds".
#[must_use]
pub fn store_spoken(tr: &Translator, faces: &Faces, side: Side, seeds: u8) -> String {
    let [who, you] = faces.args(side);
    format!("{}, {}", tr.f("access-store", [who, you]), tr.f("access-seeds", [("seeds", seeds.into())]))
}
