//! The coach's panel at the top of the board: the stars earned, where the lesson or puzzle is,
//! the question in large type (once answered, praise in its place), the rules in force (in
//! teaching mode); under the board the answer to the child's pit, the review's graph, and the
//! buttons Previous, Next and Leave. Each praise
//! sends a star flying to the counter. The panel exists while the board shown is coached
//! ([`coached`]): spawned on entering each of the coached [`BoardUse`]s, when a lesson, puzzle
//! or review takes the board on the screen, and despawned on leaving it, when it gives the board
//! back or a menu covers it.

use super::graph;
use super::halves::{CoachPanel, feedback_slot, half, question_slot};
use super::lessons::LESSONS;
use super::review;
use super::review::Review;
use super::stars::STAR;
use super::{Coach, CoachCommand, Coaching, SetAside, Stars, StepState};
use crate::engine::{Preset, Rules, Side};
use crate::game::assets::GameAssets;
use crate::game::coach::glow::coached;
use crate::game::frame::GameSet;
use crate::game::i18n::Tr;
use crate::game::messages::GameCommand;
use crate::game::names::Faces;
use crate::game::play::Resting;
use crate::game::play::{BoardUse, Engine};
use crate::game::screens::Screen;
use crate::game::settings::Settings;
use crate::game::text;
use crate::game::theme::icon::{self, Icon};
use crate::game::theme::interaction;
use crate::game::theme::palette;
use crate::game::theme::set_text;
use crate::game::theme::widget;
use crate::i18n::Translator;
use bevy::prelude::*;
use bevy::ui::InteractionDisabled;
use bevy::ui_widgets::Activate;

pub(super) fn plugin(app: &mut App) {
    for board_use in BoardUse::COACHED {
        app.add_systems(OnEnter(board_use), spawn);
    }
    app.add_systems(Update, (show.run_if(coached), super::publish_glow).chain().in_set(GameSet::Derive))
        .add_systems(Update, (graph::graph, graph::words, super::stars::fly_stars).chain().in_set(GameSet::Present))
        .add_systems(Update, super::stars::land_stars.in_set(GameSet::Animate));
}

/// A text of the panel.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoachText {
    /// Which lesson and step, which puzzle, which move.
    Heading,
    /// What to do, or the judgment of the move.
    Question,
    /// The rules in force.
    Rules,
    /// Praise for the step answered or the puzzle solved.
    Praise,
    /// The answer to the pit chosen, or what the move did.
    Feedback,
    /// The stars earned this time.
    Stars,
    /// What the step's answer will say, laid out hidden in the answer's place, so that the
    /// place is as tall from the question on as once answered.
    Reserve,
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

/// The star beside the count of stars earned (not shown in a review, which earns none).
#[derive(Component, Clone, Copy, Debug)]
struct StarIcon;

/// The panel comes when the board shown becomes coached ([`DespawnOnExit`] takes it away).
fn spawn(mut commands: Commands, board_use: Res<State<BoardUse>>, tr: Res<Tr>, assets: Res<GameAssets>) {
    let (commands, assets, board_use) = (&mut commands, &assets, *board_use.get());
    let tr = &tr.0;
    // The question above the board, the answer and the buttons below it.
    // Next to the board, where the child looks: the question above it, the answer below.
    let top = half(commands, board_use, "Coach question", Some(Val::Px(6.0)), None, Side::North);
    let bottom = half(commands, board_use, "Coach answer", None, Some(Val::Px(6.0)), Side::South);
    // The stars earned, beside the heading.
    let counter = commands
        .spawn((Name::new("Stars"), Node { align_items: AlignItems::Center, column_gap: Val::Px(6.0), ..default() }))
        .insert(ChildOf(top))
        .id();
    commands.spawn((
        Name::new("Star"),
        StarIcon,
        ImageNode::new(assets.star.clone()),
        Node { width: Val::Px(STAR), height: Val::Px(STAR), ..default() },
        ChildOf(counter),
    ));
    // The question's place and the answer's, each shared by two texts.
    let mut places = [None; 2];
    for (part, size, color, panel) in [
        (CoachText::Stars, 22.0, palette::GOLD, counter),
        (CoachText::Heading, 18.0, palette::MUTED, counter),
        (CoachText::Question, 28.0, palette::CREAM, top),
        (CoachText::Praise, 34.0, palette::GOLD, top),
        (CoachText::Rules, 16.0, palette::MUTED, top),
        (CoachText::Feedback, 22.0, palette::CREAM, bottom),
        (CoachText::Reserve, 22.0, palette::CREAM, bottom),
    ] {
        // The answer's place is kept whether it says something or not, so that the buttons
        // under it never move under a finger; the question and the praise share one place, as
        // tall as the taller, so that the board stays where it is from question to answer.
        let panel = match part {
            CoachText::Feedback => {
                commands.spawn((Name::new("Coach answer's place"), feedback_slot(), ChildOf(panel))).id()
            }
            CoachText::Question => {
                commands.spawn((Name::new("Coach question's place"), question_slot(), ChildOf(panel))).id()
            }
            CoachText::Praise => places[0].unwrap_or(panel),
            CoachText::Reserve => places[1].unwrap_or(panel),
            _ => panel,
        };
        match part {
            CoachText::Question => places[0] = Some(panel),
            CoachText::Feedback => places[1] = Some(panel),
            _ => {}
        }
        let cell = Node { grid_row: GridPlacement::start(1), grid_column: GridPlacement::start(1), ..default() };
        let shared = matches!(part, CoachText::Question | CoachText::Praise | CoachText::Feedback | CoachText::Reserve);
        let shown = if part == CoachText::Reserve { Visibility::Hidden } else { Visibility::Inherited };
        commands.spawn((
            part,
            Text::default(),
            TextFont::from_font_size(size),
            TextColor(color),
            TextLayout::justify(Justify::Center),
            if shared { cell } else { Node::default() },
            shown,
            ChildOf(panel),
        ));
    }
    commands.spawn((graph::spawn(), ChildOf(bottom)));
    let row = commands.spawn((widget::button_row(), ChildOf(bottom))).id();
    for (button, glyph, key) in [
        (CoachButton::Previous, icon::STEP_BACK, "button-previous"),
        (CoachButton::Next, icon::STEP_FORWARD, "button-next"),
        (CoachButton::Leave, icon::HOME, "button-leave"),
    ] {
        commands
            .spawn((
                Name::new(format!("Coach {button:?}")),
                button,
                widget::board_button(glyph, Text::new(tr.t(key))),
                ChildOf(row),
            ))
            .observe(press(button));
    }
}

