//! The coach's panel at the top of the board: where the lesson or puzzle is, the question in
//! large type, the rules in force, the answer to the child's pit, the review's graph, and the
//! buttons Previous, Next and Leave.

use super::lessons::LESSONS;
use super::review::{self, Review};
use super::{Activity, Coach, CoachCommand, StepState};
use crate::ai::judge::{CAP, Verdict};
use crate::engine::{Preset, Rules};
use crate::game::names::Faces;
use crate::game::settings::Tr;
use crate::game::theme::palette;
use crate::game::theme::widget::{self, TEXT_WIDTH};
use crate::game::{Engine, GameCommand, GameSet, Phase, Screen, set_text, text};
use crate::i18n::Translator;
use bevy::prelude::*;
use bevy::ui_widgets::Activate;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn).add_systems(Update, (show, graph).chain().in_set(GameSet::Ui));
}

/// The panel's root.
#[derive(Component, Clone, Copy, Debug)]
pub struct CoachPanel;

/// A text of the panel.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoachText {
    /// Which lesson and step, which puzzle, which move.
    Heading,
    /// What to do, or the judgment of the move.
    Question,
    /// The rules in force.
    Rules,
    /// The answer to the pit chosen, or what the move did.
    Feedback,
}

/// A button of the panel.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoachButton {
    /// The review's move before.
    Previous,
    /// The next step, puzzle or move.
    Next,
    /// Back to the Learn screen (or the game, after a review).
    Leave,
}

/// The review's graph: one bar a position.
#[derive(Component, Clone, Copy, Debug)]
struct Graph;

fn spawn(mut commands: Commands, tr: Res<Tr>) {
    let tr = &tr.0;
    // The question above the board, the answer and the buttons below it.
    let top = half(&mut commands, "Coach question", Some(Val::Px(6.0)), None);
    let bottom = half(&mut commands, "Coach answer", None, Some(Val::Px(6.0)));
    for (part, size, color, panel) in [
        (CoachText::Heading, 18.0, palette::MUTED, top),
        (CoachText::Question, 28.0, palette::CREAM, top),
        (CoachText::Rules, 16.0, palette::MUTED, top),
        (CoachText::Feedback, 24.0, palette::GOLD, bottom),
    ] {
        commands.spawn((
            part,
            Text::default(),
            TextFont::from_font_size(size),
            TextColor(color),
            TextLayout::justify(Justify::Center),
            ChildOf(panel),
        ));
    }
    commands.spawn((
        Name::new("Review graph"),
        Graph,
        Node { align_items: AlignItems::Center, height: Val::Px(64.0), display: Display::None, ..default() },
        ChildOf(bottom),
    ));
    let row = commands.spawn((widget::button_row(), ChildOf(bottom))).id();
    for (button, key) in [
        (CoachButton::Previous, "button-previous"),
        (CoachButton::Next, "button-next"),
        (CoachButton::Leave, "button-leave"),
    ] {
        commands
            .spawn((
                Name::new(format!("Coach {button:?}")),
                button,
                widget::board_button(Text::new(tr.t(key))),
                ChildOf(row),
            ))
            .observe(press(button));
    }
}

/// One half of the panel, at the top or the bottom of the window, centred; returns its column.
fn half(commands: &mut Commands, name: &'static str, top: Option<Val>, bottom: Option<Val>) -> Entity {
    let root = commands.spawn((Name::new(name), CoachPanel, Visibility::Hidden, widget::edge_row(top, bottom))).id();
    commands
        .spawn((
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: Val::Px(4.0),
                max_width: Val::Px(TEXT_WIDTH),
                padding: UiRect::axes(Val::Px(18.0), Val::Px(6.0)),
                border_radius: BorderRadius::all(Val::Px(18.0)),
                ..default()
            },
            BackgroundColor(palette::PILL),
            ChildOf(root),
        ))
        .id()
}

