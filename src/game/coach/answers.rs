//! What the coach answers the child: a requested pit checked against the step's answers before
//! the rules see it; then, as the board reports, why a pit was not the answer, what the right
//! one did (once its seeds rest), the praise and the star.

use super::lessons::LESSONS;

use super::review::Review;
use super::state::{Coach, LessonStep, PRAISE, Praised, PuzzleRun, Stars, StepState};
use crate::ai::HintReason;
use crate::engine::MoveReport;
use crate::game::i18n::Tr;
use crate::game::messages::{MovePlayed, MoveRefused, SeedsAtRest, Sfx};
use crate::game::play::Engine;
use crate::game::play::NotTheAnswer;
use crate::game::settings::Settings;
use crate::game::text;
use crate::i18n::Translator;
use bevy::prelude::*;

/// What the coach hears of the board, to answer the child.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct Heard<'w, 's> {
    wrong: MessageReader<'w, 's, NotTheAnswer>,
    refused: MessageReader<'w, 's, MoveRefused>,
    played: MessageReader<'w, 's, MovePlayed>,
    rest: MessageReader<'w, 's, SeedsAtRest>,
    sfx: MessageWriter<'w, Sfx>,
    praised: MessageWriter<'w, Praised>,
}

/// What the coach asks on the board: a lesson's step or a puzzle (whose count of puzzles found
/// grows), or a review (which asks nothing).
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct Asked<'w> {
    lesson: Option<Res<'w, LessonStep>>,
    puzzle: Option<ResMut<'w, PuzzleRun>>,
    review: Option<Res<'w, Review>>,
}

/// A wrong pit: a gentle line and the right pit glowing. The right one: what it did, once the
/// seeds are at rest; a lesson done is ticked in the settings.
pub(super) fn hear_moves(
    mut heard: Heard,
    mut asked: Asked,
    mut coach: ResMut<Coach>,
    mut settings: ResMut<Settings>,
    mut stars: ResMut<Stars>,
    engine: Res<Engine>,
    tr: Res<Tr>,
) {
    let tr = &tr.0;
    let lesson = asked.lesson.as_deref().copied();
    let puzzle = asked.puzzle.is_some();
    let asking = coach.state != StepState::Answered && asked.review.is_none();
    let answers = super::state::answers(lesson.as_ref(), asked.puzzle.as_deref());
    if !asking || answers.is_empty() {
        // Nothing asked: drop what was heard.
        heard.wrong.clear();
        heard.refused.clear();
        heard.played.clear();
        heard.rest.clear();
        return;
    };
    let right = answers.first().map(ToString::to_string).unwrap_or_default();
    let wrong_key = match lesson {
        Some(LessonStep { lesson, step }) => format!("lesson-{}-{}-wrong", LESSONS[lesson].name, step + 1),
        _ => "puzzle-wrong".to_owned(),
    };
    for NotTheAnswer(pit) in heard.wrong.read() {
        if coach.state != StepState::Asking {
            continue;
        }
        heard.sfx.write(Sfx::Refused);
        coach.tries = coach.tries.saturating_add(1);
        if puzzle && coach.tries == 1 {
            // A second try, with why this pit fails; the answer does not glow yet.
            coach.feedback = super::puzzles::why_not(tr, &engine.0, *pit);
            continue;
        }
        coach.feedback = tr.f(&wrong_key, [("pit", pit.to_string().into()), ("right", right.clone().into())]);
        coach.glow.clone_from(&answers);
    }
    for refused in heard.refused.read() {
        if coach.state != StepState::Asking {
            continue;
        }
        coach.feedback =
            format!("{} {}", text::illegal(tr, refused.reason), tr.f("coach-try", [("pit", right.clone().into())]));
        coach.glow.clone_from(&answers);
    }
    for MovePlayed(report) in heard.played.read() {
        coach.state = StepState::Moving;
        coach.glow.clear();
        // What the child's store holds once the seeds rest (with the seeds left given out, when
        // the move ended the game), for a line that says it.
        let store = engine.0.position().stores().south;
        let line = match lesson {
            Some(LessonStep { lesson, step }) => lesson_line(tr, LessonStep { lesson, step }, report, store),
            _ => {
                // Why it is best: the engine's reason, read on the board before the move.
                let mut before = engine.0.clone();
                before.undo();
                let why = match crate::ai::explain(&before, report.pit).reason {
                    Some(HintReason::Protects(seeds)) => tr.f("puzzle-why-save", [("seeds", seeds.into())]),
                    Some(HintReason::Feeds) => tr.t("puzzle-why-feed"),
                    Some(HintReason::Captures(_)) => String::new(),
                    None => tr.t("puzzle-why-plan"),
                };
                let solved = format!("{} {why}", tr.t("puzzle-solved")).trim_end().to_owned();
                match text::explain_capture(tr, report) {
                    Some(explained) => format!("{solved} {explained}"),
                    None => solved,
                }
            }
        };
        // Said once the seeds rest; meanwhile the wrong pit's line goes.
        coach.feedback.clear();
        coach.after_rest = Some(line);
    }
    if heard.rest.read().count() > 0 && coach.state == StepState::Moving {
        coach.state = StepState::Answered;
        if let Some(line) = coach.after_rest.take() {
            coach.feedback = line;
        }
        // A puzzle found counts at once: whole at the first try, half after a wrong one.
        let first_try = coach.tries == 0;
        if let Some(run) = &mut asked.puzzle {
            run.found += if first_try { 2 } else { 1 };
        }
        // Well done: words, a sound, and a star for the counter.
        stars.0 += 1;
        coach.praise = tr.t(PRAISE[stars.0 as usize % PRAISE.len()]);
        heard.sfx.write(Sfx::Praise);
        heard.praised.write(Praised);
        if let Some(LessonStep { lesson, step }) = lesson
            && step + 1 == LESSONS[lesson].steps.len()
        {
            let name = LESSONS[lesson].name.to_owned();
            if !settings.lessons_done.contains(&name) {
                settings.lessons_done.push(name);
            }
        }
    }
}

/// What a lesson's step says once its move rests: what the move did first (the capture), then
/// what the lesson draws from it, with `store`, the seeds the child's store then holds.
#[must_use]
pub fn lesson_line(tr: &Translator, at: LessonStep, report: &MoveReport, store: u8) -> String {
    let done = tr.f(&format!("lesson-{}-{}-done", LESSONS[at.lesson].name, at.step + 1), [("store", store.into())]);
    match text::explain_capture(tr, report) {
        Some(explained) => format!("{explained} {done}"),
        None => done,
    }
}
