//! A lesson's board stays where it is from its question to its answer: the child's eye follows
//! the pit it tapped, and the board neither grows nor shrinks under it while the panel's words
//! change (issue 84: at 1280 × 800 the board changed size between a question and its answer).

use super::*;
use awale::game::coach::lessons::LESSONS;
use awale::game::prelude::{CoachCommand, InFlight, MoveRequest, Phase};

/// The board's rectangle in the window, once laid out.
fn board_now(app: &mut App) -> Rect {
    lay_out_frames(app);
    let shape = *app.world().resource::<BoardShape>();
    on_screen(app, shape.board_size())
}

#[test]
fn a_lesson_s_board_keeps_its_size_and_place_from_question_to_answer() {
    let mut failures = Vec::new();
    for size in [(1280, 800), (800, 1280), (1920, 1080)] {
        let mut app = app(size);
        show(&mut app, Screen::Gameplay);
        for language in [awale::i18n::Language::English, awale::i18n::Language::German] {
            app.world_mut().resource_mut::<Settings>().language = language;
            for (index, lesson) in LESSONS.iter().enumerate() {
                app.world_mut().write_message(CoachCommand::Lesson(index));
                lay_out_frames(&mut app);
                for (number, step) in lesson.steps.iter().enumerate() {
                    let at = format!("lesson {} step {} in {language:?} at {size:?}", lesson.name, number + 1);
                    let asking = board_now(&mut app);
                    app.world_mut().write_message(MoveRequest(step.answers()[0]));
                    for _ in 0..20_000 {
                        app.update();
                        let phase = *app.world().resource::<State<Phase>>().get();
                        if phase != Phase::Animating && app.world().resource::<InFlight>().is_empty() {
                            break;
                        }
                    }
                    let answered = board_now(&mut app);
                    let moved = (asking.min - answered.min)
                        .abs()
                        .max_element()
                        .max((asking.max - answered.max).abs().max_element());
                    if moved > 1.0 {
                        failures.push(format!("{at}: the board at {asking:?} asking, at {answered:?} answered"));
                    }
                    if number + 1 < lesson.steps.len() {
                        app.world_mut().write_message(CoachCommand::Next);
                        lay_out_frames(&mut app);
                    }
                }
                app.world_mut().write_message(CoachCommand::Leave);
                lay_out_frames(&mut app);
            }
        }
    }
    assert!(failures.is_empty(), "{} step(s) move the board:\n{}", failures.len(), failures.join("\n"));
}
