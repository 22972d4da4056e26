//! The settings, a menu over the title or the board: the language (each by its own name), sound and its volume, reading
//! aloud, speed, counts shown or hidden, where two players sit, teaching mode, less motion and
//! bigger buttons and text, each a row that steps its value.

use crate::game::frame::GameSet;
use crate::game::i18n::Tr;
use crate::game::menus::Overlay;
use crate::game::menus::build::screen_builder;
use crate::game::menus::kit::{Choice, ChoiceValue, MenuAction, choice_row, menu_button, spawn_root};
use crate::game::menus::overlay::close;
use crate::game::screens::picks::{frame_picks, pick_row};
use crate::game::settings::{Loudness, Seating, Settings, Speed};
use crate::game::theme::set_text;
use crate::game::theme::widget;
use crate::i18n::{Language, Translator};
use bevy::prelude::*;
use bevy::ui_widgets::Activate;

pub(super) fn plugin(app: &mut App) {
    screen_builder(app, Overlay::Settings, spawn);
    app.add_systems(Update, show_values.run_if(in_state(Overlay::Settings)).in_set(GameSet::Present));
}

fn spawn(mut commands: Commands, tr: Res<Tr>) {
    let tr = &tr.0;
    spawn_root(&mut commands, Overlay::Settings, true).with_children(|screen| {
        screen.spawn(widget::title(tr.t("settings-title"), 54.0));
        // Each language by its own name, all shown at once: a reader finds his own.
        let languages: Vec<(&[char], String)> =
            Language::ALL.iter().map(|language| (&[][..], language.own_name().to_owned())).collect();
        pick_row(screen, Choice::Language, tr.t("label-language"), pick, &languages);
        for (choice, key) in [
            (Choice::Sound, "label-sound"),
            (Choice::Volume, "label-volume"),
            (Choice::ReadAloud, "label-read-aloud"),
            (Choice::Speed, "label-speed"),
            (Choice::Counts, "label-counts"),
            (Choice::North, "label-north"),
            (Choice::Teaching, "label-teaching"),
            (Choice::Calm, "label-calm"),
            (Choice::Bigger, "label-bigger"),
        ] {
            choice_row(screen, choice, tr.t(key), None, cycle(choice));
        }
        screen.spawn(widget::button_row()).with_children(|row| {
            menu_button(row, MenuAction::Back, tr.t("button-back"), close);
        });
    });
}

/// An observer choosing the `index`-th language of [`Language::ALL`].
fn pick(choice: Choice, index: usize) -> impl FnMut(On<Activate>, ResMut<Settings>) {
    move |_, mut settings| {
        if let (Choice::Language, Some(&language)) = (choice, Language::ALL.get(index)) {
            settings.language = language;
        }
    }
}

/// An observer stepping `choice` to its next value.
fn cycle(choice: Choice) -> impl FnMut(On<Activate>, ResMut<Settings>) {
    move |_, mut settings| match choice {
        Choice::Sound => settings.sound = !settings.sound,
        Choice::Speed => settings.speed = settings.speed.next(),
        Choice::Counts => settings.show_counts = !settings.show_counts,
        Choice::North => settings.seating = settings.seating.next(),
        Choice::Teaching => settings.teaching = !settings.teaching,
        Choice::Volume => settings.volume = settings.volume.next(),
        Choice::ReadAloud => settings.read_aloud = !settings.read_aloud,
        Choice::Calm => settings.calm = !settings.calm,
        Choice::Bigger => settings.bigger = !settings.bigger,
        _ => {}
    }
}

/// The value shown for a choice of this screen.
fn value(choice: Choice, tr: &Translator, settings: &Settings) -> String {
    let on_off = |on: bool| tr.t(if on { "value-on" } else { "value-off" });
    match choice {
        Choice::Sound => on_off(settings.sound),
        Choice::Speed => tr.t(match settings.speed {
            Speed::Slow => "speed-slow",
            Speed::Normal => "speed-normal",
            Speed::Fast => "speed-fast",
        }),
        Choice::Counts => tr.t(if settings.show_counts { "counts-shown" } else { "counts-hidden" }),
        Choice::North => tr.t(match settings.seating {
            Seating::Auto => "seating-auto",
            Seating::SideBySide => "seating-side-by-side",
            Seating::FaceToFace => "seating-face-to-face",
        }),
        Choice::Teaching => on_off(settings.teaching),
        Choice::Volume => tr.t(match settings.volume {
            Loudness::Soft => "volume-soft",
            Loudness::Medium => "volume-medium",
            Loudness::Loud => "volume-loud",
        }),
        Choice::ReadAloud => on_off(settings.read_aloud),
        Choice::Calm => on_off(settings.calm),
        Choice::Bigger => on_off(settings.bigger),
        _ => String::new(),
    }
}

fn show_values(
    tr: Res<Tr>,
    settings: Res<Settings>,
    mut values: Query<(&ChoiceValue, &mut Text)>,
    mut picks: Query<(&MenuAction, &mut BorderColor)>,
) {
    for (shown, text) in &mut values {
        set_text(text, &value(shown.0, &tr.0, &settings));
    }
    let chosen = Language::ALL.iter().position(|&language| language == settings.language);
    frame_picks(&mut picks, |choice| if choice == Choice::Language { chosen } else { None });
}
