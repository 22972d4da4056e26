//! The import screen: the records of the records folder, newest first, one button each (the
//! screen scrolls when they are many); a record that does
//! not replay is refused with its move and the reason. In a web page, where the records folder
//! is inside the browser, **Open a file…** also opens the browser's file picker.

use crate::game::hud::message::BoardNote;
use crate::game::i18n::Tr;
use crate::game::menus::build::screen_builder;
use crate::game::menus::kit::{MenuAction, Status, clear_status, go, menu_button, spawn_root, status_text};
use crate::game::messages::Begin;
use crate::game::persist::Persist;
use crate::game::records::{ImportError, read_record};
use crate::game::screens::Screen;
use crate::game::settings::Setup;
use crate::game::text;
use crate::game::theme::{palette, widget};
use crate::storage::files;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::ui_widgets::Activate;
use std::path::Path;

pub(super) fn plugin(app: &mut App) {
    screen_builder(app, Screen::Import, spawn);
    app.add_systems(OnExit(Screen::Import), clear_status)
        .add_systems(Update, receive_picked.run_if(in_state(Screen::Import)));
}

fn spawn(mut commands: Commands, tr: Res<Tr>, persist: Res<Persist>) {
    let tr = &tr.0;
    let dir = persist.records_dir().map(|dir| dir.display().to_string()).unwrap_or_default();
    let records = persist.records();
    spawn_root(&mut commands, Screen::Import, true).with_children(|screen| {
        screen.spawn(widget::title(tr.t("import-title"), 48.0));
        screen.spawn(widget::body(tr.t("import-help"), 19.0));
        // A folder's path has no spaces to wrap at: it wraps anywhere, within the window.
        screen
            .spawn(widget::colored(dir, 17.0, palette::MUTED))
            .insert(TextLayout { justify: Justify::Center, linebreak: bevy::text::LineBreak::WordOrCharacter });
        if records.is_empty() {
            screen.spawn(widget::body(tr.t("import-none"), 19.0));
        }
        screen.spawn(widget::button_row()).with_children(|row| {
            for (index, path) in records.iter().enumerate() {
                let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
                menu_button(row, MenuAction::ImportFile(index), shortened(&name), import(index));
            }
        });
        if crate::IN_A_WEB_PAGE {
            menu_button(screen, MenuAction::OpenFile, tr.t("import-open-file"), |_: On<Activate>| {
                let _ = files::pick_text_file(".txt,.ogn");
            });
        }
        screen.spawn(status_text());
        menu_button(screen, MenuAction::Back, tr.t("button-back"), go(Screen::Title));
    });
}

/// What opening a record needs: where to say what went wrong, and how to begin the game.
#[derive(SystemParam)]
struct Opener<'w> {
    setup: Res<'w, Setup>,
    tr: Res<'w, Tr>,
    status: ResMut<'w, Status>,
    note: ResMut<'w, BoardNote>,
    begin: MessageWriter<'w, Begin>,
    next: ResMut<'w, NextState<Screen>>,
}

impl Opener<'_> {
    /// Replays the record in `path`: two players go on from its last move; or the status line
    /// says why it cannot be imported.
    fn open(&mut self, path: &Path) {
        let tr = &self.tr.0;
        let file = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        match read_record(path) {
            Ok(imported) => {
                if imported.comments + imported.variations > 0 {
                    let (comments, variations) = (imported.comments, imported.variations);
                    let args =
                        [("file", file.into()), ("comments", comments.into()), ("variations", variations.into())];
                    self.note.0 = Some(tr.f("import-left-out", args));
                }
                self.begin.write(imported.begin(self.setup.level()));
                self.next.set(Screen::Gameplay);
            }
            Err(error) => {
                let error = match error {
                    ImportError::Record(error) => text::import_error(tr, &error),
                    ImportError::Unreadable(error) => error.to_string(),
                };
                self.status.0 = tr.f("import-failed", [("file", file.into()), ("error", error.into())]);
            }
        }
    }
}

/// An observer importing the `index`-th record listed.
fn import(index: usize) -> impl FnMut(On<Activate>, Res<Persist>, Opener) {
    move |_, persist, mut opener| {
        if let Some(path) = persist.records().get(index) {
            opener.open(path);
        }
    }
}

/// A file chosen in the browser's picker is kept in the records folder, then opened.
fn receive_picked(persist: Res<Persist>, mut opener: Opener) {
    for (name, text) in files::take_picked() {
        let Some(storage) = persist.storage.as_ref() else {
            continue;
        };
        // Only the name, never a path the picker might give.
        let name = Path::new(&name).file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let kept = format!("{}/{name}", crate::game::records::RECORDS);
        match storage.save_text(&kept, &text) {
            Ok(()) => opener.open(&storage.path(&kept)),
            Err(error) => {
                let args = [("file", name.into()), ("error", error.to_string().into())];
                opener.status.0 = opener.tr.0.f("import-failed", args);
            }
        }
    }
}

/// The most characters of a record's name shown on its button.
const NAME_SHOWN: usize = 40;

/// `name` as its button shows it: whole when short, else its start and its end around an
/// ellipsis ("a-very-long-na…-2026-11-26.txt"), so that no button runs wider than the window.
fn shortened(name: &str) -> String {
    let count = name.chars().count();
    if count <= NAME_SHOWN {
        return name.to_owned();
    }
    let tail = NAME_SHOWN / 2;
    let head = NAME_SHOWN - tail - 1;
    let start: String = name.chars().take(head).collect();
    let end: String = name.chars().skip(count - tail).collect();
    format!("{start}…{end}")
}

#[cfg(test)]
mod tests {
    use super::{NAME_SHOWN, shortened};

    #[test]
    fn long_names_are_shortened_around_an_ellipsis() {
        assert_eq!(shortened("game.txt"), "game.txt");
        let long = format!("{}-end.txt", "é".repeat(250));
        let shown = shortened(&long);
        assert_eq!(shown.chars().count(), NAME_SHOWN);
        assert!(shown.starts_with("ééé") && shown.ends_with("-end.txt") && shown.contains('…'), "{shown}");
    }
}