/// What a button of the panel does.
fn press(
    button: CoachButton,
) -> impl FnMut(On<Activate>, Res<Coach>, MessageWriter<CoachCommand>, MessageWriter<GameCommand>, ResMut<NextState<Screen>>)
{
    move |_, coach, mut commands, mut game, mut next| match (button, &coach.activity) {
        (CoachButton::Previous, Some(Activity::Review(_))) => {
            game.write(GameCommand::Undo);
        }
        (CoachButton::Next, Some(Activity::Review(_))) => {
            game.write(GameCommand::Redo);
        }
        (CoachButton::Next, _) => {
            commands.write(CoachCommand::Next);
        }
        (CoachButton::Leave, activity) => {
            let reviewed = matches!(activity, Some(Activity::Review(_)));
            commands.write(CoachCommand::Leave);
            next.set(if reviewed { Screen::Gameplay } else { Screen::Learn });
        }
        (CoachButton::Previous, _) => {}
    }
}

/// The rules in force, in one line.
fn rules_line(tr: &Translator, preset: Preset, rules: &Rules) -> String {
    let options: Vec<String> = ["capture_counts", "capture_limit", "grand_slam"]
        .into_iter()
        .map(|name| format!("{}: {}", text::option_name(tr, name), text::option_value(tr, rules, name)))
        .collect();
    tr.f("coach-rules", [("preset", text::preset(tr, preset).into()), ("options", options.join(" · ").into())])
}

/// The panel's texts and buttons, for what the coach is doing; shown on the board only.
#[expect(clippy::too_many_arguments, reason = "a system")]
fn show(
    mut coach: ResMut<Coach>,
    engine: Res<Engine>,
    phase: Res<State<Phase>>,
    screen: Res<State<Screen>>,
    tr: Res<Tr>,
    faces: Res<Faces>,
    mut panel: Query<&mut Visibility, With<CoachPanel>>,
    mut texts: Query<(&CoachText, &mut Text)>,
    mut buttons: Query<(&CoachButton, &mut Node, &Children)>,
    mut labels: Query<&mut Text, Without<CoachText>>,
) {
    let tr = &tr.0;
    let shown = coach.on_board() && *screen.get() == Screen::Gameplay;
    for mut visibility in &mut panel {
        visibility.set_if_neq(if shown { Visibility::Inherited } else { Visibility::Hidden });
    }
    if !shown {
        return;
    }
    let waiting = *phase.get() != Phase::Animating;
    let ply = engine.0.moves().len();
    let mut glow = None;
    let (heading, question, rules, feedback, previous, next) = match &coach.activity {
        Some(Activity::Lesson { lesson, step }) => {
            let (info, at) = (&LESSONS[*lesson], &LESSONS[*lesson].steps[*step]);
            let heading = tr.f(
                "coach-lesson-heading",
                [
                    ("number", (lesson + 1).into()),
                    ("lessons", LESSONS.len().into()),
                    ("title", tr.t(&format!("lesson-{}", info.name)).into()),
                    ("step", (step + 1).into()),
                    ("steps", info.steps.len().into()),
                ],
            );
            let question = tr.t(&format!("lesson-{}-{}-ask", info.name, step + 1));
            let last = lesson + 1 == LESSONS.len() && step + 1 == info.steps.len();
            let next = coach.state == StepState::Answered && !last;
            (heading, question, rules_line(tr, at.preset, &at.preset.rules()), coach.feedback.clone(), false, next)
        }
        Some(Activity::Puzzle { difficulty, solved, .. }) => {
            let level = tr.t(&format!("puzzle-{}", difficulty.word()));
            let heading = tr.f("puzzle-heading", [("difficulty", level.into()), ("solved", (*solved).into())]);
            let rules = rules_line(tr, Preset::Tournament, engine.0.rules());
            (heading, tr.t("puzzle-ask"), rules, coach.feedback.clone(), false, coach.state == StepState::Answered)
        }
        Some(Activity::Review(review)) => {
            let (question, better) = review_line(tr, &faces, review, ply);
            glow = Some(better);
            let moves = review.game.moves().len();
            let heading = tr.f("review-heading", [("number", (ply + 1).min(moves).into()), ("moves", moves.into())]);
            let done = (!review.is_done()).then(|| {
                tr.f("review-thinking", [("done", review.values.len().into()), ("total", (moves + 1).into())])
            });
            let previous = waiting && ply > 0;
            let next = waiting && ply < moves;
            (heading, question, tr.t("review-graph"), done.unwrap_or_default(), previous, next)
        }
        _ => return,
    };
    if let Some(glow) = glow
        && coach.glow != glow
    {
        coach.glow = glow;
    }
    for (part, line) in &mut texts {
        let wanted = match part {
            CoachText::Heading => &heading,
            CoachText::Question => &question,
            CoachText::Rules => &rules,
            CoachText::Feedback => &feedback,
        };
        set_text(line, wanted);
    }
    for (button, mut node, children) in &mut buttons {
        let visible = match button {
            CoachButton::Previous => previous,
            CoachButton::Next => next,
            CoachButton::Leave => true,
        };
        let display = if visible { Display::Flex } else { Display::None };
        if node.display != display {
            node.display = display;
        }
        if *button == CoachButton::Leave
            && let Some(mut label) = children.first().and_then(|&child| labels.get_mut(child).ok())
        {
            let key =
                if matches!(coach.activity, Some(Activity::Review(_))) { "button-end-review" } else { "button-leave" };
            set_text(label.reborrow(), &tr.t(key));
        }
    }
}

