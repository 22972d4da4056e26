//! The Learn screen: the eight lessons (a tick on those done) and "Find the move" at three
//! difficulties.

use super::{MenuAction, Screen, menu_button, spawn_root, to_title};
use crate::engine::{Pit, Position, Side};
use crate::game::assets::GameAssets;
use crate::game::coach::CoachCommand;
use crate::game::coach::lessons::LESSONS;
use crate::game::coach::puzzles::Difficulty;
use crate::game::settings::{Settings, Tr};
use crate::game::theme::direction::KeepsDirection;
use crate::game::theme::{icon, palette, widget};
use bevy::prelude::*;
use bevy::ui_widgets::Activate;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Learn), spawn);
}

fn spawn(mut commands: Commands, tr: Res<Tr>, settings: Res<Settings>, assets: Option<Res<GameAssets>>) {
    let tr = &tr.0;
    spawn_root(&mut commands, Screen::Learn, true).with_children(|screen| {
        screen.spawn(widget::title(tr.t("learn-title"), assets.as_deref(), 54.0));
        screen.spawn(widget::colored(tr.t("learn-lessons"), 26.0, palette::GOLD));
        screen.spawn(widget::button_row()).with_children(|row| {
            for (index, lesson) in LESSONS.iter().enumerate() {
                let done = settings.lessons_done.iter().any(|name| name == lesson.name);
                let title = tr.t(&format!("lesson-{}", lesson.name));
                let label = format!("{}. {title}", index + 1);
                // A lesson done has won its star, kept in the settings.
                let star = if done { icon::STAR } else { icon::STAR_EMPTY };
                // Every lesson's button has the same width, so that a tick never moves the others.
                // Its board in miniature, its number and title, its star.
                let step = &lesson.steps[0];
                let shape = Node {
                    width: Val::Px(LESSON_WIDTH),
                    max_width: Val::Percent(100.0),
                    min_height: Val::Px(64.0),
                    column_gap: Val::Px(14.0),
                    padding: UiRect::axes(Val::Px(10.0), Val::Px(6.0)),
                    border_radius: BorderRadius::all(Val::Px(14.0)),
                    justify_content: JustifyContent::Start,
                    align_items: AlignItems::Center,
                    ..default()
                };
                let text = Node { flex_grow: 1.0, flex_shrink: 1.0, ..default() };
                row.spawn((
                    Name::new(format!("Menu {:?}", MenuAction::Lesson(index))),
                    MenuAction::Lesson(index),
                    widget::button_base(shape),
                    Children::spawn((
                        Spawn(mini_board(step.game().position(), step.answers())),
                        Spawn((Text::new(label), text, TextFont::from_font_size(24.0), TextColor(palette::CREAM))),
                        Spawn(icon::icon(star, 26.0, palette::GOLD)),
                    )),
                ))
                .observe(command(CoachCommand::Lesson(index)));
            }
        });
        screen.spawn(widget::colored(tr.t("learn-puzzles"), 26.0, palette::GOLD));
        screen.spawn(widget::body(tr.t("learn-puzzles-about"), 20.0));
        screen.spawn(widget::button_row()).with_children(|row| {
            for (index, difficulty) in Difficulty::ALL.into_iter().enumerate() {
                let label = tr.t(&format!("puzzle-{}", difficulty.word()));
                menu_button(row, MenuAction::Puzzles(index), label, command(CoachCommand::Puzzles(difficulty)));
            }
        });
        menu_button(screen, MenuAction::Back, tr.t("button-back"), to_title);
    });
}

/// The width of a lesson's button, in logical pixels: the longest title, its tick and its board.
const LESSON_WIDTH: f32 = 480.0;

/// The diameter of a pit of a lesson's board in miniature, in logical pixels.
const MINI_PIT: f32 = 22.0;

/// A lesson's first board in miniature, as South sees it (North's row from f to a above South's
/// from A to F, in every language): each pit a disc whose seeds grow with their count, the pits
/// that answer the step ringed in gold. So a child who cannot read tells the lessons apart.
fn mini_board(position: Position, answers: Vec<Pit>) -> impl Bundle {
    let row = move |side: Side| {
        let pits =
            (0..6).filter_map(move |column| Pit::of(side, if side == Side::South { column } else { 5 - column }));
        let answers = answers.clone();
        (
            KeepsDirection,
            Node { column_gap: Val::Px(3.0), ..default() },
            Children::spawn(SpawnIter(pits.map(move |pit| mini_pit(position.seeds(pit), answers.contains(&pit))))),
        )
    };
    (
        Name::new("Lesson board"),
        KeepsDirection,
        Node {
            flex_direction: FlexDirection::Column,
            row_gap: Val::Px(3.0),
            padding: UiRect::all(Val::Px(4.0)),
            flex_shrink: 0.0,
            border_radius: BorderRadius::all(Val::Px(8.0)),
            ..default()
        },
        BackgroundColor(palette::WOOD),
        Children::spawn((Spawn(row(Side::North)), Spawn(row(Side::South)))),
    )
}

/// A pit of [`mini_board`]: its seeds a cream disc from 6 to 18 pixels across as they go from 1
/// to 16 or more; `answer` rings it in gold.
fn mini_pit(seeds: u8, answer: bool) -> impl Bundle {
    let seeds = f32::from(seeds.min(16));
    let disc = if seeds > 0.0 { 5.2 + seeds * 0.8 } else { 0.0 };
    (
        Node {
            width: Val::Px(MINI_PIT),
            height: Val::Px(MINI_PIT),
            border: UiRect::all(Val::Px(2.0)),
            border_radius: BorderRadius::MAX,
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            ..default()
        },
        BackgroundColor(palette::PIT),
        BorderColor::all(if answer { palette::GOLD } else { Color::NONE }),
        children![(
            Node { width: Val::Px(disc), height: Val::Px(disc), border_radius: BorderRadius::MAX, ..default() },
            BackgroundColor(palette::CREAM),
        )],
    )
}

/// An observer sending `command` to the coach.
fn command(command: CoachCommand) -> impl FnMut(On<Activate>, MessageWriter<CoachCommand>) {
    move |_, mut coach| {
        coach.write(command);
    }
}
