//! The Learn screen: the eight lessons (a tick on those done) and "Find the move" at three
//! difficulties.

use crate::engine::{Pit, Side};
use crate::game::coach::CoachCommand;
use crate::game::coach::lessons::{LESSONS, Step};
use crate::game::coach::puzzles::Difficulty;
use crate::game::i18n::Tr;
use crate::game::menus::build::screen_builder;
use crate::game::menus::kit::{MenuAction, menu_button, spawn_root, to_title};
use crate::game::screens::Screen;
use crate::game::settings::Settings;
use crate::game::theme::direction::KeepsDirection;
use crate::game::theme::{icon, palette, widget};
use bevy::prelude::*;
use bevy::ui_widgets::Activate;

pub(super) fn plugin(app: &mut App) {
    screen_builder(app, Screen::Learn, spawn);
}

fn spawn(mut commands: Commands, tr: Res<Tr>, settings: Res<Settings>) {
    let tr = &tr.0;
    spawn_root(&mut commands, Screen::Learn, true).with_children(|screen| {
        screen.spawn(widget::title(tr.t("learn-title"), 54.0));
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
                        Spawn(mini_board(step)),
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
/// from A to F, in every language, between the stores, each with its seeds), showing what the
/// lesson teaches: each pit a disc whose seeds grow with their count; the pit that answers the
/// step ringed in gold; the pits its sowing reaches tinted orange (a lap: nearly the whole
/// board); the pits it captures ringed in green, their seeds a hollow ring (a capture, a
/// chain); the pits a rule spares ringed in cream, their seeds kept (a grand slam captures
/// nothing: issue 71, its picture showed a capture); a move that ends the game rings the
/// winner's store in gold, with the seeds he then has. So a child who cannot read tells the
/// lessons apart.
fn mini_board(step: &Step) -> impl Bundle {
    let game = step.game();
    let position = game.position();
    let answers = step.answers();
    let report = answers.first().and_then(|&pit| game.try_play(pit).ok());
    let sown: Vec<Pit> = report.as_ref().map(|report| report.sown.to_vec()).unwrap_or_default();
    let taken: Vec<Pit> =
        report.as_ref().map(|report| report.captures.iter().map(|c| c.pit).collect()).unwrap_or_default();
    let chain: Vec<Pit> =
        report.as_ref().map(|report| report.chain.iter().map(|c| c.pit).collect()).unwrap_or_default();
    let won = report.as_ref().and_then(|report| report.end.as_ref().and_then(|end| end.winner.map(|w| (w, end))));
    let store = move |side: Side| match won {
        Some((winner, end)) if winner == side => mini_store(end.scores[side], true),
        _ => mini_store(position.stores()[side], false),
    };
    let row = move |side: Side| {
        let pits =
            (0..6).filter_map(move |column| Pit::of(side, if side == Side::South { column } else { 5 - column }));
        let (answers, sown, taken, chain) = (answers.clone(), sown.clone(), taken.clone(), chain.clone());
        let mark = move |pit: Pit| {
            if answers.contains(&pit) {
                Mark::Answer
            } else if taken.contains(&pit) {
                Mark::Taken
            } else if chain.contains(&pit) {
                Mark::Spared
            } else if sown.contains(&pit) {
                Mark::Sown
            } else {
                Mark::Still
            }
        };
        (
            KeepsDirection,
            Node { column_gap: Val::Px(3.0), ..default() },
            Children::spawn(SpawnIter(pits.map(move |pit| mini_pit(position.seeds(pit), mark(pit))))),
        )
    };
    let rows = (
        Node { flex_direction: FlexDirection::Column, row_gap: Val::Px(3.0), ..default() },
        Children::spawn((Spawn(row(Side::North)), Spawn(row(Side::South)))),
    );
    (
        Name::new("Lesson board"),
        KeepsDirection,
        Node {
            column_gap: Val::Px(3.0),
            padding: UiRect::all(Val::Px(4.0)),
            flex_shrink: 0.0,
            border_radius: BorderRadius::all(Val::Px(8.0)),
            ..default()
        },
        BackgroundColor(palette::WOOD),
        Children::spawn((Spawn(store(Side::North)), Spawn(rows), Spawn(store(Side::South)))),
    )
}

/// A store of [`mini_board`], North's at the left and South's at the right as on the board: its
/// seeds a cream disc from 4 to 16 pixels across as they go from 1 to 25 or more (the end's
/// lesson: South's store nearly enough to win); a winner's ringed in gold.
fn mini_store(seeds: u8, won: bool) -> impl Bundle {
    let seeds = f32::from(seeds.min(25));
    let disc = if seeds > 0.0 { 3.5 + seeds * 0.5 } else { 0.0 };
    (
        Node {
            width: Val::Px(MINI_PIT - 2.0),
            border: UiRect::all(Val::Px(2.0)),
            border_radius: BorderRadius::all(Val::Px(9.0)),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            ..default()
        },
        BackgroundColor(palette::PIT),
        BorderColor::all(if won { palette::GOLD } else { Color::NONE }),
        children![(
            Node { width: Val::Px(disc), height: Val::Px(disc), border_radius: BorderRadius::MAX, ..default() },
            BackgroundColor(palette::CREAM),
        )],
    )
}

/// What a pit of [`mini_board`] shows of the lesson's move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mark {
    /// Untouched by the move.
    Still,
    /// The pit the move is made from: ringed in gold.
    Answer,
    /// Reached by the sowing: tinted.
    Sown,
    /// Captured: ringed in green, its seeds a hollow ring.
    Taken,
    /// In the capture chain but spared by a rule (a grand slam that captures nothing, a chain
    /// over the limit): ringed in cream, its seeds kept.
    Spared,
}

/// A pit of [`mini_board`]: its seeds a cream disc from 6 to 18 pixels across as they go from 1
/// to 16 or more, marked as `mark` says.
fn mini_pit(seeds: u8, mark: Mark) -> impl Bundle {
    let seeds = f32::from(seeds.min(16));
    let disc = if seeds > 0.0 { 5.2 + seeds * 0.8 } else { 0.0 };
    let ring = match mark {
        Mark::Answer => palette::GOLD,
        Mark::Taken => palette::HINT_GLOW,
        Mark::Spared => palette::LAST_MOVE,
        Mark::Still | Mark::Sown => Color::NONE,
    };
    let ground = if matches!(mark, Mark::Sown | Mark::Spared) { palette::PREVIEW_LANDING } else { palette::PIT };
    // Taken seeds: a ring, the disc's middle gone.
    let (fill, hollow) =
        if mark == Mark::Taken { (Color::NONE, UiRect::all(Val::Px(2.0))) } else { (palette::CREAM, UiRect::ZERO) };
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
        BackgroundColor(ground),
        BorderColor::all(ring),
        children![(
            Node {
                width: Val::Px(disc.max(if mark == Mark::Taken { 10.0 } else { 0.0 })),
                height: Val::Px(disc.max(if mark == Mark::Taken { 10.0 } else { 0.0 })),
                border: hollow,
                border_radius: BorderRadius::MAX,
                ..default()
            },
            BackgroundColor(fill),
            BorderColor::all(palette::CREAM),
        )],
    )
}

/// An observer sending `command` to the coach.
fn command(command: CoachCommand) -> impl FnMut(On<Activate>, MessageWriter<CoachCommand>) {
    move |_, mut coach| {
        coach.write(command);
    }
}
