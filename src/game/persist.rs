//! What the game keeps between sessions: settings and new-game choices (`settings.toml`), the
//! rule sets players saved (`rules.toml`), the game in progress (`game.toml`, saved after every
//! move and on exit, offered on the title screen); records of games are [`records`](super::records).
//!
//! A file that cannot be used is kept aside by [`Storage`] and the player is told on the title
//! screen; the game goes on with defaults.

use super::i18n::Tr;
use super::messages::Begin;
use super::names::typed_from_record;
use super::settings::{MATCH_LENGTHS, SavedRules, Settings, Setup};
use crate::ai::Level;
use crate::engine::{Game, Match, notation};
use crate::game::play::Mode;
use crate::game::play::board::Board;
use crate::game::play::{Players, Task};
use crate::game::play::{in_progress, played_online};
use crate::i18n::{Language, Translator};
use crate::storage::{LoadProblem, ProblemKind, Storage};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

pub(super) const SETTINGS: &str = "settings.toml";
const RULES: &str = "rules.toml";
const GAME: &str = "game.toml";

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Persist>()
        .init_resource::<Notices>()
        .init_resource::<NotSaved>()
        .init_resource::<FailingSaves>()
        .add_systems(Startup, load_all)
        .add_systems(
            Last,
            (save_settings, save_rules, save_game.run_if(in_state(Task::Play)).run_if(not(played_online))),
        );
}

/// Where files are kept; `None` keeps nothing (the headless tests, unless they set one).
#[derive(Resource, Debug, Clone, Default)]
pub struct Persist {
    /// The directory, usually [`Storage::user`].
    pub storage: Option<Storage>,
    /// The game on the board came from the command line (`--import`, `--position`): the game in
    /// progress in `game.toml` is neither opened nor overwritten, and is offered next time,
    /// until the player starts a game of his own from the menus.
    pub game_from_command_line: bool,
    /// Another running game (a second window) holds the folder: this one neither opens nor
    /// saves the game in progress, which is the other's, and its board is marked "Not saved".
    pub shared: bool,
    /// The folder's lock, held while the game runs.
    _lock: Option<std::sync::Arc<crate::storage::files::Lock>>,
}

impl Persist {
    /// Files kept in `storage`, locked for this process unless another holds them (then
    /// [`Persist::shared`]). A folder that cannot be locked is used as it is.
    #[must_use]
    pub fn new(storage: Option<Storage>) -> Persist {
        let (lock, shared) = match storage.as_ref().map(Storage::lock) {
            Some(Ok(Some(lock))) => (Some(std::sync::Arc::new(lock)), false),
            Some(Ok(None)) => (None, true),
            Some(Err(error)) => {
                warn!("cannot lock the game's folder: {error}");
                (None, false)
            }
            None => (None, false),
        };
        Persist { storage, game_from_command_line: false, shared, _lock: lock }
    }

    /// The same, for a game given on the command line (see
    /// [`Persist::game_from_command_line`]).
    #[must_use]
    pub fn with_game_from_command_line(self) -> Persist {
        Persist { game_from_command_line: true, ..self }
    }
}

/// Sentences for the player about files (a damaged file kept aside, a save that failed, where a
/// record was exported); the title screen shows them.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Notices(pub Vec<String>);

/// `settings.toml`: the settings and the last new-game choices.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default)]
struct SettingsFile {
    settings: Settings,
    setup: Setup,
}

/// `game.toml`: the game in progress as a record, who plays it, and the match it belongs to.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    /// The record, in the notation of [`notation`].
    pub record: String,
    /// Who plays which side (two players when the file does not say).
    #[serde(default)]
    pub mode: Mode,
    /// The computer's level, 1–5.
    pub level: u8,
    /// The match, when it is one game of a match.
    pub series: Option<Match>,
}

