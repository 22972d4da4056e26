//! The title screen: continue the game in progress, start a new one, the rules, the settings,
//! import a record, quit; and what happened to the files at start.

use super::{MenuAction, Screen, go, menu_button, rebuild, spawn_root};
use crate::game::assets::GameAssets;
use crate::game::coach::{Coach, SetAside};
use crate::game::persist::Notices;
use crate::game::settings::Tr;
use crate::game::theme::{palette, widget};
use crate::game::{BoardReset, Engine, GameSet};
use bevy::prelude::*;
use bevy::ui_widgets::Activate;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn).add_systems(Update, rebuild_on_news.in_set(GameSet::Ui));
}

fn spawn(
    mut commands: Commands,
    tr: Res<Tr>,
    assets: Option<Res<GameAssets>>,
    engine: Res<Engine>,
    notices: Res<Notices>,
    coach: Res<Coach>,
    set_aside: Res<SetAside>,
) {
    let tr = &tr.0;
    let assets = assets.as_deref();
    let ongoing = match &set_aside.0 {
        Some(begin) => !begin.game.is_over(),
        None => !coach.showing() && !engine.0.is_over() && !engine.0.moves().is_empty(),
    };
    // The board shows through: the title's game plays behind the menu.
    spawn_root(&mut commands, Screen::Title, false).with_children(|screen| {
        screen.spawn(widget::title(tr.t("title"), assets, 96.0));
        screen.spawn(widget::body(tr.t("subtitle"), 26.0));
        screen.spawn(Node { height: Val::Px(16.0), ..default() });
        if ongoing {
            menu_button(screen, MenuAction::Continue, tr.t("button-continue"), go(Screen::Gameplay));
        }
        menu_button(screen, MenuAction::NewGame, tr.t("button-new-game"), go(Screen::NewGame));
        menu_button(screen, MenuAction::Learn, tr.t("button-learn"), go(Screen::Learn));
        menu_button(screen, MenuAction::Rules, tr.t("button-rules"), super::rules::open);
        menu_button(screen, MenuAction::Settings, tr.t("button-settings"), go(Screen::Settings));
        menu_button(screen, MenuAction::Import, tr.t("button-import"), go(Screen::Import));
        // A web page is left by closing its tab: no Quit there.
        if !crate::IN_A_WEB_PAGE {
            menu_button(screen, MenuAction::Quit, tr.t("button-quit"), quit);
        }
        for notice in &notices.0 {
            screen.spawn(widget::colored(notice.clone(), 17.0, palette::GOLD));
        }
    });
}

fn quit(_: On<Activate>, mut exit: MessageWriter<AppExit>) {
    exit.write(AppExit::Success);
}

/// A game resumed at start (its board is laid out after the title is first shown), or news
/// about the files, while the title is shown: it is built again. Runs on every screen, so that
/// only this frame's news counts.
fn rebuild_on_news(
    mut reset: MessageReader<BoardReset>,
    notices: Res<Notices>,
    coach: Res<Coach>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
) {
    // The title's own game laying out its boards is no news.
    let news = (reset.read().count() > 0 && !coach.showing() && !coach.is_changed()) || notices.is_changed();
    if news && *screen.get() == Screen::Title {
        rebuild(&screen, &mut next);
    }
}
