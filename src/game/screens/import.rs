//! The import screen: the records of the records folder, one button each; a record that does
//! not replay is refused with its move and the reason.

use super::{MenuAction, Screen, Status, clear_status, go, menu_button, spawn_root, status_text};
use crate::game::assets::GameAssets;
use crate::game::controls::BoardNote;
use crate::game::persist::{ImportError, Persist, read_record};
use crate::game::settings::{Mode, Setup, Tr};
use crate::game::theme::widget;
use crate::game::{Begin, text};
use bevy::prelude::*;
use bevy::ui_widgets::Activate;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Import), spawn).add_systems(OnExit(Screen::Import), clear_status);
}

/// Records listed at most.
const LISTED: usize = 24;

fn spawn(mut commands: Commands, tr: Res<Tr>, assets: Option<Res<GameAssets>>, persist: Res<Persist>) {
    let tr = &tr.0;
    let dir = persist.records_dir().map(|dir| dir.display().to_string()).unwrap_or_default();
    let records = persist.records();
    spawn_root(&mut commands, Screen::Import, true).with_children(|screen| {
        screen.spawn(widget::title(tr.t("import-title"), assets.as_deref(), 48.0));
        screen.spawn(widget::body(tr.f("import-help", [("dir", dir.into())]), 19.0));
        if records.is_empty() {
            screen.spawn(widget::body(tr.t("import-none"), 19.0));
        }
        screen.spawn(widget::button_row()).with_children(|row| {
            for (index, path) in records.iter().enumerate().take(LISTED) {
                let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
                menu_button(row, MenuAction::ImportFile(index), name, import(index));
            }
        });
        screen.spawn(status_text());
        menu_button(screen, MenuAction::Back, tr.t("button-back"), go(Screen::Title));
    });
}

/// An observer importing the `index`-th record listed: two players go on from its last move.
fn import(
    index: usize,
) -> impl FnMut(
    On<Activate>,
    Res<Persist>,
    Res<Setup>,
    Res<Tr>,
    ResMut<Status>,
    ResMut<BoardNote>,
    MessageWriter<Begin>,
    ResMut<NextState<Screen>>,
) {
    move |_, persist, setup, tr, mut status, mut note, mut begin, mut next| {
        let Some(path) = persist.records().get(index).cloned() else {
            return;
        };
        let file = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        match read_record(&path) {
            Ok(imported) => {
                if imported.comments + imported.variations > 0 {
                    let (comments, variations) = (imported.comments, imported.variations);
                    let args =
                        [("file", file.into()), ("comments", comments.into()), ("variations", variations.into())];
                    note.0 = Some(tr.0.f("import-left-out", args));
                }
                let game = imported.game;
                begin.write(Begin { game, mode: Mode::TwoPlayers, level: setup.level(), series: None });
                next.set(Screen::Gameplay);
            }
            Err(error) => {
                let error = match error {
                    ImportError::Record(error) => text::import_error(&tr.0, &error),
                    ImportError::Unreadable(error) => error.to_string(),
                };
                status.0 = tr.0.f("import-failed", [("file", file.into()), ("error", error.into())]);
            }
        }
    }
}