impl SavedGame {
    /// Whether every value is within what the game offers: a level from 1 to 5, and a match of
    /// 1 or 5 games with this game in progress.
    ///
    /// # Errors
    /// Why not, in words (the file is then moved aside).
    pub fn check(&self) -> Result<(), String> {
        Level::new(self.level).ok_or_else(|| format!("level {} is not from 1 to 5", self.level))?;
        if let Some(series) = &self.series {
            if !MATCH_LENGTHS.contains(&series.games) {
                return Err(format!("a match of {} games (the game offers {MATCH_LENGTHS:?})", series.games));
            }
            series.check_in_progress()?;
        }
        Ok(())
    }
}

/// The sentence for a file that could not be used.
pub(super) fn problem_notice(tr: &Translator, problem: &LoadProblem) -> String {
    let why = match problem.kind {
        ProblemKind::Unreadable(_) => "why-unreadable",
        ProblemKind::Corrupt(_) => "why-corrupt",
        ProblemKind::Newer(_) => "why-newer",
    };
    tr.f(
        "file-problem",
        [
            ("file", problem.file.display().to_string().into()),
            ("why", tr.t(why).into()),
            ("kept", problem.kept.display().to_string().into()),
        ],
    )
}

/// Reads the three files at start: the settings and new-game choices, the saved rule sets, and
/// the game in progress, which is sent to the rules as a [`Begin`].
pub(super) fn load_all(
    persist: Res<Persist>,
    mut notices: ResMut<Notices>,
    mut settings: ResMut<Settings>,
    mut setup: ResMut<Setup>,
    mut saved_rules: ResMut<SavedRules>,
    mut begin: MessageWriter<Begin>,
) {
    let Some(storage) = persist.storage.clone() else {
        return;
    };
    // A second window leaves the folder to the first: its saves in flight, its game.
    if !persist.shared {
        let leftovers = storage.remove_leftovers();
        if leftovers > 0 {
            info!("removed {leftovers} temporary file(s) an interrupted save left behind");
        }
    }
    let mut problems = Vec::new();
    match storage.load_checked::<SettingsFile>(SETTINGS, |file| file.setup.check()) {
        Ok(Some(file)) => {
            *settings = file.settings.upgraded();
            *setup = file.setup;
        }
        Ok(None) => settings.language = Language::from_system(),
        Err(problem) => {
            settings.language = Language::from_system();
            problems.push(problem);
        }
    }
    match storage.load_checked::<SavedRules>(RULES, SavedRules::check) {
        Ok(found) => *saved_rules = found.unwrap_or_default(),
        Err(problem) => problems.push(problem),
    }
    match storage.load_checked::<SavedGame>(GAME, SavedGame::check) {
        Ok(Some(saved)) => match notation::read(&saved.record) {
            Ok((game, tags))
                if in_progress(&game, saved.series.as_ref()) && !persist.game_from_command_line && !persist.shared =>
            {
                // Checked on loading: 1 to 5.
                let level = Level::new(saved.level).unwrap_or(Level::MAX);
                let names = typed_from_record(&tags);
                // Between two games of a match (the last one may have ended by agreement, which
                // a record does not hold): the next one, the winner of the last starting.
                let (game, series) = match saved.series {
                    Some(mut series) if series.between_games() => {
                        let first = series.begin_game();
                        (Game::starting(*game.rules(), first), Some(series))
                    }
                    series => (game, series),
                };
                begin.write(Begin { game, players: Players::new(saved.mode, level, names), series });
            }
            Ok(_) => {}
            Err(error) => problems.push(storage.set_aside_damaged(GAME, error.to_string())),
        },
        Ok(None) => {}
        Err(problem) => problems.push(problem),
    }
    let tr = Translator::new(settings.language);
    for problem in &problems {
        warn!("{problem}");
        notices.0.push(problem_notice(&tr, problem));
    }
    if persist.shared {
        warn!("another window of the game uses {}: this one's games are not saved", storage.dir().display());
        notices.0.push(tr.t("another-window"));
    }
}