/// What the review says at `ply` (the move about to be played there), and the pit to glow.
fn review_line(tr: &Translator, faces: &Faces, review: &Review, ply: usize) -> (String, Vec<crate::engine::Pit>) {
    if ply >= review.game.moves().len() {
        return (tr.t("review-end"), Vec::new());
    }
    match review.judged.get(ply) {
        Some(judgment) => {
            let glow = if judgment.verdict >= Verdict::Inaccuracy { vec![judgment.best] } else { Vec::new() };
            (review::say(tr, faces, judgment), glow)
        }
        None => {
            let (side, mv) = review::played(review, ply).expect("a move at this ply");
            let [name, you] = faces.args(side);
            (tr.f("review-played", [name, you, ("pit", mv.to_string().into())]), Vec::new())
        }
    }
}

/// The graph of who was ahead, a bar a position (gold up: South ahead; cream down: North),
/// the position on the board brighter; built again when it changes.
fn graph(
    mut commands: Commands,
    coach: Res<Coach>,
    engine: Res<Engine>,
    mut graphs: Query<(Entity, Option<&Children>, &mut Node), With<Graph>>,
    mut drawn: Local<(usize, usize)>,
) {
    let values = match &coach.activity {
        Some(Activity::Review(review)) => review.values.as_slice(),
        _ => &[],
    };
    let ply = engine.0.moves().len();
    if *drawn == (values.len(), ply) {
        return;
    }
    *drawn = (values.len(), ply);
    let Ok((graph, children, mut node)) = graphs.single_mut() else {
        return;
    };
    node.display = if values.is_empty() { Display::None } else { Display::Flex };
    for &child in children.into_iter().flatten() {
        commands.entity(child).despawn();
    }
    let width = (640.0 / values.len().max(1) as f32).clamp(2.0, 10.0);
    for (k, &value) in values.iter().enumerate() {
        let height = 30.0 * value.abs() as f32 / CAP as f32;
        let now = k == ply;
        let color = match (value >= 0, now) {
            (_, true) => Color::WHITE,
            (true, false) => palette::GOLD,
            (false, false) => palette::MUTED,
        };
        let bar = Node {
            width: Val::Px(width),
            height: Val::Px(height.max(1.0)),
            margin: if value >= 0 {
                UiRect::bottom(Val::Px(height.max(1.0)))
            } else {
                UiRect::top(Val::Px(height.max(1.0)))
            },
            ..default()
        };
        commands.spawn((bar, BackgroundColor(color), ChildOf(graph)));
    }
}