/// What a button of the panel does.
fn press(
    button: CoachButton,
) -> impl FnMut(
    On<Activate>,
    (Option<Res<Review>>, Res<SetAside>),
    MessageWriter<CoachCommand>,
    MessageWriter<GameCommand>,
    ResMut<NextState<Screen>>,
) {
    move |_, (review, set_aside), mut commands, mut game, mut next| match (button, review.is_some()) {
        (CoachButton::Previous, true) => {
            game.write(GameCommand::Undo);
        }
        (CoachButton::Next, true) => {
            game.write(GameCommand::Redo);
        }
        (CoachButton::Next, false) => {
            commands.write(CoachCommand::Next);
        }
        (CoachButton::Leave, reviewed) => {
            commands.write(CoachCommand::Leave);
            // A review goes back to the game it interrupted; of a game already over, to the
            // menu (not to a new board nobody asked for).
            next.set(match (reviewed, set_aside.0.is_some()) {
                (true, true) => Screen::Gameplay,
                (true, false) => Screen::Title,
                (false, _) => Screen::Learn,
            });
        }
        (CoachButton::Previous, false) => {}
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

/// What the panel shows besides the coach: the game, whether its seeds rest, the screen, the
/// language, the players' names, teaching mode, the stars earned.
#[derive(bevy::ecs::system::SystemParam)]
struct PanelFacts<'w> {
    engine: Res<'w, Engine>,
    resting: Resting<'w>,
    tr: Res<'w, Tr>,
    faces: Res<'w, Faces>,
    settings: Res<'w, Settings>,
    stars: Res<'w, Stars>,
}

/// The panel's texts and buttons, for what the coach is doing; shown on the board only.
fn show(
    mut coach: ResMut<Coach>,
    coaching: Coaching,
    facts: PanelFacts,
    mut panel: Query<&mut Visibility, With<CoachPanel>>,
    mut texts: Query<(&CoachText, &mut Text)>,
    mut buttons: Query<(Entity, &CoachButton, &mut Node, &Children, Has<InteractionDisabled>)>,
    mut labels: Query<&mut Text, (Without<CoachText>, Without<Icon>)>,
    mut star_icons: Query<&mut Visibility, (With<StarIcon>, Without<CoachPanel>)>,
    mut shared_places: Query<(&CoachText, &mut Visibility), (Without<CoachPanel>, Without<StarIcon>)>,
    mut commands: Commands,
) {
    let PanelFacts { engine, resting, tr, faces, settings, stars } = facts;
    let tr = &tr.0;
    let waiting = resting.now();
    let ply = engine.0.moves().len();
    let mut glow = None;
    let (heading, question, rules, feedback, previous, next) =
        match (&coaching.lesson, &coaching.puzzle, &coaching.review) {
            (Some(at), _, _) => {
                let (lesson, step) = (at.lesson, at.step);
                let (info, at) = (&LESSONS[lesson], &LESSONS[lesson].steps[step]);
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
                let question = coaching.question(tr);
                let last = lesson + 1 == LESSONS.len() && step + 1 == info.steps.len();
                let next = Some(!last && coach.state == StepState::Answered);
                (heading, question, rules_line(tr, at.preset, &at.preset.rules()), coach.feedback.clone(), None, next)
            }
            (_, Some(run), _) => {
                let (difficulty, found) = (run.difficulty, run.found);
                let level = tr.t(&format!("puzzle-{}", difficulty.word()));
                // Found after a wrong try counts a half.
                let found = match (found / 2, found % 2) {
                    (0, 1) => "½".to_owned(),
                    (whole, 1) => format!("{whole}½"),
                    (whole, _) => whole.to_string(),
                };
                let heading = tr.f("puzzle-heading", [("difficulty", level.into()), ("solved", found.into())]);
                let rules = rules_line(tr, Preset::Tournament, engine.0.rules());
                let next = Some(coach.state == StepState::Answered);
                (heading, coaching.question(tr), rules, coach.feedback.clone(), None, next)
            }
            (_, _, Some(review)) => {
                let (question, better) = review::line(tr, &faces, review, ply);
                glow = Some(better);
                let moves = review.game.moves().len();
                let heading =
                    tr.f("review-heading", [("number", (ply + 1).min(moves).into()), ("moves", moves.into())]);
                let done = (!review.is_done()).then(|| {
                    tr.f("review-thinking", [("done", review.values.len().into()), ("total", (moves + 1).into())])
                });
                let previous = Some(waiting && ply > 0);
                let next = Some(waiting && ply < moves);
                (heading, question, tr.t("review-graph"), done.unwrap_or_default(), previous, next)
            }
            // The details come with the task: never without them.
            _ => return,
        };
    // Spawned hidden, the panel shows once it has its words.
    for mut visibility in &mut panel {
        visibility.set_if_neq(Visibility::Inherited);
    }
    // Previous and Next keep their places: shown for the whole of a review (Next for a lesson
    // or a puzzle too), and disabled while they cannot act.
    let review = coaching.review.is_some();
    for (entity, button, mut node, children, disabled) in &mut buttons {
        let (shown, enabled, key) = match button {
            CoachButton::Previous => (previous.is_some(), previous.unwrap_or(false), "button-previous"),
            CoachButton::Next => (next.is_some(), next.unwrap_or(false), "button-next"),
            CoachButton::Leave => (true, true, if review { "button-end-review" } else { "button-leave" }),
        };
        let display = if shown { Display::Flex } else { Display::None };
        if node.display != display {
            node.display = display;
        }
        interaction::set_enabled(&mut commands, entity, enabled, disabled);
        // The button's word (its icon stays).
        if let Some(child) = children.iter().find(|&child| labels.contains(child))
            && let Ok(label) = labels.get_mut(child)
        {
            set_text(label, &tr.t(key));
        }
    }
    // The words of a move (the review's sentence, what a lesson's move did) wait for its seeds.
    if !waiting {
        return;
    }
    if let Some(glow) = glow
        && coach.glow != glow
    {
        coach.glow = glow;
    }
    // The rules in force are for the grown-ups of the teaching mode; a child needs the question.
    let rules = if settings.teaching { rules } else { String::new() };
    // Once answered, the praise takes the question's place, above the board, beside the answer.
    let answered = coach.state == StepState::Answered && !coach.praise.is_empty();
    let praise = if answered { coach.praise.clone() } else { String::new() };
    // The question stays laid out under the praise, hidden: its place keeps its height.
    for (part, mut visibility) in &mut shared_places {
        let shown = match part {
            CoachText::Question => !answered,
            CoachText::Praise => answered,
            _ => continue,
        };
        visibility.set_if_neq(if shown { Visibility::Inherited } else { Visibility::Hidden });
    }
    // What the answer will say, while the question is asked (kept as it was meanwhile).
    let reserve = match &coaching.lesson {
        Some(at) if coach.state == StepState::Asking => {
            let mut after = engine.0.clone();
            let answer = LESSONS[at.lesson].steps[at.step].answers().first().copied();
            let report = answer.and_then(|pit| after.play(pit).ok());
            Some(report.map(|report| super::answers::lesson_line(tr, **at, &report, after.position().stores().south)))
        }
        Some(_) => None,
        None => Some(None),
    };
    // A review earns no stars: no counter.
    let count = if review { String::new() } else { stars.0.to_string() };
    for mut visibility in &mut star_icons {
        visibility.set_if_neq(if review { Visibility::Hidden } else { Visibility::Inherited });
    }
    for (part, line) in &mut texts {
        let wanted = match part {
            CoachText::Heading => &heading,
            CoachText::Question => &question,
            CoachText::Rules => &rules,
            CoachText::Praise => &praise,
            CoachText::Feedback => &feedback,
            CoachText::Stars => &count,
            CoachText::Reserve => match &reserve {
                Some(said) => said.as_deref().unwrap_or_default(),
                None => continue,
            },
        };
        set_text(line, wanted);
    }
}
