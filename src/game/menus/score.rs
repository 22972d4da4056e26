//! A match's score between games, over the board ([`Overlay::Score`]): each game's result, the
//! games won, who starts next or who won the match.

use crate::game::i18n::Tr;
use crate::game::menus::Overlay;
use crate::game::menus::build::screen_builder;
use crate::game::menus::kit::{MenuAction, go, menu_button, spawn_root, to_title};
use crate::game::messages::GameCommand;
use crate::game::names::Faces;
use crate::game::play::MatchState;
use crate::game::screens::Screen;
use crate::game::text;
use crate::game::theme::widget;
use bevy::prelude::*;
use bevy::ui_widgets::Activate;

pub(super) fn plugin(app: &mut App) {
    screen_builder(app, Overlay::Score, spawn);
}

fn spawn(mut commands: Commands, tr: Res<Tr>, faces: Res<Faces>, series: Res<MatchState>) {
    let Some(series) = &series.0 else {
        return;
    };
    let tr = &tr.0;
    let lines = text::match_summary(tr, &faces, series);
    spawn_root(&mut commands, Overlay::Score, true).with_children(|screen| {
        screen.spawn(widget::title(lines[0].clone(), 54.0));
        for line in &lines[1..] {
            screen.spawn(widget::body(line.clone(), 26.0));
        }
        screen.spawn(widget::button_row()).with_children(|row| {
            if series.is_over() {
                menu_button(row, MenuAction::NewGame, tr.t("button-new-game"), go(Screen::NewGame));
            } else {
                menu_button(row, MenuAction::NextGame, tr.t("button-next-game"), next_game);
            }
            menu_button(row, MenuAction::ToMenu, tr.t("button-menu"), to_title);
        });
    });
}

/// The match's next game, on the board.
fn next_game(_: On<Activate>, mut commands: MessageWriter<GameCommand>, mut next: ResMut<NextState<Overlay>>) {
    commands.write(GameCommand::NextGame);
    next.set(Overlay::None);
}