/// A failed save is logged and told on the title screen, once however often it fails; a save
/// that worked changes nothing there (the notices are touched only to add one). Returns whether
/// it worked.
pub(super) fn report_save(
    result: Result<(), crate::storage::SaveError>,
    file: &'static str,
    tr: &Tr,
    notices: &mut ResMut<Notices>,
    failing: &mut ResMut<FailingSaves>,
) -> bool {
    let Err(error) = result else {
        if failing.0.contains(&file) {
            failing.0.retain(|failed| *failed != file);
        }
        return true;
    };
    // The error may name a temporary file, different each time: one notice a file while it
    // keeps failing, not one a move.
    if !failing.0.contains(&file) {
        failing.0.push(file);
        warn!("saving {file}: {error}");
        notices.0.push(tr.0.f("save-failed", [("file", file.to_owned().into()), ("error", error.to_string().into())]));
    }
    false
}

/// The files whose saving failed last time, told once until a save of theirs works again.
#[derive(Resource, Clone, Debug, Default)]
pub(super) struct FailingSaves(Vec<&'static str>);

/// Whether the last save of the game in progress failed: the board shows a quiet mark, so that
/// the players know it is not being kept.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NotSaved(pub bool);

fn save_settings(
    persist: Res<Persist>,
    settings: Res<Settings>,
    setup: Res<Setup>,
    tr: Res<Tr>,
    mut notices: ResMut<Notices>,
    mut failing: ResMut<FailingSaves>,
    mut last: Local<Option<(Settings, Setup)>>,
) {
    let Some(storage) = &persist.storage else {
        return;
    };
    if last.is_some() && !settings.is_changed() && !setup.is_changed() {
        return;
    }
    let now = (settings.clone(), setup.clone());
    match last.as_ref() {
        None => *last = Some(now),
        Some(saved) if *saved == now => {}
        Some(_) => {
            let file = SettingsFile { settings: now.0.clone(), setup: now.1.clone() };
            report_save(storage.save(SETTINGS, &file), SETTINGS, &tr, &mut notices, &mut failing);
            *last = Some(now);
        }
    }
}

fn save_rules(
    persist: Res<Persist>,
    saved: Res<SavedRules>,
    tr: Res<Tr>,
    mut notices: ResMut<Notices>,
    mut failing: ResMut<FailingSaves>,
) {
    if let Some(storage) = &persist.storage
        && saved.is_changed()
        && !saved.is_added()
    {
        report_save(storage.save(RULES, &*saved), RULES, &tr, &mut notices, &mut failing);
    }
}

/// The game in progress is written after every change and on exit, and so is a match between
/// two of its games; a finished or empty game out of a match removes the file. Only a real game
/// of this device: while a lesson, a puzzle, a review or the title's game holds the board, the
/// game in progress is set aside and its file stays as it is, and a game on two devices is the
/// server's to keep (both run conditions).
fn save_game(
    persist: Res<Persist>,
    board: Board,
    tr: Res<Tr>,
    mut notices: ResMut<Notices>,
    mut failing: ResMut<FailingSaves>,
    mut not_saved: ResMut<NotSaved>,
    mut exit: MessageReader<AppExit>,
) {
    let Board { engine, players, faces, series } = board;
    let exiting = exit.read().count() > 0;
    let Some(storage) = &persist.storage else {
        return;
    };
    if persist.shared {
        // The game in progress on disk is the other window's.
        not_saved.set_if_neq(NotSaved(true));
        return;
    }
    if (!engine.is_changed() && !exiting) || persist.game_from_command_line {
        return;
    }
    let game = &engine.0;
    if !in_progress(game, series.0.as_ref()) {
        if let Err(error) = storage.remove(GAME) {
            warn!("removing {GAME}: {error}");
        }
        return;
    }
    let saved = SavedGame {
        record: notation::write(game, &faces.for_record(&tr.0)),
        mode: players.mode,
        level: players.level.get(),
        series: series.0.clone(),
    };
    let saved = report_save(storage.save(GAME, &saved), GAME, &tr, &mut notices, &mut failing);
    not_saved.set_if_neq(NotSaved(!saved));
}
